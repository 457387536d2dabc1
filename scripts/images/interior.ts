/** Interior building blocks: rooms, floors, windows with a view, lights, plants, stools. */
import { type Cam, type Rand, type Scene, ellipse, mix, path, poly, shade, type Pt, type V3 } from "./lib.ts";
import { rectOn, segm, type Plane } from "./arch.ts";
import { mesquite } from "./nature.ts";

export interface RoomOpts {
  hw: number; // half width
  d: number; // depth of back wall
  h: number; // ceiling height
  wall: string;
  side?: string;
  ceiling?: string;
  floor?: FloorOpts;
}
export interface FloorOpts {
  kind: "wood" | "tile";
  color: string;
  size?: number; // plank width or tile size
  grout?: string;
}

export function room(s: Scene, cam: Cam, r: Rand, o: RoomOpts): void {
  const { hw, d, h } = o;
  const side = o.side ?? shade(o.wall, -0.08);
  const ceil = o.ceiling ?? "#fbf9f4";
  s.add(
    cam.quad(
      [
        [-hw, h, 0],
        [hw, h, 0],
        [hw, h, d],
        [-hw, h, d],
      ],
      s.lin(
        [
          [0, shade(ceil, -0.07)],
          [1, ceil],
        ],
        0,
        1,
        0,
        0,
      ),
    ),
  );
  s.add(
    cam.quad(
      [
        [-hw, 0, 0],
        [-hw, 0, d],
        [-hw, h, d],
        [-hw, h, 0],
      ],
      s.lin(
        [
          [0, shade(side, -0.12)],
          [1, side],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    cam.quad(
      [
        [hw, 0, 0],
        [hw, 0, d],
        [hw, h, d],
        [hw, h, 0],
      ],
      s.lin(
        [
          [0, shade(side, -0.05)],
          [1, shade(side, -0.16)],
        ],
        1,
        0,
        0,
        0,
      ),
    ),
  );
  s.add(
    cam.quad(
      [
        [-hw, 0, d],
        [hw, 0, d],
        [hw, h, d],
        [-hw, h, d],
      ],
      s.lin([
        [0, shade(o.wall, 0.06)],
        [1, shade(o.wall, -0.06)],
      ]),
    ),
  );
  const bw = cam.P([
    [-hw, 0, d],
    [hw, 0, d],
    [hw, h, d],
    [-hw, h, d],
  ]);
  s.add(
    `<polygon points="${bw.map((p) => p.join(",")).join(" ")}" fill="${s.rad(
      [
        [0, "#fff7e6", 0.55],
        [1, "#fff7e6", 0],
      ],
      0.5,
      0.35,
      0.7,
    )}"/>`,
  );
  if (o.floor) floor(s, cam, r, -hw, hw, 0.2, d, o.floor);
  // baseboards + ceiling shadow lines
  const base = "#f4f2ec";
  s.add(
    cam.quad(
      [
        [-hw, 0, d - 0.01],
        [hw, 0, d - 0.01],
        [hw, 0.1, d - 0.01],
        [-hw, 0.1, d - 0.01],
      ],
      base,
    ),
  );
  s.add(
    cam.quad(
      [
        [-hw + 0.01, 0, 0.2],
        [-hw + 0.01, 0, d],
        [-hw + 0.01, 0.1, d],
        [-hw + 0.01, 0.1, 0.2],
      ],
      shade(base, -0.1),
    ),
  );
  s.add(
    cam.quad(
      [
        [hw - 0.01, 0, 0.2],
        [hw - 0.01, 0, d],
        [hw - 0.01, 0.1, d],
        [hw - 0.01, 0.1, 0.2],
      ],
      shade(base, -0.15),
    ),
  );
  for (const [a, b] of [
    [
      [-hw, h, d],
      [hw, h, d],
    ],
    [
      [-hw, h, d],
      [-hw, h, 0.3],
    ],
    [
      [hw, h, d],
      [hw, h, 0.3],
    ],
    [
      [-hw, 0, d],
      [-hw, h, d],
    ],
    [
      [hw, 0, d],
      [hw, h, d],
    ],
  ] as [V3, V3][])
    s.add(segm(cam, a, b, "#000", 0.02, { opacity: 0.12 }));
}

export function floor(
  s: Scene,
  cam: Cam,
  r: Rand,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  f: FloorOpts,
): void {
  const c = f.color;
  s.add(
    cam.quad(
      [
        [x0, 0, z0],
        [x1, 0, z0],
        [x1, 0, z1],
        [x0, 0, z1],
      ],
      s.lin([
        [0, shade(c, 0.08)],
        [1, shade(c, -0.1)],
      ]),
    ),
  );
  if (f.kind === "wood") {
    const w = f.size ?? 0.19;
    const parts: string[] = [];
    for (let x = x0; x < x1; x += w) {
      let z = z0 - r.range(0, 1.5);
      while (z < z1) {
        const len = r.range(0.9, 1.9);
        const za = Math.max(z, z0);
        const zb = Math.min(z + len, z1);
        if (r.chance(0.55))
          parts.push(
            cam.quad(
              [
                [x, 0, za],
                [x + w, 0, za],
                [x + w, 0, zb],
                [x, 0, zb],
              ],
              r.chance(0.5) ? shade(c, r.range(0.04, 0.12)) : shade(c, -r.range(0.04, 0.12)),
              { opacity: 0.7 },
            ),
          );
        parts.push(segm(cam, [x, 0, zb], [x + w, 0, zb], shade(c, -0.4), 0.008, { opacity: 0.6 }));
        z += len;
      }
      parts.push(segm(cam, [x, 0, z0], [x, 0, z1], shade(c, -0.4), 0.008, { opacity: 0.55 }));
    }
    s.add(...parts);
  } else {
    const t = f.size ?? 0.6;
    const grout = f.grout ?? shade(c, -0.2);
    const parts: string[] = [];
    for (let x = x0; x < x1; x += t)
      for (let z = z0; z < z1; z += t)
        if (r.chance(0.3))
          parts.push(
            cam.quad(
              [
                [x, 0, z],
                [x + t, 0, z],
                [x + t, 0, z + t],
                [x, 0, z + t],
              ],
              shade(c, r.range(-0.05, 0.06)),
              { opacity: 0.8 },
            ),
          );
    for (let x = x0; x <= x1 + 1e-6; x += t) parts.push(segm(cam, [x, 0, z0], [x, 0, z1], grout, 0.008));
    for (let z = z0; z <= z1 + 1e-6; z += t) parts.push(segm(cam, [x0, 0, z], [x1, 0, z], grout, 0.008));
    s.add(...parts);
  }
  // glossy sheen toward the back of the room
  s.add(
    cam.quad(
      [
        [x0, 0.001, z0],
        [x1, 0.001, z0],
        [x1, 0.001, z1],
        [x0, 0.001, z1],
      ],
      s.lin(
        [
          [0, "#ffffff", 0],
          [0.7, "#ffffff", 0.05],
          [1, "#ffffff", 0.18],
        ],
        0,
        1,
        0,
        0,
      ),
    ),
  );
}

/** Tile grid on a wall rectangle (plane coordinates). */
export function tiles(
  s: Scene,
  cam: Cam,
  r: Rand,
  P: Plane,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
  tw: number,
  th: number,
  color: string,
  grout: string,
  brick = true,
): void {
  const parts: string[] = [
    cam.quad(
      rectOn(P, u0, v0, u1, v1, 0.005),
      s.lin([
        [0, shade(color, 0.08)],
        [1, shade(color, -0.06)],
      ]),
    ),
  ];
  let row = 0;
  for (let v = v0; v < v1 - 1e-6; v += th, row++) {
    const off = brick && row % 2 ? tw / 2 : 0;
    for (let u = u0 - off; u < u1; u += tw) {
      const a = Math.max(u, u0);
      const b = Math.min(u + tw, u1);
      if (r.chance(0.35))
        parts.push(
          cam.quad(rectOn(P, a, v, b, Math.min(v + th, v1), 0.006), shade(color, r.range(-0.07, 0.09)), {
            opacity: 0.8,
          }),
        );
      if (u > u0) parts.push(segm(cam, P(u, v, 0.007), P(u, Math.min(v + th, v1), 0.007), grout, 0.006));
    }
    if (v > v0) parts.push(segm(cam, P(u0, v, 0.007), P(u1, v, 0.007), grout, 0.006));
  }
  s.add(...parts);
}

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
    `<rect x="${bx0}" y="${by0}" width="${bx1 - bx0}" height="${hz - by0}" fill="${s.lin([
      [0, "#8cc0ea"],
      [1, "#eaf3f7"],
    ])}"/>`,
    `<rect x="${bx0}" y="${hz}" width="${bx1 - bx0}" height="${by1 - hz}" fill="${s.lin([
      [0, "#b9c47d"],
      [1, "#7f9a46"],
    ])}"/>`,
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
  const metal = s.lin(
    [
      [0, shade(color, 0.35)],
      [0.5, color],
      [1, shade(color, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  if (style === "globe") {
    s.add(
      ellipse(
        x,
        y + k * 0.15,
        k * 0.16,
        k * 0.16,
        s.rad(
          [
            [0, "#fffbe8"],
            [0.6, "#ffe6a8"],
            [1, "#f2c879"],
          ],
          0.45,
          0.4,
          0.6,
        ),
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
        [
          [x - k * 0.03, y],
          [x + k * 0.03, y],
          [x + k * 0.13, y + k * 0.26],
          [x - k * 0.13, y + k * 0.26],
        ],
        metal,
      ),
    );
    s.add(ellipse(x, y + k * 0.26, k * 0.13, k * 0.025, "#fff1c4"));
  } else if (style === "drum") {
    s.add(
      poly(
        [
          [x - k * 0.2, y + k * 0.02],
          [x + k * 0.2, y + k * 0.02],
          [x + k * 0.2, y + k * 0.2],
          [x - k * 0.2, y + k * 0.2],
        ],
        s.lin([
          [0, "#fbf4e4"],
          [1, "#e9d7b4"],
        ]),
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
      [
        [x - pw, y - h * 0.32],
        [x + pw, y - h * 0.32],
        [x + pw * 0.78, y],
        [x - pw * 0.78, y],
      ],
      s.lin(
        [
          [0, shade(pot, 0.1)],
          [1, shade(pot, -0.2)],
        ],
        0,
        0,
        1,
        0,
      ),
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
  s.add(
    poly(
      cam.hEllipse([x, seatH, z], 0.2, 0.2, 20),
      s.lin([
        [0, shade(seat, 0.15)],
        [1, seat],
      ]),
    ),
  );
}

/** A short light spill on the floor below a window (polygon in screen space). */
export function lightSpill(s: Scene, cam: Cam, pts: V3[], opacity = 0.22): void {
  const p: Pt[] = cam.P(pts);
  s.add(poly(p, "#fff6dc", { opacity, filter: s.blur(10) }));
}

export const warm = (c: string, t = 0.15): string => mix(c, "#ffd28a", t);
