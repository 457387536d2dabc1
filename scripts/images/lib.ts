/**
 * Tiny SVG drawing kit for the generated demo images: seeded randomness,
 * colour helpers, SVG primitives, a gradient/filter registry and a simple
 * pinhole camera that projects 3D boxes and planes with near-plane clipping.
 */
export type Pt = [number, number];
export type V3 = [number, number, number];
export type Attrs = Record<string, string | number | undefined>;

/** Seeded PRNG (mulberry32) with a few convenience draws. */
export class Rand {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), 1 | t);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  jitter(v: number, amount: number): number {
    return v + (this.next() * 2 - 1) * amount;
  }
}

/** Stable 32-bit seed from a string (FNV-1a). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Seeded variation helper: a Rand derived from a scene name and variant number. */
export const vary = (name: string, variant = 0): Rand => new Rand(seedOf(`${name}#${variant}`));

// ---------------------------------------------------------------- colour
const toRgb = (c: string): number[] => {
  const h = c.replace("#", "");
  const f = h.length === 3 ? [...h].map((x) => x + x).join("") : h;
  return [0, 2, 4].map((i) => parseInt(f.slice(i, i + 2), 16));
};
const toHex = (r: number[]): string =>
  "#" +
  r
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
export const mix = (a: string, b: string, t: number): string => {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
};
/** Lighten (amt > 0) towards white or darken (amt < 0) towards black. */
export const shade = (c: string, amt: number): string =>
  amt >= 0 ? mix(c, "#ffffff", amt) : mix(c, "#000000", -amt);

// ---------------------------------------------------------------- primitives
export const num = (v: number): string => String(Math.round(v * 10) / 10);
export const at = (a?: Attrs): string =>
  a
    ? Object.entries(a)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => ` ${k}="${typeof v === "number" ? num(v) : v}"`)
        .join("")
    : "";
export const ptsStr = (p: Pt[]): string => p.map(([x, y]) => `${num(x)},${num(y)}`).join(" ");
export const rect = (x: number, y: number, w: number, h: number, fill: string, a?: Attrs): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${at(a)}/>`;
export const poly = (p: Pt[], fill: string, a?: Attrs): string =>
  p.length < 3 ? "" : `<polygon points="${ptsStr(p)}" fill="${fill}"${at(a)}/>`;
export const polyline = (p: Pt[], stroke: string, w: number, a?: Attrs): string =>
  `<polyline points="${ptsStr(p)}" fill="none" stroke="${stroke}" stroke-width="${num(w)}"${at(a)}/>`;
export const path = (d: string, fill: string, a?: Attrs): string => `<path d="${d}" fill="${fill}"${at(a)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a?: Attrs): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(Math.abs(rx))}" ry="${num(Math.abs(ry))}" fill="${fill}"${at(a)}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, a?: Attrs): string =>
  ellipse(cx, cy, r, r, fill, a);
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a?: Attrs,
): string =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(w)}"${at(a)}/>`;
export const g = (content: string | string[], a?: Attrs): string =>
  `<g${at(a)}>${Array.isArray(content) ? content.join("") : content}</g>`;
/** Smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(p: Pt[], closed = true): string {
  const n = p.length;
  const P = (i: number): Pt => (closed ? p[(i + n) % n] : p[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${num(p[0][0])},${num(p[0][1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [P(i - 1), P(i), P(i + 1), P(i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`;
  }
  return closed ? d + "Z" : d;
}

type Stop = [number, string, number?];

/** A drawing: collects defs and body parts, serialises to SVG at any output size. */
export class Scene {
  readonly defs: string[] = [];
  readonly parts: string[] = [];
  private n = 0;
  private blurs = new Map<number, string>();
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  id(prefix = "d"): string {
    return `${prefix}${(this.n++).toString(36)}`;
  }
  add(...s: string[]): this {
    this.parts.push(...s);
    return this;
  }
  private stops(s: Stop[]): string {
    return s
      .map(
        ([o, c, op]) =>
          `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`,
      )
      .join("");
  }
  /** Linear gradient; coordinates are bounding-box fractions unless user=true. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.id("l");
    const u = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.defs.push(
      `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}"${u}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false, fx?: number, fy?: number): string {
    const id = this.id("r");
    const u = user ? ' gradientUnits="userSpaceOnUse"' : "";
    const f = fx === undefined ? "" : ` fx="${num(fx)}" fy="${num(fy ?? cy)}"`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"${f}${u}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** Gaussian blur filter (cached per radius). */
  blur(std: number): string {
    const hit = this.blurs.get(std);
    if (hit) return hit;
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurs.set(std, url);
    return url;
  }
  /** Clip path from a polygon; returns the url() reference. */
  clip(p: Pt[]): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><polygon points="${ptsStr(p)}"/></clipPath>`);
    return `url(#${id})`;
  }
  pattern(w: number, h: number, content: string, extra = ""): string {
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" width="${num(w)}" height="${num(h)}" patternUnits="userSpaceOnUse"${extra}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }
  /** Soft shadow polygon. */
  shadow(p: Pt[], blur = 12, opacity = 0.35, color = "#1c140c"): this {
    return this.add(poly(p, color, { opacity, filter: this.blur(blur) }));
  }
  /** Photographic finish: vignette plus optional warm/cool light wash. */
  finish(vignette = 0.32, wash?: string, washOpacity = 0.08): this {
    if (wash) this.add(rect(0, 0, this.W, this.H, wash, { opacity: washOpacity }));
    const v = this.rad(
      [
        [0.55, "#000", 0],
        [1, "#0b0a10", vignette],
      ],
      0.5,
      0.5,
      0.75,
    );
    return this.add(rect(0, 0, this.W, this.H, v));
  }
  toSVG(outW = this.W, outH = this.H): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

// ---------------------------------------------------------------- camera
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
