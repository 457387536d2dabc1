/** Interior fittings: windows with a view, pendant and recessed lights, plants, stools. */
import { rectOn, segm, type Plane } from "./arch.ts";
import { type Cam } from "./camera.ts";
import { type Rand, type Scene, ellipse, path, poly, shade, type V3, p2, st } from "./lib.ts";
import { mesquite } from "./nature.ts";

/** Window in a wall with a sunny Texas yard outside. */
export function viewWindow(
  s: Scene,
  cam: Cam,
  r: Rand,
  P: Plane,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  frame = "#2a2a2c",
  cols = 2,
  trim = "#f7f5ef",
): void {
  s.add(cam.quad(rectOn(P, u0 - 0.08, v0 - 0.08, u1 + 0.08, v1 + 0.08, 0.01), trim));
  const glass = cam.P(rectOn(P, u0, v0, u1, v1, 0.012));
  const xs = glass.map((p) => p[0]);
  const ys = glass.map((p) => p[1]);
  const [bx0, bx1, by0, by1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const hz = by0 + (by1 - by0) * 0.68;
  const view: string[] = [
    `<rect x="${bx0}" y="${by0}" width="${bx1 - bx0}" height="${hz - by0}" fill="${s.lin(st(0, "#8cc0ea", 1, "#eaf3f7"))}"/>`,
    `<rect x="${bx0}" y="${hz}" width="${bx1 - bx0}" height="${by1 - hz}" fill="${s.lin(st(0, "#b9c47d", 1, "#7f9a46"))}"/>`,
  ];
  s.add(`<g clip-path="${s.clip(glass)}">${view.join("")}`);
  mesquite(s, r, bx0 + (bx1 - bx0) * r.range(0.2, 0.8), hz + (by1 - hz) * 0.3, (by1 - by0) * 0.75, "#7c9350");
  s.add(
    `<rect x="${bx0}" y="${by0}" width="${bx1 - bx0}" height="${by1 - by0}" fill="#ffffff" opacity="0.18"/></g>`,
  );
  for (let i = 1; i < cols; i++) {
    const u = u0 + ((u1 - u0) * i) / cols;
    s.add(segm(cam, P(u, v0, 0.02), P(u, v1, 0.02), frame, 0.05));
  }
  for (const [a, b] of [
    [P(u0, v0, 0.02), P(u1, v0, 0.02)],
    [P(u1, v0, 0.02), P(u1, v1, 0.02)],
    [P(u1, v1, 0.02), P(u0, v1, 0.02)],
    [P(u0, v1, 0.02), P(u0, v0, 0.02)],
  ] as [V3, V3][])
    s.add(segm(cam, a, b, frame, 0.06));
}

export type PendantStyle = "globe" | "dome" | "cone" | "cage" | "drum";
/** Pendant light hanging from the ceiling point `top` by `drop` metres. */
export function pendant(
  s: Scene,
  cam: Cam,
  top: V3,
  drop: number,
  style: PendantStyle,
  color: string,
  glow = 0.8,
): void {
  const c: V3 = [top[0], top[1] - drop, top[2]];
  const [x, y] = cam.p(c);
  const k = cam.scale(c);
  s.add(cam.seg(top, c, "#222", Math.max(1, k * 0.01)));
  s.add(
    ellipse(x, y + k * 0.2, k * 0.7, k * 0.5, "#ffd991", {
      opacity: 0.25 * glow,
      filter: s.blur(Math.max(4, k * 0.12)),
    }),
  );
  const metal = s.lin(st(0, shade(color, 0.35), 0.5, color, 1, shade(color, -0.35)), 0, 0, 1, 0);
  if (style === "globe") {
    s.add(
      ellipse(
        x,
        y + k * 0.15,
        k * 0.16,
        k * 0.16,
        s.rad(st(0, "#fffbe8", 0.6, "#ffe6a8", 1, "#f2c879"), 0.45, 0.4, 0.6),
      ),
    );
    s.add(path(`M${x - k * 0.04},${y} h${k * 0.08} v${k * 0.02} h${-k * 0.08}Z`, color));
  } else if (style === "dome") {
    s.add(
      path(
        `M${x - k * 0.22},${y + k * 0.2} Q${x - k * 0.2},${y - k * 0.02} ${x},${y - k * 0.02} Q${x + k * 0.2},${y - k * 0.02} ${x + k * 0.22},${y + k * 0.2}Z`,
        metal,
      ),
    );
    s.add(ellipse(x, y + k * 0.2, k * 0.22, k * 0.035, "#fff1c4"));
  } else if (style === "cone") {
    s.add(
      poly(
        p2(x - k * 0.03, y, x + k * 0.03, y, x + k * 0.13, y + k * 0.26, x - k * 0.13, y + k * 0.26),
        metal,
      ),
    );
    s.add(ellipse(x, y + k * 0.26, k * 0.13, k * 0.025, "#fff1c4"));
  } else if (style === "drum") {
    s.add(
      poly(
        p2(
          x - k * 0.2,
          y + k * 0.02,
          x + k * 0.2,
          y + k * 0.02,
          x + k * 0.2,
          y + k * 0.2,
          x - k * 0.2,
          y + k * 0.2,
        ),
        s.lin(st(0, "#fbf4e4", 1, "#e9d7b4")),
      ),
    );
    s.add(ellipse(x, y + k * 0.2, k * 0.2, k * 0.03, "#fff6d8"));
  } else {
    s.add(ellipse(x, y + k * 0.15, k * 0.07, k * 0.09, "#fff4cf"));
    for (const dx of [-0.13, -0.07, 0, 0.07, 0.13])
      s.add(
        path(
          `M${x + dx * k * 0.3},${y} Q${x + dx * k * 1.3},${y + k * 0.14} ${x + dx * k * 0.6},${y + k * 0.28}`,
          "none",
          { stroke: color, "stroke-width": Math.max(1, k * 0.01) },
        ),
      );
    s.add(ellipse(x, y + k * 0.28, k * 0.08, k * 0.015, color));
  }
}

export function recessed(s: Scene, cam: Cam, x: number, z: number, y: number): void {
  s.add(poly(cam.hEllipse([x, y - 0.001, z], 0.07, 0.07, 16), "#fffdf2"));
  const p = cam.p([x, y, z]);
  s.add(
    ellipse(p[0], p[1] + 4, cam.scale([x, y, z]) * 0.25, cam.scale([x, y, z]) * 0.08, "#fff3c8", {
      opacity: 0.45,
      filter: s.blur(5),
    }),
  );
}

/** Potted plant (2D) standing at (x, y) with height h px. */
export function plant(
  s: Scene,
  r: Rand,
  x: number,
  y: number,
  h: number,
  pot = "#d9d2c4",
  leaf = "#3f7a3a",
): void {
  const pw = h * 0.22;
  s.add(ellipse(x, y, pw * 1.1, pw * 0.2, "#000", { opacity: 0.18, filter: s.blur(3) }));
  const leaves: string[] = [];
  for (let i = 0; i < 11; i++) {
    const a = r.range(-1.2, 1.2);
    const len = h * r.range(0.45, 0.8);
    const ex = x + Math.sin(a) * len;
    const ey = y - h * 0.3 - Math.cos(a) * len * 0.9;
    const c = i % 3 ? leaf : shade(leaf, 0.2);
    leaves.push(
      path(
        `M${x},${y - h * 0.3} Q${(x + ex) / 2 + len * 0.2},${(y - h * 0.3 + ey) / 2} ${ex},${ey} Q${(x + ex) / 2 - len * 0.15},${(y - h * 0.3 + ey) / 2 + len * 0.05} ${x},${y - h * 0.3}Z`,
        c,
      ),
    );
  }
  s.add(...leaves);
  s.add(
    poly(
      p2(x - pw, y - h * 0.32, x + pw, y - h * 0.32, x + pw * 0.78, y, x - pw * 0.78, y),
      s.lin(st(0, shade(pot, 0.1), 1, shade(pot, -0.2)), 0, 0, 1, 0),
    ),
  );
}

/** Bar stool with a round seat at floor position p. */
export function stool(s: Scene, cam: Cam, p: V3, seatH: number, seat: string, metal: string): void {
  const [x, , z] = p;
  s.add(poly(cam.hEllipse([x, 0.002, z], 0.26, 0.26, 18), "#000", { opacity: 0.18, filter: s.blur(4) }));
  for (const [dx, dz] of [
    [-0.17, -0.17],
    [0.17, -0.17],
    [0.17, 0.17],
    [-0.17, 0.17],
  ])
    s.add(segm(cam, [x + dx, 0, z + dz], [x + dx * 0.55, seatH, z + dz * 0.55], metal, 0.025));
  s.add(
    poly(cam.hEllipse([x, 0.25, z], 0.17, 0.17, 16), "none", {
      stroke: metal,
      "stroke-width": Math.max(1, cam.scale(p) * 0.018),
    }),
  );
  s.add(poly(cam.hEllipse([x, seatH - 0.05, z], 0.2, 0.2, 20), shade(seat, -0.3)));
  s.add(poly(cam.hEllipse([x, seatH, z], 0.2, 0.2, 20), s.lin(st(0, shade(seat, 0.15), 1, seat))));
}
