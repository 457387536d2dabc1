/** Cabinet parts: shaker fronts, countertops, open shelves, faucet. */
import { rectOn, segm, type Plane } from "./arch.ts";
import { type Cam, hr } from "./camera.ts";
import { type Rand, type Scene, shade, path, type V3, st } from "./lib.ts";

/** Shaker doors + handles on a cabinet face. */
export function fronts(
  s: Scene,
  cam: Cam,
  P: Plane,
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  doorW: number,
  color: string,
  hw: string,
  drawer: boolean,
): void {
  const n = Math.max(1, Math.round((u1 - u0) / doorW));
  const w = (u1 - u0) / n;
  const line = shade(color, -0.28);
  const hi = shade(color, 0.18);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = u0 + i * w;
    const b = a + w;
    if (i > 0) out.push(segm(cam, P(a, v0, 0.005), P(a, v1, 0.005), line, 0.008));
    const rows: [number, number][] = drawer
      ? [
          [v0, v1 - 0.2],
          [v1 - 0.2, v1],
        ]
      : [[v0, v1]];
    rows.forEach(([c, d], j) => {
      if (j > 0) out.push(segm(cam, P(a, c, 0.005), P(b, c, 0.005), line, 0.008));
      const inset = Math.min(0.06, (d - c) * 0.25);
      out.push(
        cam.quad(rectOn(P, a + inset, c + inset, b - inset, d - inset, 0.006), "none", {
          stroke: line,
          "stroke-width": Math.max(0.8, cam.scale(P(a, c)) * 0.008),
          opacity: 0.8,
        }),
      );
      out.push(
        segm(cam, P(a + inset, d - inset, 0.007), P(b - inset, d - inset, 0.007), hi, 0.006, {
          opacity: 0.6,
        }),
      );
      const isDrawer = drawer && j === 1;
      if (isDrawer)
        out.push(
          segm(cam, P(a + w * 0.35, (c + d) / 2, 0.02), P(b - w * 0.35, (c + d) / 2, 0.02), hw, 0.018),
        );
      else {
        const hu = i % 2 === 0 ? b - 0.05 : a + 0.05;
        const hv = drawer ? d - 0.12 : c + 0.12;
        out.push(segm(cam, P(hu, hv, 0.02), P(hu, drawer ? hv - 0.16 : hv + 0.16, 0.02), hw, 0.016));
      }
    });
  }
  s.add(...out);
}

export function counterTop(
  s: Scene,
  cam: Cam,
  r: Rand,
  b: [number, number, number, number, number, number],
  color: string,
  veins: boolean,
): void {
  s.add(
    cam.box(b, {
      front: shade(color, -0.12),
      top: s.lin(st(0, shade(color, 0.06), 1, shade(color, -0.05))),
      left: shade(color, -0.18),
      right: shade(color, -0.2),
    }),
  );
  if (!veins) return;
  const [x0, , z0, x1, y, z1] = b;
  const top = cam.P(hr(x0, z0, x1, z1, y));
  const lines: string[] = [];
  for (let i = 0; i < Math.ceil((x1 - x0) * 2); i++) {
    const ax = x0 + r.range(0, x1 - x0);
    const p0 = cam.p([ax, y, z0]);
    const p1 = cam.p([ax + r.range(-0.6, 0.6), y, z1]);
    lines.push(
      path(
        `M${p0[0]},${p0[1]} Q${(p0[0] + p1[0]) / 2 + r.range(-30, 30)},${(p0[1] + p1[1]) / 2} ${p1[0]},${p1[1]}`,
        "none",
        { stroke: "#9a9aa0", "stroke-width": r.range(0.6, 1.6), opacity: 0.45 },
      ),
    );
  }
  s.add(`<g clip-path="${s.clip(top)}">${lines.join("")}</g>`);
}

export function poly4(cam: Cam, v: V3[], fill: string): string {
  return cam.quad(v, fill);
}

export function faucet(s: Scene, cam: Cam, base: V3, color: string): void {
  const [x, y] = cam.p(base);
  const k = cam.scale(base);
  s.add(
    path(
      `M${x},${y} V${y - k * 0.32} Q${x},${y - k * 0.45} ${x + k * 0.1},${y - k * 0.45} Q${x + k * 0.2},${y - k * 0.45} ${x + k * 0.2},${y - k * 0.3}`,
      "none",
      { stroke: color, "stroke-width": k * 0.03, "stroke-linecap": "round" },
    ),
  );
}

/** Floating oak shelves on the left wall with dishes and jars. */
export function shelves(s: Scene, cam: Cam, r: Rand, x: number, z0: number, z1: number): void {
  const colors = ["#f4f1ea", "#dfe6e8", "#c9b79a", "#7d9a8a", "#e9dcc4"];
  for (const y of [1.35, 1.8]) {
    s.add(
      cam.box([x, y, z0, x + 0.26, y + 0.045, z1], { right: "#a87748", top: "#c8965f", bottom: "#7c5532" }),
    );
    for (let z = z0 + 0.15; z < z1 - 0.1; z += r.range(0.16, 0.3)) {
      const p = cam.p([x + 0.13, y + 0.045, z]);
      const k = cam.scale([x + 0.13, y, z]);
      const hgt = r.range(0.12, 0.26) * k;
      const w = r.range(0.08, 0.12) * k;
      const c = r.pick(colors);
      if (r.chance(0.4))
        s.add(
          `<ellipse cx="${p[0].toFixed(1)}" cy="${(p[1] - hgt / 2).toFixed(1)}" rx="${(w * 0.35).toFixed(1)}" ry="${(hgt / 2).toFixed(1)}" fill="${c}"/>`,
        );
      else
        s.add(
          `<rect x="${(p[0] - w / 2).toFixed(1)}" y="${(p[1] - hgt).toFixed(1)}" width="${w.toFixed(1)}" height="${hgt.toFixed(1)}" rx="${(w * 0.2).toFixed(1)}" fill="${c}"/>`,
        );
    }
  }
}
