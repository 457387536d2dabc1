/**
 * Tiny SVG drawing kit for the generated demo images: seeded randomness,
 * colour helpers, SVG primitives and a Scene with a gradient/filter registry.
 * (The 3D camera lives in camera.ts.)
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

export type Stop = [number, string, number?];

/** Flat number lists to point lists: v3(x,y,z, x,y,z, ...) and p2(x,y, x,y, ...). */
export const v3 = (...n: number[]): V3[] => {
  const out: V3[] = [];
  for (let i = 0; i + 2 < n.length; i += 3) out.push([n[i], n[i + 1], n[i + 2]]);
  return out;
};
export const p2 = (...n: number[]): Pt[] => {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i], n[i + 1]]);
  return out;
};
/** Gradient stops from a flat list: offset, colour[, opacity], offset, colour[, opacity], ... */
export function st(...xs: (number | string)[]): Stop[] {
  const out: Stop[] = [];
  let i = 0;
  while (i + 1 < xs.length) {
    const stop: Stop = [Number(xs[i]), String(xs[i + 1])];
    i += 2;
    if (typeof xs[i] === "number" && (i + 1 >= xs.length || typeof xs[i + 1] === "number"))
      stop.push(Number(xs[i++]));
    out.push(stop);
  }
  return out;
}

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
    const v = this.rad(st(0.55, "#000", 0, 1, "#0b0a10", vignette), 0.5, 0.5, 0.75);
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
