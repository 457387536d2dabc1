/** Backyard fence scenes: a fence run receding along the lawn, or seen face-on with a planted bed. */
import { segm } from "./arch.ts";
import { Cam, hr, zr, xr } from "./camera.ts";
import { type FenceKind, fenceRun } from "./fence.ts";
import { type Scene, shade, vary, type V3, v3 } from "./lib.ts";
import { boulder, clouds, ground, mesquite, shrub, sky, treeline } from "./nature.ts";
import { gableRoof } from "./roof.ts";

export interface FenceSceneOpts {
  variant: number;
  kind: FenceKind;
  color: string;
  flip?: boolean; // fence on the left instead of the right
  view?: "diag" | "front";
  gate?: boolean;
}

export function fenceScene(s: Scene, o: FenceSceneOpts): void {
  if (o.view === "front") return frontFence(s, o);
  const r = vary("fence", o.variant);
  const sg = o.flip ? -1 : 1;
  const horizon = s.H * 0.52;
  const cam = new Cam(s.W, s.H, [0, 1.55, 0], { yaw: sg * r.range(0.22, 0.3), hy: 0.52, f: 1.0 });
  sky(s, horizon, { sunX: o.flip ? 0.2 : 0.75, sunY: horizon * 0.3 });
  clouds(s, r, 7, s.H * 0.06, horizon * 0.7);
  treeline(s, r, horizon, "#5d6b3c", 12);
  ground(s, r, horizon, "#b3ad6c", "#628131", 260);
  const fx = sg * 3.2;
  const zEnd = 34;
  // neighbouring mesquites beyond the fence
  for (let i = 0; i < 4; i++) {
    const p: V3 = [fx + sg * r.range(3, 10), 0, r.range(12, 40)];
    const q = cam.p(p);
    mesquite(s, r, q[0], q[1], cam.scale(p) * r.range(5, 7), r.pick(["#6f8440", "#7a8c48", "#667c3a"]));
  }
  const far: V3 = [fx - sg * 40, 0, zEnd];
  fenceRun(s, cam, r, [fx, 0, zEnd], far, o.kind, shade(o.color, -0.08));
  // shadow cast by the fence onto the lawn
  if (o.kind !== "metal")
    s.add(
      cam.quad(
        v3(fx, 0.005, 1.5, fx, 0.005, zEnd, fx - sg * 1.3, 0.005, zEnd - 1, fx - sg * 1.3, 0.005, 1.5),
        "#1d2a0c",
        { opacity: 0.22, filter: s.blur(4) },
      ),
    );
  // flower bed along the fence
  s.add(cam.quad(hr(fx, 1, fx - sg * 0.9, zEnd, 0.004), "#5a3c27"));
  fenceRun(s, cam, r, [fx, 0, 1], [fx, 0, zEnd], o.kind, o.color);
  if (o.gate) gate(s, cam, fx, 4.2, 5.4, o.color);
  for (let z = 4; z < zEnd - 1; z += r.range(2.5, 4.5)) {
    const p: V3 = [fx - sg * 0.45, 0, z];
    const q = cam.p(p);
    shrub(
      s,
      r,
      q[0],
      q[1],
      cam.scale(p) * r.range(0.7, 1.0),
      r.pick(["#4f6b2e", "#5b7a35", "#627a3c"]),
      r.chance(0.5) ? r.pick(["#d8547a", "#e9a23b", "#9b6fc4"]) : undefined,
    );
  }
  const b: V3 = [fx - sg * 1.6, 0, 5];
  const bq = cam.p(b);
  boulder(s, r, bq[0], bq[1], cam.scale(b) * 0.8);
  s.finish(0.28, "#ffcf7a", 0.06);
}

