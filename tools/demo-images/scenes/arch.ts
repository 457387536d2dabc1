/** Architectural parts drawn in 3D: wall planes, windows, doors and siding. */
import { type Cam } from "./camera.ts";
import { type Scene, shade, mix, type V3, type Attrs, st } from "./lib.ts";

/** Maps wall coordinates (u along the wall, v height, d outward offset) to world space. */
export type Plane = (u: number, v: number, d?: number) => V3;
/** Wall facing -z (towards a camera placed at smaller z). */
export const planeZ =
  (z: number, out = -1): Plane =>
  (u, v, d = 0) => [u, v, z + out * d];
/** Wall facing -x (u runs along z). */
export const planeX =
  (x: number, out = -1): Plane =>
  (u, v, d = 0) => [x + out * d, v, u];
export const rectOn = (P: Plane, u0: number, v0: number, u1: number, v1: number, d = 0): V3[] => [
  P(u0, v0, d),
  P(u1, v0, d),
  P(u1, v1, d),
  P(u0, v1, d),
];

/** Segment with a width given in metres (scaled by depth). */
export const segm = (cam: Cam, a: V3, b: V3, stroke: string, metres: number, at?: Attrs): string => {
  const mid: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
  return cam.seg(a, b, stroke, Math.max(0.6, metres * cam.scale(mid)), at);
};

export interface WindowOpts {
  frame?: string;
  trim?: string;
  cols?: number;
  rows?: number;
  glow?: number; // warm interior light 0..1
  shutters?: string;
  flowers?: string;
}

export function windowOn(
  s: Scene,
  cam: Cam,
  P: Plane,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  o: WindowOpts = {},
): void {
  const frame = o.frame ?? "#2b2b2e";
  const trim = o.trim ?? "#f4f1ea";
  const out: string[] = [];
  if (o.shutters) {
    const w = (u1 - u0) * 0.42;
    for (const [a, b] of [
      [u0 - 0.12 - w, u0 - 0.12],
      [u1 + 0.12, u1 + 0.12 + w],
    ])
      out.push(
        cam.quad(
          rectOn(P, a, v0 - 0.05, b, v1 + 0.05, 0.03),
          s.lin(st(0, o.shutters, 1, shade(o.shutters, -0.25))),
        ),
      );
  }
  out.push(cam.quad(rectOn(P, u0 - 0.1, v0 - 0.1, u1 + 0.1, v1 + 0.1, 0.02), trim));
  const glass = s.lin(
    st(
      0,
      "#dfeefa",
      0.45,
      "#7d97ad",
      0.75,
      mix("#4a5866", "#f5c67a", o.glow ?? 0.3),
      1,
      mix("#39424d", "#ffd58e", o.glow ?? 0.3),
    ),
  );
  out.push(cam.quad(rectOn(P, u0, v0, u1, v1, 0.025), glass));
  const du = u1 - u0;
  const dv = v1 - v0;
  out.push(
    cam.quad(
      [
        P(u0 + du * 0.15, v1, 0.03),
        P(u0 + du * 0.45, v1, 0.03),
        P(u0 + du * 0.05, v0, 0.03),
        P(u0, v0 + dv * 0.2, 0.03),
      ],
      "#ffffff",
      { opacity: 0.18 },
    ),
  );
  const cols = o.cols ?? 2;
  const rows = o.rows ?? 2;
  for (let i = 1; i < cols; i++) {
    const u = u0 + (du * i) / cols;
    out.push(segm(cam, P(u, v0, 0.03), P(u, v1, 0.03), frame, 0.045));
  }
  for (let i = 1; i < rows; i++) {
    const v = v0 + (dv * i) / rows;
    out.push(segm(cam, P(u0, v, 0.03), P(u1, v, 0.03), frame, 0.045));
  }
  // frame border
  for (const [a, b] of [
    [P(u0, v0, 0.03), P(u1, v0, 0.03)],
    [P(u1, v0, 0.03), P(u1, v1, 0.03)],
    [P(u1, v1, 0.03), P(u0, v1, 0.03)],
    [P(u0, v1, 0.03), P(u0, v0, 0.03)],
  ] as [V3, V3][])
    out.push(segm(cam, a, b, frame, 0.06));
  // sill
  out.push(
    cam.quad(
      [
        P(u0 - 0.16, v0 - 0.1, 0.02),
        P(u1 + 0.16, v0 - 0.1, 0.02),
        P(u1 + 0.16, v0 - 0.1, 0.1),
        P(u0 - 0.16, v0 - 0.1, 0.1),
      ],
      shade(trim, -0.08),
    ),
  );
  out.push(cam.quad(rectOn(P, u0 - 0.16, v0 - 0.16, u1 + 0.16, v0 - 0.1, 0.1), shade(trim, -0.18)));
  if (o.flowers) {
    out.push(cam.quad(rectOn(P, u0 - 0.05, v0 - 0.42, u1 + 0.05, v0 - 0.17, 0.2), shade(o.flowers, -0.45)));
    const c = cam.p(P((u0 + u1) / 2, v0 - 0.12, 0.2));
    const sc = cam.scale(P(u0, v0, 0.2));
    for (let i = 0; i < 9; i++) {
      const x = cam.p(P(u0 + (du * (i + 0.5)) / 9, v0 - 0.12, 0.22))[0];
      out.push(
        `<circle cx="${x.toFixed(1)}" cy="${(c[1] - ((i * 7) % 3) * 0.03 * sc).toFixed(1)}" r="${(0.09 * sc).toFixed(1)}" fill="${i % 2 ? "#4f7a32" : o.flowers}"/>`,
      );
    }
  }
  s.add(...out);
}

