/** Renovated kitchens: cabinet runs, backsplash, range + hood, island with pendants. */
import { Cam, type Rand, type Scene, shade, vary, path, type V3 } from "./lib.ts";
import { planeX, planeZ, rectOn, segm, type Plane } from "./arch.ts";
import {
  pendant,
  plant,
  recessed,
  room,
  stool,
  tiles,
  viewWindow,
  type FloorOpts,
  type PendantStyle,
} from "./interior.ts";

export interface KitchenOpts {
  variant: number;
  cabinets: string;
  uppers?: string;
  island?: string;
  counter: string;
  veins?: boolean;
  wall: string;
  floor: FloorOpts;
  splash: string;
  splashGrout?: string;
  splashSize?: [number, number];
  hardware: string;
  pendant: PendantStyle;
  pendantColor: string;
  stools: string;
  layout: "window" | "hood";
  lShape?: boolean;
  yaw?: number;
  camX?: number;
}

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

function counterTop(
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
      top: s.lin([
        [0, shade(color, 0.06)],
        [1, shade(color, -0.05)],
      ]),
      left: shade(color, -0.18),
      right: shade(color, -0.2),
    }),
  );
  if (!veins) return;
  const [x0, , z0, x1, y, z1] = b;
  const top = cam.P([
    [x0, y, z0],
    [x1, y, z0],
    [x1, y, z1],
    [x0, y, z1],
  ]);
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

