/** Fences in 3D (privacy, horizontal slat, cedar picket, ornamental metal) and a backyard fence scene. */
import { Cam, type Rand, type Scene, shade, vary, type V3 } from "./lib.ts";
import { gableRoof, segm } from "./arch.ts";
import { boulder, clouds, ground, mesquite, shrub, sky, treeline } from "./nature.ts";

export type FenceKind = "privacy" | "horizontal" | "picket" | "metal";

/** Draw a straight fence run from a to b (ground points); the side facing the camera is the finished side. */
export function fenceRun(s: Scene, cam: Cam, r: Rand, a: V3, b: V3, kind: FenceKind, color: string): void {
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const dx = (b[0] - a[0]) / len;
  const dz = (b[2] - a[2]) / len;
  const at = (u: number, v: number, d = 0): V3 => [a[0] + dx * u - dz * d, v, a[2] + dz * u + dx * d];
  // choose the offset direction that points to the camera
  const toCam = (cam.pos[0] - a[0]) * -dz + (cam.pos[2] - a[2]) * dx;
  const sgn = toCam > 0 ? 1 : -1;
  const P = (u: number, v: number, d = 0): V3 => at(u, v, d * sgn);
  const out: string[] = [];
  const px = (u: number): number => cam.scale(P(u, 1)); // pixels per metre at u
  const dark = shade(color, -0.35);
  if (kind === "privacy" || kind === "horizontal") {
    const H = kind === "privacy" ? 1.85 : 1.8;
    out.push(
      cam.quad(
        [P(0, 0), P(len, 0), P(len, H), P(0, H)],
        s.lin([
          [0, shade(color, 0.1)],
          [1, shade(color, -0.12)],
        ]),
      ),
    );
    if (kind === "privacy") {
      for (let u = 0; u < len; u += 0.14) {
        const k = px(u);
        if (k * 0.14 < 1.5) break;
        if (r.chance(0.6))
          out.push(
            cam.quad(
              [P(u, 0.05, 0.005), P(u + 0.14, 0.05, 0.005), P(u + 0.14, H, 0.005), P(u, H, 0.005)],
              shade(color, r.range(-0.12, 0.12)),
              { opacity: 0.75 },
            ),
          );
        out.push(segm(cam, P(u, 0, 0.006), P(u, H, 0.006), dark, 0.008, { opacity: 0.6 }));
      }
      out.push(
        cam.quad(
          [P(0, H - 0.02, 0.03), P(len, H - 0.02, 0.03), P(len, H + 0.07, 0.03), P(0, H + 0.07, 0.03)],
          shade(color, 0.05),
        ),
      );
      out.push(
        cam.quad(
          [P(0, H + 0.07, 0.03), P(len, H + 0.07, 0.03), P(len, H + 0.07, -0.1), P(0, H + 0.07, -0.1)],
          shade(color, 0.2),
        ),
      );
      out.push(
        cam.quad([P(0, 0, 0.02), P(len, 0, 0.02), P(len, 0.16, 0.02), P(0, 0.16, 0.02)], shade(color, -0.15)),
      );
    } else {
      for (let v = 0.12; v < H; v += 0.15) {
        out.push(
          cam.quad(
            [P(0, v, 0.005), P(len, v, 0.005), P(len, v + 0.012, 0.005), P(0, v + 0.012, 0.005)],
            dark,
            { opacity: 0.7 },
          ),
        );
        out.push(
          cam.quad(
            [
              P(0, v + 0.013, 0.005),
              P(len, v + 0.013, 0.005),
              P(len, v + 0.15, 0.005),
              P(0, v + 0.15, 0.005),
            ],
            shade(color, r.range(-0.1, 0.1)),
            { opacity: 0.6 },
          ),
        );
      }
      for (let u = 0; u <= len + 0.01; u += 2.4)
        out.push(
          cam.quad(
            [
              P(u - 0.05, 0, 0.02),
              P(u + 0.05, 0, 0.02),
              P(u + 0.05, H + 0.05, 0.02),
              P(u - 0.05, H + 0.05, 0.02),
            ],
            "#232325",
          ),
        );
    }
  } else if (kind === "picket") {
    const H = 1.15;
    for (const v of [0.25, 0.85])
      out.push(
        cam.quad(
          [P(0, v, -0.04), P(len, v, -0.04), P(len, v + 0.09, -0.04), P(0, v + 0.09, -0.04)],
          shade(color, -0.3),
        ),
      );
    for (let u = 0; u < len; u += 0.15) {
      const k = px(u);
      const c = shade(color, r.range(-0.08, 0.08));
      if (k * 0.09 < 1.2) {
        out.push(segm(cam, P(u, 0.04), P(u, H), c, 0.09));
        continue;
      }
      out.push(
        cam.quad([P(u, 0.04), P(u + 0.09, 0.04), P(u + 0.09, H - 0.06), P(u + 0.045, H), P(u, H - 0.06)], c),
      );
      out.push(
        cam.quad(
          [
            P(u + 0.06, 0.04, 0.001),
            P(u + 0.09, 0.04, 0.001),
            P(u + 0.09, H - 0.06, 0.001),
            P(u + 0.06, H - 0.05, 0.001),
          ],
          "#000",
          { opacity: 0.12 },
        ),
      );
    }
    for (let u = 0; u <= len + 0.01; u += 2.4) {
      out.push(
        cam.box(boxAt(P, u, 0.06, 1.3), {
          front: shade(color, 0.05),
          left: shade(color, -0.15),
          right: shade(color, -0.2),
          back: shade(color, -0.1),
          top: shade(color, 0.2),
        }),
      );
    }
  } else {
    const H = 1.5;
    for (const v of [0.12, 1.28, 1.42]) out.push(segm(cam, P(0, v), P(len, v), color, 0.03));
    for (let u = 0.06; u < len; u += 0.125) {
      out.push(segm(cam, P(u, 0.12), P(u, H + 0.06), color, 0.018));
      const tip = cam.p(P(u, H + 0.12));
      const k = px(u);
      if (k > 40)
        out.push(
          `<path d="M${(tip[0] - k * 0.025).toFixed(1)},${(tip[1] + k * 0.07).toFixed(1)} L${tip[0].toFixed(1)},${tip[1].toFixed(1)} L${(tip[0] + k * 0.025).toFixed(1)},${(tip[1] + k * 0.07).toFixed(1)}Z" fill="${color}"/>`,
        );
    }
    for (let u = 0; u <= len + 0.01; u += 2.0) {
      out.push(
        cam.box(boxAt(P, u, 0.035, H + 0.15), {
          front: shade(color, 0.15),
          left: color,
          right: color,
          back: color,
          top: shade(color, 0.3),
        }),
      );
      const top = cam.p(P(u, H + 0.2));
      out.push(
        `<circle cx="${top[0].toFixed(1)}" cy="${top[1].toFixed(1)}" r="${Math.max(1, px(u) * 0.045).toFixed(1)}" fill="${shade(color, 0.15)}"/>`,
      );
    }
  }
  s.add(...out);
}