export interface DoorOpts {
  color?: string;
  trim?: string;
  glass?: "none" | "top" | "slim" | "full";
  handle?: string;
  glow?: number;
}

export function doorOn(
  s: Scene,
  cam: Cam,
  P: Plane,
  u0: number,
  u1: number,
  v1: number,
  o: DoorOpts = {},
): void {
  const color = o.color ?? "#7a4a2a";
  const out: string[] = [];
  out.push(cam.quad(rectOn(P, u0 - 0.12, 0, u1 + 0.12, v1 + 0.12, 0.02), o.trim ?? "#f4f1ea"));
  out.push(
    cam.quad(
      rectOn(P, u0, 0, u1, v1, 0.025),
      s.lin(st(0, shade(color, 0.12), 1, shade(color, -0.2)), 0, 0, 1, 0),
    ),
  );
  const du = u1 - u0;
  const glass = s.lin(st(0, "#cfe0ee", 0.5, "#6c7f90", 1, mix("#3b4450", "#ffcf83", o.glow ?? 0.4)));
  if (o.glass === "full")
    out.push(cam.quad(rectOn(P, u0 + du * 0.2, 0.25, u1 - du * 0.2, v1 - 0.2, 0.03), glass));
  else if (o.glass === "slim")
    for (const k of [0.2, 0.42, 0.64])
      out.push(cam.quad(rectOn(P, u0 + du * 0.3, v1 * k, u1 - du * 0.3, v1 * k + v1 * 0.15, 0.03), glass));
  else if (o.glass === "top")
    out.push(cam.quad(rectOn(P, u0 + du * 0.15, v1 * 0.62, u1 - du * 0.15, v1 - 0.15, 0.03), glass));
  if (o.glass !== "full" && o.glass !== "slim") {
    const panel = shade(color, -0.12);
    out.push(
      cam.quad(rectOn(P, u0 + du * 0.15, 0.2, u0 + du * 0.45, v1 * 0.55, 0.03), panel, { opacity: 0.7 }),
    );
    out.push(
      cam.quad(rectOn(P, u0 + du * 0.55, 0.2, u1 - du * 0.15, v1 * 0.55, 0.03), panel, { opacity: 0.7 }),
    );
  }
  const h = cam.p(P(u1 - du * 0.1, v1 * 0.47, 0.05));
  const sc = cam.scale(P(u1, v1 * 0.47, 0.05));
  out.push(
    `<rect x="${(h[0] - 0.02 * sc).toFixed(1)}" y="${(h[1] - 0.12 * sc).toFixed(1)}" width="${(0.04 * sc).toFixed(1)}" height="${(0.24 * sc).toFixed(1)}" rx="2" fill="${o.handle ?? "#c9a45a"}"/>`,
  );
  s.add(...out);
}

/** Parallel siding / batten / shingle lines across a wall rectangle. */
export function lines(
  cam: Cam,
  P: Plane,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  step: number,
  color: string,
  w: number,
  vertical = false,
  opacity = 0.5,
): string {
  const out: string[] = [];
  if (vertical)
    for (let u = u0 + step; u < u1; u += step)
      out.push(segm(cam, P(u, v0, 0.01), P(u, v1, 0.01), color, w, { opacity }));
  else
    for (let v = v0 + step; v < v1; v += step)
      out.push(segm(cam, P(u0, v, 0.01), P(u1, v, 0.01), color, w, { opacity }));
  return out.join("");
}