export function kitchenScene(s: Scene, o: KitchenOpts): void {
  const r = vary("kitchen", o.variant);
  const hw = 3.3;
  const d = 6.6;
  const h = 2.75;
  const cam = new Cam(s.W, s.H, [o.camX ?? 0, 1.5, 0], { yaw: o.yaw ?? 0, hy: 0.47, f: 0.95 });
  room(s, cam, r, { hw, d, h, wall: o.wall, floor: o.floor });
  const B = planeZ(d);
  const up = o.uppers ?? o.cabinets;
  const cab = (c: string) => ({
    front: s.lin([
      [0, shade(c, 0.05)],
      [1, shade(c, -0.08)],
    ]),
    left: shade(c, -0.15),
    right: shade(c, -0.22),
    bottom: shade(c, -0.3),
    top: shade(c, -0.05),
  });
  const x0 = o.lShape ? -hw : -hw + 0.95;
  // fridge column
  if (!o.lShape) {
    s.add(
      cam.box([-hw, 0, d - 0.75, -hw + 0.92, 2.2, d], {
        front: s.lin(
          [
            [0, "#e6e8ea"],
            [0.5, "#b9bdc2"],
            [1, "#d9dcdf"],
          ],
          0,
          0,
          1,
          0,
        ),
        right: "#9ea3a8",
      }),
    );
    const F = planeZ(d - 0.75);
    s.add(segm(cam, F(-hw + 0.46, 0.1, 0.01), F(-hw + 0.46, 2.1, 0.01), "#6f747a", 0.01));
    for (const u of [-hw + 0.4, -hw + 0.52])
      s.add(segm(cam, F(u, 0.9, 0.04), F(u, 1.6, 0.04), "#8a8f95", 0.025));
    s.add(cam.box([-hw, 2.2, d - 0.75, -hw + 0.92, h, d], cab(up)));
  }
  // backsplash
  const winL = -0.95;
  const winR = 0.95;
  tiles(
    s,
    cam,
    r,
    B,
    x0,
    0.92,
    hw,
    o.layout === "window" ? 1.5 : h,
    o.splashSize?.[0] ?? 0.15,
    o.splashSize?.[1] ?? 0.075,
    o.splash,
    o.splashGrout ?? shade(o.splash, -0.15),
  );
  if (o.layout === "window") viewWindow(s, cam, r, B, winL, 1.08, winR, 2.3, "#2a2a2c", 2);
  // upper cabinets
  const upperRanges: [number, number][] =
    o.layout === "window"
      ? [
          [x0, winL - 0.15],
          [winR + 0.15, 1.45],
          [2.45, hw],
        ]
      : [
          [x0, -0.55],
          [0.55, hw],
        ];
  for (const [a, b] of upperRanges) {
    s.add(cam.box([a, 1.5, d - 0.36, b, 2.42, d], cab(up)));
    fronts(s, cam, planeZ(d - 0.36), a, b, 1.5, 2.42, 0.55, up, o.hardware, false);
    s.add(
      cam.box([a - 0.02, 2.42, d - 0.4, b + 0.02, h, d], { front: shade(up, 0.08), bottom: shade(up, -0.3) }),
    );
  }
  // range hood
  const hx = o.layout === "window" ? 1.95 : 0;
  const steel = s.lin(
    [
      [0, "#d8dbde"],
      [0.5, "#aeb3b8"],
      [1, "#cfd2d5"],
    ],
    0,
    0,
    1,
    0,
  );
  s.add(
    cam.quad(
      [
        [hx - 0.5, 1.75, d - 0.5],
        [hx + 0.5, 1.75, d - 0.5],
        [hx + 0.17, 2.15, d - 0.22],
        [hx - 0.17, 2.15, d - 0.22],
      ],
      steel,
    ),
  );
  s.add(cam.box([hx - 0.5, 1.7, d - 0.5, hx + 0.5, 1.76, d], { front: "#8d9298", bottom: "#55595e" }));
  s.add(
    cam.box([hx - 0.17, 2.15, d - 0.3, hx + 0.17, h, d], { front: steel, left: "#9ea3a8", right: "#8c9196" }),
  );
  // lower run on the back wall
  s.add(cam.box([x0, 0, d - 0.6, hw, 0.09, d - 0.54], { front: "#2b2622" }));
  s.add(cam.box([x0, 0.09, d - 0.62, hw, 0.89, d], cab(o.cabinets)));
  const L = planeZ(d - 0.62);
  const rx = hx - 0.38;
  fronts(s, cam, L, x0, rx, 0.09, 0.89, 0.5, o.cabinets, o.hardware, true);
  fronts(s, cam, L, rx + 0.76, hw, 0.09, 0.89, 0.5, o.cabinets, o.hardware, true);
  // range
  s.add(cam.box([rx, 0, d - 0.64, rx + 0.76, 0.91, d], { front: steel, top: "#2a2b2d" }));
  const R = planeZ(d - 0.64);
  s.add(
    cam.quad(
      rectOn(R, rx + 0.08, 0.18, rx + 0.68, 0.6, 0.01),
      s.lin([
        [0, "#3a3c40"],
        [1, "#16171a"],
      ]),
    ),
  );
  s.add(segm(cam, R(rx + 0.1, 0.68, 0.04), R(rx + 0.66, 0.68, 0.04), "#d7dadd", 0.025));
  for (let i = 0; i < 5; i++) {
    const p = cam.p(R(rx + 0.12 + i * 0.13, 0.82, 0.02));
    s.add(
      `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${(cam.scale(R(rx, 0.8)) * 0.025).toFixed(1)}" fill="#1e1f21"/>`,
    );
  }
  counterTop(s, cam, r, [x0, 0.89, d - 0.65, rx, 0.93, d], o.counter, !!o.veins);
  counterTop(s, cam, r, [rx + 0.76, 0.89, d - 0.65, hw, 0.93, d], o.counter, !!o.veins);
  // sink + faucet under the window
  if (o.layout === "window") {
    s.add(
      poly4(
        cam,
        [
          [-0.4, 0.931, d - 0.55],
          [0.4, 0.931, d - 0.55],
          [0.4, 0.931, d - 0.15],
          [-0.4, 0.931, d - 0.15],
        ],
        "#8d939a",
      ),
    );
    faucet(s, cam, [0, 0.93, d - 0.08], o.hardware);
  } else {
    plant(
      s,
      r,
      ...cam.p([-1.8, 0.93, d - 0.3]),
      cam.scale([-1.8, 0.93, d - 0.3]) * 0.5,
      "#e8e2d6",
      "#4a7c3f",
    );
  }
  // canisters / board on counter
  const cb = cam.p([x0 + 0.6, 0.93, d - 0.1]);
  s.add(
    `<rect x="${(cb[0] - 25).toFixed(0)}" y="${(cb[1] - cam.scale([x0 + 0.6, 0.93, d - 0.1]) * 0.4).toFixed(0)}" width="${(cam.scale([x0, 1, d]) * 0.32).toFixed(0)}" height="${(cam.scale([x0, 1, d]) * 0.4).toFixed(0)}" rx="6" fill="#b7824e"/>`,
  );
  // L-shape run along the left wall
  if (o.lShape) {
    const zA = 3.2;
    s.add(cam.box([-hw, 0.09, zA, -hw + 0.62, 0.89, d - 0.62], cab(o.cabinets)));
    fronts(s, cam, planeX(-hw + 0.62, 1), zA, d - 0.62, 0.09, 0.89, 0.5, o.cabinets, o.hardware, true);
    counterTop(s, cam, r, [-hw, 0.89, zA - 0.03, -hw + 0.65, 0.93, d - 0.62], o.counter, !!o.veins);
    s.add(cam.box([-hw, 1.5, zA, -hw + 0.36, 2.42, d - 0.36], cab(up)));
    fronts(s, cam, planeX(-hw + 0.36, 1), zA, d - 0.36, 1.5, 2.42, 0.55, up, o.hardware, false);
  } else {
    viewWindow(s, cam, r, planeX(hw, -1), 2.6, 1.0, 4.4, 2.3, "#2a2a2c", 2);
    shelves(s, cam, r, -hw, 2.4, 4.6);
  }
  for (const z of [1.5, 3.2, 5.0]) for (const x of [-1.6, 1.6]) recessed(s, cam, x, z, h);
  // island
  const isl = o.island ?? o.cabinets;
  s.add(cam.box([-1.3, 0, 3.45, 1.3, 0.09, 4.3], { front: "#2b2622", left: "#2b2622", right: "#2b2622" }));
  s.add(cam.box([-1.3, 0.09, 3.4, 1.3, 0.9, 4.3], cab(isl)));
  fronts(s, cam, planeZ(3.4), -1.3, 1.3, 0.09, 0.9, 0.65, isl, o.hardware, false);
  counterTop(s, cam, r, [-1.45, 0.9, 3.2, 1.45, 0.95, 4.4], o.counter, !!o.veins);
  const bowl = cam.p([0.55, 0.95, 3.85]);
  const k = cam.scale([0.55, 0.95, 3.85]);
  s.add(
    `<path d="M${bowl[0] - k * 0.18},${bowl[1] - k * 0.08} Q${bowl[0]},${bowl[1] + k * 0.1} ${bowl[0] + k * 0.18},${bowl[1] - k * 0.08}Z" fill="#f2efe8"/>`,
  );
  for (const [dx, c] of [
    [-0.08, "#e0a23a"],
    [0, "#c8452f"],
    [0.08, "#8fb43a"],
  ] as const)
    s.add(
      `<circle cx="${(bowl[0] + dx * k).toFixed(1)}" cy="${(bowl[1] - k * 0.1).toFixed(1)}" r="${(k * 0.05).toFixed(1)}" fill="${c}"/>`,
    );
  for (const x of [-0.85, 0, 0.85]) stool(s, cam, [x, 0, 2.85], 0.66, o.stools, "#2a2a2a");
  for (const x of [-0.8, 0, 0.8]) pendant(s, cam, [x, h, 3.85], 0.85, o.pendant, o.pendantColor);
  s.finish(0.28, "#ffd9a0", 0.05);
}

function poly4(cam: Cam, v: V3[], fill: string): string {
  return cam.quad(v, fill);
}

function faucet(s: Scene, cam: Cam, base: V3, color: string): void {
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
function shelves(s: Scene, cam: Cam, r: Rand, x: number, z0: number, z1: number): void {
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
