/** Pinhole camera that projects 3D boxes and planes (with near-plane clipping) into the SVG scene. */
import { type Pt, type V3, type Attrs, poly, line } from "./lib.ts";

export type Box = [number, number, number, number, number, number]; // x0 y0 z0 x1 y1 z1
export type Face = "front" | "back" | "left" | "right" | "top" | "bottom";
const NEAR = 0.05;

/** Pinhole camera: +x right, +y up, +z forward. yaw > 0 turns right, pitch > 0 looks up. */
export class Cam {
  readonly f: number;
  readonly cx: number;
  readonly cy: number;
  private cy_: number;
  private sy: number;
  private cp: number;
  private sp: number;
  constructor(
    readonly W: number,
    readonly H: number,
    readonly pos: V3,
    o: { yaw?: number; pitch?: number; f?: number; hy?: number } = {},
  ) {
    this.f = (o.f ?? 1) * H;
    this.cx = W / 2;
    this.cy = H * (o.hy ?? 0.5);
    this.cy_ = Math.cos(o.yaw ?? 0);
    this.sy = Math.sin(o.yaw ?? 0);
    this.cp = Math.cos(o.pitch ?? 0);
    this.sp = Math.sin(o.pitch ?? 0);
  }
  view(p: V3): V3 {
    const x = p[0] - this.pos[0];
    const y = p[1] - this.pos[1];
    const z = p[2] - this.pos[2];
    const x1 = x * this.cy_ - z * this.sy;
    const z1 = x * this.sy + z * this.cy_;
    return [x1, y * this.cp - z1 * this.sp, y * this.sp + z1 * this.cp];
  }
  private proj(v: V3): Pt {
    const z = Math.max(v[2], NEAR);
    return [this.cx + (this.f * v[0]) / z, this.cy - (this.f * v[1]) / z];
  }
  p(v: V3): Pt {
    return this.proj(this.view(v));
  }
  /** Pixels per metre at the depth of a point. */
  scale(v: V3): number {
    return this.f / Math.max(this.view(v)[2], NEAR);
  }
  /** Project a planar polygon, clipped against the near plane. */
  P(vs: V3[]): Pt[] {
    const v = vs.map((x) => this.view(x));
    const out: V3[] = [];
    for (let i = 0; i < v.length; i++) {
      const a = v[i];
      const b = v[(i + 1) % v.length];
      const ia = a[2] >= NEAR;
      const ib = b[2] >= NEAR;
      if (ia) out.push(a);
      if (ia !== ib) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    }
    return out.map((x) => this.proj(x));
  }
  quad(vs: V3[], fill: string, a?: Attrs): string {
    return poly(this.P(vs), fill, a);
  }
  seg(a: V3, b: V3, stroke: string, w: number, at2?: Attrs): string {
    let va = this.view(a);
    let vb = this.view(b);
    if (va[2] < NEAR && vb[2] < NEAR) return "";
    const clip = (p: V3, q: V3): V3 => {
      const t = (NEAR - p[2]) / (q[2] - p[2]);
      return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, NEAR];
    };
    if (va[2] < NEAR) va = clip(va, vb);
    if (vb[2] < NEAR) vb = clip(vb, va);
    const [x1, y1] = this.proj(va);
    const [x2, y2] = this.proj(vb);
    return line(x1, y1, x2, y2, stroke, w, at2);
  }
  /** Visible faces of an axis-aligned box. */
  box(b: Box, fills: Partial<Record<Face, string>>, a?: Attrs): string {
    const [x0, y0, z0, x1, y1, z1] = b;
    const faces: [Face, V3[], V3][] = [
      [
        "back",
        [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        [0, 0, 1],
      ],
      [
        "bottom",
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        [0, -1, 0],
      ],
      [
        "left",
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        [-1, 0, 0],
      ],
      [
        "right",
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        [1, 0, 0],
      ],
      [
        "top",
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        [0, 1, 0],
      ],
      [
        "front",
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        [0, 0, -1],
      ],
    ];
    let s = "";
    for (const [name, vs, n] of faces) {
      const fill = fills[name];
      if (!fill) continue;
      const c = vs.reduce((m, v) => [m[0] + v[0] / 4, m[1] + v[1] / 4, m[2] + v[2] / 4], [0, 0, 0]);
      const d = n[0] * (this.pos[0] - c[0]) + n[1] * (this.pos[1] - c[1]) + n[2] * (this.pos[2] - c[2]);
      if (d > 0) s += this.quad(vs, fill, a);
    }
    return s;
  }
  /** True when the side of a planar polygon with outward normal n faces the camera. */
  faces(vs: V3[], n: V3): boolean {
    const c = vs.reduce(
      (m, v) => [m[0] + v[0] / vs.length, m[1] + v[1] / vs.length, m[2] + v[2] / vs.length],
      [0, 0, 0],
    );
    return n[0] * (this.pos[0] - c[0]) + n[1] * (this.pos[1] - c[1]) + n[2] * (this.pos[2] - c[2]) > 0;
  }
  /** Polygon drawn only if its outward normal faces the camera. */
  face(vs: V3[], n: V3, fill: string, a?: Attrs): string {
    return this.faces(vs, n) ? this.quad(vs, fill, a) : "";
  }
  /** Ellipse lying in a horizontal plane (y), approximated by a projected polygon. */
  hEllipse(c: V3, rx: number, rz: number, steps = 28): Pt[] {
    const out: V3[] = [];
    for (let i = 0; i < steps; i++) {
      const t = (i / steps) * Math.PI * 2;
      out.push([c[0] + Math.cos(t) * rx, c[1], c[2] + Math.sin(t) * rz]);
    }
    return this.P(out);
  }
}

/** Axis-aligned rectangles as point lists: horizontal (at height y), facing z (at depth z), facing x. */
export const hr = (x0: number, z0: number, x1: number, z1: number, y: number): V3[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];
export const zr = (x0: number, y0: number, x1: number, y1: number, z: number): V3[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];
export const xr = (z0: number, y0: number, z1: number, y1: number, x: number): V3[] => [
  [x, y0, z0],
  [x, y0, z1],
  [x, y1, z1],
  [x, y1, z0],
];