/** Axis-aligned post box approximating a post at distance u along the run. */
function boxAt(
  P: (u: number, v: number, d?: number) => V3,
  u: number,
  half: number,
  h: number,
): [number, number, number, number, number, number] {
  const c = P(u, 0);
  return [c[0] - half, 0, c[2] - half, c[0] + half, h, c[2] + half];
}

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
        [
          [fx, 0.005, 1.5],
          [fx, 0.005, zEnd],
          [fx - sg * 1.3, 0.005, zEnd - 1],
          [fx - sg * 1.3, 0.005, 1.5],
        ],
        "#1d2a0c",
        { opacity: 0.22, filter: s.blur(4) },
      ),
    );
  // flower bed along the fence
  s.add(
    cam.quad(
      [
        [fx, 0.004, 1],
        [fx, 0.004, zEnd],
        [fx - sg * 0.9, 0.004, zEnd],
        [fx - sg * 0.9, 0.004, 1],
      ],
      "#5a3c27",
    ),
  );
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
  s.add(
    cam.quad(
      [
        [x, 0.08, z0],
        [x, 0.08, z1],
        [x, 1.8, z1],
        [x, 1.8, z0],
      ],
      shade(color, 0.06),
    ),
  );
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
  s.add(
    cam.quad(
      [
        [bx + 1.8, 0, bz - 0.01],
        [bx + 4.2, 0, bz - 0.01],
        [bx + 4.2, 2.4, bz - 0.01],
        [bx + 1.8, 2.4, bz - 0.01],
      ],
      "#f1ebe0",
    ),
  );
  s.add(
    cam.quad(
      [
        [bx + 2, 0, bz - 0.02],
        [bx + 4, 0, bz - 0.02],
        [bx + 4, 2.25, bz - 0.02],
        [bx + 2, 2.25, bz - 0.02],
      ],
      "#8a3326",
    ),
  );
  s.add(segm(cam, [bx + 2, 0.1, bz - 0.03], [bx + 4, 2.2, bz - 0.03], "#f1ebe0", 0.12));
  s.add(segm(cam, [bx + 4, 0.1, bz - 0.03], [bx + 2, 2.2, bz - 0.03], "#f1ebe0", 0.12));
  const z = 6;
  fenceRun(s, cam, r, [-30, 0, z], [30, 0, z], o.kind, o.color);
  s.add(
    cam.quad(
      [
        [-30, 0.004, z - 1.1],
        [30, 0.004, z - 1.1],
        [30, 0.004, z],
        [-30, 0.004, z],
      ],
      "#5a3c27",
    ),
  );
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
