/** Outdoor building blocks with a West Texas feel: big skies, mesquite, dry grass. */
import {
  type Rand,
  type Scene,
  circle,
  ellipse,
  g,
  mix,
  path,
  poly,
  rect,
  shade,
  type Pt,
  st,
} from "./lib.ts";

export interface SkyOpts {
  top?: string;
  mid?: string;
  horizon?: string;
  sunX?: number; // 0..1 of width
  sunY?: number; // absolute y
  glow?: string;
}

/** Sky gradient down to the horizon line with a warm sun glow. */
export function sky(s: Scene, horizonY: number, o: SkyOpts = {}): void {
  const top = o.top ?? "#2f6fb5";
  const mid = o.mid ?? "#7fb2de";
  const hor = o.horizon ?? "#f3dcb4";
  s.add(rect(0, 0, s.W, horizonY + 4, s.lin(st(0, top, 0.55, mid, 1, hor))));
  const sx = (o.sunX ?? 0.8) * s.W;
  const sy = o.sunY ?? horizonY * 0.35;
  const glow = o.glow ?? "#fff3d6";
  s.add(circle(sx, sy, s.W * 0.45, s.rad(st(0, glow, 0.85, 0.12, glow, 0.45, 1, glow, 0))));
}

/** Soft cumulus clouds: flat grey-blue bases with bright, layered puffs on top. */
export function clouds(s: Scene, r: Rand, count: number, y0: number, y1: number, tint = "#ffffff"): void {
  const parts: string[] = [];
  const base = mix(tint, "#8fa3bd", 0.5);
  for (let i = 0; i < count; i++) {
    const cx = r.range(-0.05, 1.05) * s.W;
    const cy = r.range(y0, y1);
    const w = r.range(0.07, 0.16) * s.W * (1 - ((cy - y0) / (y1 - y0 + 1)) * 0.55);
    const puffs = r.int(6, 10);
    for (let layer = 0; layer < 2; layer++) {
      const col = layer === 0 ? base : tint;
      for (let k = 0; k < puffs; k++) {
        const t = r.range(-0.5, 0.5);
        const rr = w * r.range(0.12, 0.2) * (1 - Math.abs(t) * 1.1);
        const lift = rr * (layer === 0 ? 0.35 : 0.7) + (0.5 - Math.abs(t)) * w * 0.08;
        parts.push(
          ellipse(cx + t * w * 0.8 - layer * rr * 0.15, cy - lift, rr * 1.25, rr, col, {
            opacity: layer ? 0.95 : 0.85,
          }),
        );
      }
    }
    parts.push(ellipse(cx, cy + w * 0.02, w * 0.55, w * 0.035, base, { opacity: 0.7 }));
  }
  s.add(`<g filter="${s.blur(2.5)}">${parts.join("")}</g>`);
}

/** Distant low tree line / brush along the horizon (flat West Texas land). */
export function treeline(s: Scene, r: Rand, y: number, color = "#5d6b3c", height = 14): void {
  const c = mix(color, "#a9b7c9", 0.4);
  const parts: string[] = [rect(0, y - height * 0.18, s.W, height * 0.3, c)];
  let x = r.range(-20, 0);
  while (x < s.W + 20) {
    const w = r.range(0.6, 2.2) * height;
    const hgt = (r.chance(0.35) ? r.range(0.6, 1) : r.range(0.2, 0.4)) * height;
    parts.push(ellipse(x, y - hgt * 0.4, w, hgt * 0.7, c));
    x += w * r.range(1.2, 3);
  }
  s.add(g(parts, { opacity: 0.85 }));
}

/** Ground plane from the horizon to the bottom: grass gradient plus texture strokes. */
export function ground(s: Scene, r: Rand, y: number, far = "#a8a560", near = "#6f8a36", strokes = 160): void {
  s.add(rect(0, y, s.W, s.H - y, s.lin(st(0, far, 1, near))));
  const parts: string[] = [];
  for (let i = 0; i < strokes; i++) {
    const t = Math.pow(r.next(), 0.7);
    const gy = y + t * (s.H - y);
    const gx = r.range(0, s.W);
    const len = 2 + t * 14;
    const c = r.chance(0.5) ? shade(near, -0.25) : mix(far, "#e4d39a", 0.4);
    parts.push(
      path(`M${gx.toFixed(0)},${gy.toFixed(0)}l${r.range(-3, 3).toFixed(1)},${(-len).toFixed(1)}`, "none", {
        stroke: c,
        "stroke-width": 1 + t * 1.5,
        opacity: 0.55,
      }),
    );
  }
  s.add(parts.join(""));
}

/**
 * A mesquite tree: dark, twisting, low-forking trunk and a wide, lacy,
 * umbrella-shaped canopy. (x, y) is the base, h the height in px.
 */