/** Framed wooden gate with Z brace and black hardware in a fence along x = fx. */
function gate(s: Scene, cam: Cam, fx: number, z0: number, z1: number, color: string): void {
  const d = fx > 0 ? -0.04 : 0.04;
  const x = fx + d;
  const frame = shade(color, -0.25);
  s.add(cam.quad(xr(z0, 0.08, z1, 1.8, x), shade(color, 0.06)));
  for (let z = z0 + 0.14; z < z1; z += 0.14)
    s.add(segm(cam, [x, 0.08, z], [x, 1.8, z], shade(color, -0.35), 0.008, { opacity: 0.6 }));
  const b = x + d;
  for (const [p, q] of [
    [
      [b, 0.25, z0 + 0.05],
      [b, 0.25, z1 - 0.05],
    ],
    [
      [b, 1.62, z0 + 0.05],
      [b, 1.62, z1 - 0.05],
    ],
    [
      [b, 0.3, z0 + 0.1],
      [b, 1.58, z1 - 0.1],
    ],
    [
      [b, 0.1, z0],
      [b, 1.8, z0],
    ],
    [
      [b, 0.1, z1],
      [b, 1.8, z1],
    ],
  ] as [V3, V3][])
    s.add(segm(cam, p, q, frame, 0.09));
  for (const y of [0.35, 1.5]) s.add(segm(cam, [b + d, y, z0 - 0.08], [b + d, y, z0 + 0.3], "#1d1d1f", 0.04));
  s.add(segm(cam, [b + d, 1.0, z1 - 0.2], [b + d, 1.0, z1 + 0.05], "#1d1d1f", 0.05));
}

/** Fence seen almost face-on across the view, with a planted bed in front. */
function frontFence(s: Scene, o: FenceSceneOpts): void {
  const r = vary("fence-front", o.variant);
  const horizon = s.H * 0.55;
  const cam = new Cam(s.W, s.H, [0, 1.4, 0], { yaw: r.range(-0.3, -0.2), hy: 0.55, f: 1.0 });
  sky(s, horizon, { sunX: 0.3, sunY: horizon * 0.3, top: "#2c6cb4" });
  clouds(s, r, 7, s.H * 0.06, horizon * 0.75);
  treeline(s, r, horizon, "#5d6b3c", 12);
  ground(s, r, horizon, "#b3ad6c", "#628131", 200);
  for (let i = 0; i < 3; i++) {
    const p: V3 = [r.range(-14, 6), 0, r.range(16, 40)];
    const q = cam.p(p);
    mesquite(s, r, q[0], q[1], cam.scale(p) * r.range(5, 7), r.pick(["#6f8440", "#7a8c48"]));
  }
  // red barn-style outbuilding in the distance
  const bx = -10;
  const bz = 28;
  s.add(cam.box([bx, 0, bz, bx + 6, 3, bz + 8], { front: "#9c3b2c", right: "#7a2c21", left: "#7a2c21" }));
  gableRoof(s, cam, {
    x0: bx,
    x1: bx + 6,
    z0: bz,
    z1: bz + 8,
    y: 3,
    rise: 1.8,
    along: "z",
    roof: "#6b6d70",
    gable: "#9c3b2c",
    fascia: "#f1ebe0",
    ov: 0.3,
  });
  s.add(cam.quad(zr(bx + 1.8, 0, bx + 4.2, 2.4, bz - 0.01), "#f1ebe0"));
  s.add(cam.quad(zr(bx + 2, 0, bx + 4, 2.25, bz - 0.02), "#8a3326"));
  s.add(segm(cam, [bx + 2, 0.1, bz - 0.03], [bx + 4, 2.2, bz - 0.03], "#f1ebe0", 0.12));
  s.add(segm(cam, [bx + 4, 0.1, bz - 0.03], [bx + 2, 2.2, bz - 0.03], "#f1ebe0", 0.12));
  const z = 6;
  fenceRun(s, cam, r, [-30, 0, z], [30, 0, z], o.kind, o.color);
  s.add(cam.quad(hr(-30, z - 1.1, 30, z, 0.004), "#5a3c27"));
  for (let x = -8; x < 9; x += r.range(0.8, 1.4)) {
    const p: V3 = [x, 0, z - r.range(0.3, 0.8)];
    const q = cam.p(p);
    shrub(
      s,
      r,
      q[0],
      q[1],
      cam.scale(p) * r.range(0.55, 0.85),
      r.pick(["#4f6b2e", "#5b7a35", "#627a3c"]),
      r.chance(0.7) ? r.pick(["#d8547a", "#e9a23b", "#9b6fc4", "#f2efe6"]) : undefined,
    );
  }
  const b: V3 = [1.2, 0, 3.5];
  const bq = cam.p(b);
  boulder(s, r, bq[0], bq[1], cam.scale(b) * 0.7);
  s.finish(0.28, "#ffcf7a", 0.06);
}
