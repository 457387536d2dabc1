/** Bathroom fixtures: freestanding tub, mirrors, wall sconces. */
import { rectOn, type Plane } from "./arch.ts";
import { type BathOpts } from "./bathroom.ts";
import { type Cam } from "./camera.ts";
import { type Scene, ellipse, path, poly, shade, type Pt, type V3, st } from "./lib.ts";

function hull(p: Pt[]): Pt[] {
  const pts = [...p].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo: Pt[] = [];
  const up: Pt[] = [];
  for (const q of pts) {
    while (lo.length >= 2 && cross(lo[lo.length - 2], lo[lo.length - 1], q) <= 0) lo.pop();
    lo.push(q);
  }
  for (const q of pts.reverse()) {
    while (up.length >= 2 && cross(up[up.length - 2], up[up.length - 1], q) <= 0) up.pop();
    up.push(q);
  }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}

/** Freestanding oval soaking tub centred at floor point c. */
export function tub(
  s: Scene,
  cam: Cam,
  c: V3,
  rx: number,
  rz: number,
  h: number,
  color = "#fbfbf9",
  metal = "#c9a253",
): void {
  const [x, , z] = c;
  s.add(poly(cam.hEllipse([x, 0.003, z], rx * 1.1, rz * 1.15), "#000", { opacity: 0.25, filter: s.blur(8) }));
  const rim = cam.hEllipse([x, h, z], rx, rz, 40);
  const base = cam.hEllipse([x, 0.02, z], rx * 0.78, rz * 0.72, 40);
  s.add(
    poly(
      hull([...rim, ...base]),
      s.lin(
        st(0, shade(color, -0.22), 0.3, color, 0.65, shade(color, -0.04), 1, shade(color, -0.28)),
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(poly(rim, shade(color, 0.02)));
  s.add(
    poly(
      cam.hEllipse([x, h + 0.001, z], rx - 0.06, rz - 0.06, 40),
      s.lin(st(0, shade(color, -0.25), 1, shade(color, -0.05))),
    ),
  );
  s.add(poly(cam.hEllipse([x, h - 0.12, z + 0.02], rx - 0.1, rz - 0.12, 40), "#bfe0ea", { opacity: 0.55 }));
  // floor-mounted filler
  const f0: V3 = [x + rx + 0.18, 0, z];
  const [fx, fy] = cam.p(f0);
  const top = cam.p([x + rx + 0.18, h + 0.35, z]);
  const k = cam.scale(f0);
  s.add(
    path(
      `M${fx},${fy} V${top[1]} Q${fx},${top[1] - k * 0.12} ${fx - k * 0.12},${top[1] - k * 0.12} Q${fx - k * 0.22},${top[1] - k * 0.12} ${fx - k * 0.22},${top[1] + k * 0.02}`,
      "none",
      { stroke: metal, "stroke-width": k * 0.03, "stroke-linecap": "round" },
    ),
  );
  s.add(ellipse(fx, fy, k * 0.06, k * 0.015, metal));
}

export function mirror(
  s: Scene,
  cam: Cam,
  P: Plane,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  kind: BathOpts["mirror"],
  metal: string,
): void {
  const uc = (u0 + u1) / 2;
  const ru = (u1 - u0) / 2;
  const pts: V3[] = [];
  if (kind === "round")
    for (let i = 0; i < 40; i++) {
      const t = (i / 40) * Math.PI * 2;
      pts.push(P(uc + Math.cos(t) * ru, (v0 + v1) / 2 + Math.sin(t) * ru, 0.02));
    }
  else if (kind === "arch") {
    pts.push(P(u0, v0, 0.02), P(u1, v0, 0.02));
    for (let i = 0; i <= 20; i++) {
      const t = (i / 20) * Math.PI;
      pts.push(P(uc + Math.cos(t) * ru, v1 - ru + Math.sin(t) * ru, 0.02));
    }
  } else pts.push(...rectOn(P, u0, v0, u1, v1, 0.02));
  s.add(cam.quad(pts, metal));
  const inner = pts.map((p) => [p[0], p[1], p[2]] as V3);
  const sp = cam.P(inner);
  const c = sp.reduce((m, p) => [m[0] + p[0] / sp.length, m[1] + p[1] / sp.length], [0, 0]);
  const shrink = sp.map(([x, y]) => [c[0] + (x - c[0]) * 0.95, c[1] + (y - c[1]) * 0.96] as Pt);
  s.add(poly(shrink, s.lin(st(0, "#eef3f4", 0.45, "#b9c6ca", 1, "#d8e1e3"), 0, 0, 1, 1)));
  s.add(poly([shrink[0], shrink[Math.floor(shrink.length * 0.1)], c as Pt], "#ffffff", { opacity: 0.25 }));
}

export function sconce(s: Scene, cam: Cam, p: V3, metal: string): void {
  const [x, y] = cam.p(p);
  const k = cam.scale(p);
  s.add(ellipse(x, y, k * 0.3, k * 0.35, "#ffe3a6", { opacity: 0.35, filter: s.blur(6) }));
  s.add(
    `<rect x="${(x - k * 0.012).toFixed(1)}" y="${(y - k * 0.02).toFixed(1)}" width="${(k * 0.024).toFixed(1)}" height="${(k * 0.1).toFixed(1)}" fill="${metal}"/>`,
  );
  s.add(
    `<rect x="${(x - k * 0.05).toFixed(1)}" y="${(y - k * 0.16).toFixed(1)}" width="${(k * 0.1).toFixed(1)}" height="${(k * 0.16).toFixed(1)}" rx="${(k * 0.04).toFixed(1)}" fill="#fff6dc"/>`,
  );
}