export function mesquite(s: Scene, r: Rand, x: number, y: number, h: number, leaf = "#6f8440"): void {
  const bark = "#3a2b21";
  const barkHi = "#5a4535";
  const wood: string[] = [];
  const tips: Pt[] = [];
  const branch = (bx: number, by: number, ang: number, len: number, w: number, depth: number): void => {
    const bend = r.range(-0.35, 0.35);
    const ex = bx + Math.sin(ang) * len;
    const ey = by - Math.cos(ang) * len;
    const mx = (bx + ex) / 2 + Math.cos(ang) * len * bend * 0.3;
    const my = (by + ey) / 2 + Math.sin(ang) * len * bend * 0.3;
    const w2 = w * 0.62;
    const nx = Math.cos(ang);
    const ny = Math.sin(ang);
    wood.push(
      path(
        `M${(bx - nx * w).toFixed(1)},${(by - ny * w).toFixed(1)} Q${(mx - nx * w * 0.8).toFixed(1)},${(my - ny * w * 0.8).toFixed(1)} ${(ex - nx * w2).toFixed(1)},${(ey - ny * w2).toFixed(1)} L${(ex + nx * w2).toFixed(1)},${(ey + ny * w2).toFixed(1)} Q${(mx + nx * w * 0.8).toFixed(1)},${(my + ny * w * 0.8).toFixed(1)} ${(bx + nx * w).toFixed(1)},${(by + ny * w).toFixed(1)}Z`,
        depth === 0 ? bark : r.chance(0.5) ? bark : barkHi,
      ),
    );
    if (depth >= 3 || len < h * 0.05) {
      tips.push([ex, ey]);
      return;
    }
    const n = depth === 0 ? r.int(2, 3) : 2;
    for (let i = 0; i < n; i++) {
      const spread = (i - (n - 1) / 2) * r.range(0.55, 0.85) + r.range(-0.15, 0.15);
      const na = ang * 0.6 + spread;
      branch(ex, ey, Math.max(-1.35, Math.min(1.35, na)), len * r.range(0.62, 0.78), w2, depth + 1);
    }
  };
  branch(x, y, r.range(-0.12, 0.12), h * 0.36, h * 0.045, 0);
  const out: string[] = [
    ellipse(x + h * 0.1, y + h * 0.015, h * 0.7, h * 0.07, "#2c2a12", {
      opacity: 0.3,
      filter: s.blur(Math.max(2, h * 0.01)),
    }),
  ];
  const dark = shade(leaf, -0.38);
  const light = mix(leaf, "#e0dc8e", 0.4);
  const under: string[] = [];
  const mid: string[] = [];
  const top: string[] = [];
  for (const [tx, ty] of tips) {
    for (let k = 0; k < 11; k++) {
      const bx = tx + r.range(-0.15, 0.15) * h;
      const by = ty + r.range(-0.1, 0.09) * h;
      const rr = r.range(0.035, 0.075) * h;
      under.push(ellipse(bx + rr * 0.15, by + rr * 0.3, rr * 1.15, rr * 0.72, dark, { opacity: 0.9 }));
      mid.push(ellipse(bx, by, rr, rr * 0.68, r.chance(0.5) ? leaf : shade(leaf, -0.1), { opacity: 0.88 }));
      top.push(ellipse(bx - rr * 0.25, by - rr * 0.28, rr * 0.55, rr * 0.3, light, { opacity: 0.65 }));
    }
  }
  out.push(wood.join(""));
  out.push(
    `<g filter="${s.blur(Math.max(0.6, h * 0.0025))}">${under.join("")}${mid.join("")}${top.join("")}</g>`,
  );
  // lacy speckle so the canopy reads as fine mesquite leaflets
  const dots: string[] = [];
  for (let i = 0; i < 140; i++) {
    const [tx, ty] = r.pick(tips);
    const c = r.next();
    dots.push(
      ellipse(
        tx + r.range(-0.2, 0.2) * h,
        ty + r.range(-0.12, 0.1) * h,
        r.range(0.01, 0.02) * h,
        r.range(0.005, 0.01) * h,
        c < 0.4 ? light : c < 0.8 ? dark : leaf,
      ),
    );
  }
  out.push(dots.join(""));
  s.add(out.join(""));
}

/** Rounded shrub, optionally flowering. */
export function shrub(
  s: Scene,
  r: Rand,
  x: number,
  y: number,
  w: number,
  color = "#4f6b2e",
  flower?: string,
): void {
  const parts: string[] = [ellipse(x, y, w * 0.6, w * 0.12, "#1f1a0e", { opacity: 0.3, filter: s.blur(4) })];
  for (let i = 0; i < 7; i++) {
    const bx = x + r.range(-0.35, 0.35) * w;
    const rr = r.range(0.22, 0.32) * w;
    parts.push(
      ellipse(bx, y - rr * 0.8 - r.range(0, 0.15) * w, rr, rr * 0.85, i % 2 ? color : shade(color, -0.15)),
    );
  }
  for (let i = 0; i < 5; i++)
    parts.push(
      ellipse(
        x + r.range(-0.3, 0.3) * w,
        y - w * r.range(0.35, 0.6),
        w * 0.12,
        w * 0.07,
        shade(color, 0.25),
        { opacity: 0.7 },
      ),
    );
  if (flower)
    for (let i = 0; i < 14; i++)
      parts.push(circle(x + r.range(-0.4, 0.4) * w, y - w * r.range(0.15, 0.6), w * 0.025, flower));
  s.add(parts.join(""));
}

/** Cream limestone boulder, a staple of Texas landscaping. */
export function boulder(s: Scene, r: Rand, x: number, y: number, w: number): void {
  const h = w * r.range(0.45, 0.65);
  const pts: Pt[] = [
    [x - w / 2, y],
    [x - w * 0.45, y - h * 0.6],
    [x - w * r.range(0.1, 0.25), y - h],
    [x + w * r.range(0.1, 0.25), y - h * r.range(0.85, 1)],
    [x + w * 0.47, y - h * 0.5],
    [x + w / 2, y],
  ];
  s.add(ellipse(x + w * 0.1, y, w * 0.6, h * 0.15, "#2a2412", { opacity: 0.3, filter: s.blur(3) }));
  s.add(poly(pts, s.lin(st(0, "#efe3c8", 0.6, "#cdbd9a", 1, "#9c8b6a"), 0, 0, 0.6, 1)));
  s.add(
    poly([pts[2], pts[3], [x + w * 0.1, y - h * 0.55], [x - w * 0.3, y - h * 0.6]], "#fff8e6", {
      opacity: 0.35,
    }),
  );
}
