/** Gable roofs with shingle courses, gable-end triangles and fascia boards. */
import { segm } from "./arch.ts";
import { type Cam } from "./camera.ts";
import { type Scene, shade, type V3, v3, st } from "./lib.ts";

export interface RoofOpts {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  y: number; // eave height
  rise: number;
  ov?: number; // overhang
  along?: "x" | "z"; // ridge direction
  roof: string;
  gable: string; // wall colour for gable triangles
  fascia?: string;
}

/** Gable roof with shingle courses, gable-end triangles and fascia boards. */
export function gableRoof(s: Scene, cam: Cam, o: RoofOpts): void {
  const ov = o.ov ?? 0.45;
  const out: string[] = [];
  const fascia = o.fascia ?? "#f3f0e8";
  const shingle = shade(o.roof, -0.3);
  if ((o.along ?? "x") === "x") {
    const zc = (o.z0 + o.z1) / 2;
    const run = zc - o.z0;
    const drop = (ov * o.rise) / run;
    const X0 = o.x0 - ov;
    const X1 = o.x1 + ov;
    const ridge: [V3, V3] = [
      [X0, o.y + o.rise, zc],
      [X1, o.y + o.rise, zc],
    ];
    const front: V3[] = [[X0, o.y - drop, o.z0 - ov], [X1, o.y - drop, o.z0 - ov], ridge[1], ridge[0]];
    const back: V3[] = [[X1, o.y - drop, o.z1 + ov], [X0, o.y - drop, o.z1 + ov], ridge[0], ridge[1]];
    for (const [x, n] of [
      [o.x0, -1],
      [o.x1, 1],
    ] as const)
      out.push(cam.face(v3(x, o.y, o.z0, x, o.y, o.z1, x, o.y + o.rise, zc), [n, 0, 0], o.gable));
    out.push(cam.face(back, [0, run, o.rise], s.lin(st(0, shade(o.roof, -0.1), 1, o.roof))));
    if (cam.faces(front, [0, run, -o.rise])) {
      out.push(cam.quad(front, s.lin(st(0, shade(o.roof, -0.15), 1, shade(o.roof, 0.12)), 0, 1, 0, 0)));
      for (let t = 0.12; t < 1; t += 0.1) {
        const a: V3 = [X0, o.y - drop + (o.rise + drop) * t, o.z0 - ov + (run + ov) * t];
        out.push(segm(cam, a, [X1, a[1], a[2]], shingle, 0.03, { opacity: 0.45 }));
      }
    }
    for (const x of [X0, X1]) {
      out.push(segm(cam, [x, o.y - drop, o.z0 - ov], ridge[x === X0 ? 0 : 1], fascia, 0.16));
      out.push(segm(cam, [x, o.y - drop, o.z1 + ov], ridge[x === X0 ? 0 : 1], fascia, 0.16));
    }
    out.push(segm(cam, front[0], front[1], fascia, 0.18));
  } else {
    const xc = (o.x0 + o.x1) / 2;
    const run = xc - o.x0;
    const drop = (ov * o.rise) / run;
    const Z0 = o.z0 - ov;
    const Z1 = o.z1 + ov * 0.2;
    const r0: V3 = [xc, o.y + o.rise, Z0];
    const r1: V3 = [xc, o.y + o.rise, Z1];
    const left: V3[] = [[o.x0 - ov, o.y - drop, Z0], [o.x0 - ov, o.y - drop, Z1], r1, r0];
    const right: V3[] = [[o.x1 + ov, o.y - drop, Z1], [o.x1 + ov, o.y - drop, Z0], r0, r1];
    out.push(cam.face(v3(o.x0, o.y, o.z0, o.x1, o.y, o.z0, xc, o.y + o.rise, o.z0), [0, 0, -1], o.gable));
    for (const [pl, n, lit] of [
      [left, [-run, o.rise, 0], -0.12],
      [right, [run, o.rise, 0], 0.1],
    ] as const) {
      if (!cam.faces(pl as V3[], n as V3)) continue;
      out.push(
        cam.quad(pl as V3[], s.lin(st(0, shade(o.roof, lit), 1, shade(o.roof, lit - 0.12)), 0, 0, 0, 1)),
      );
      const sx = pl[0][0];
      for (let t = 0.12; t < 1; t += 0.1) {
        const x = sx + (xc - sx) * t;
        const y = o.y - drop + (o.rise + drop) * t;
        out.push(segm(cam, [x, y, Z0], [x, y, Z1], shingle, 0.03, { opacity: 0.45 }));
      }
    }
    out.push(segm(cam, [o.x0 - ov, o.y - drop, Z0], r0, fascia, 0.18));
    out.push(segm(cam, [o.x1 + ov, o.y - drop, Z0], r0, fascia, 0.18));
  }
  s.add(...out);
}
