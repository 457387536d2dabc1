/** Renovated kitchens: cabinet runs, backsplash, range + hood, island with pendants. */
import { planeX, planeZ, rectOn, segm } from "./arch.ts";
import { fronts, counterTop, poly4, faucet, shelves } from "./cabinets.ts";
import { Cam } from "./camera.ts";
import { pendant, plant, recessed, stool, viewWindow, type PendantStyle } from "./fittings.ts";
import { room, tiles, type FloorOpts } from "./interior.ts";
import { type Scene, shade, vary, v3, st } from "./lib.ts";

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
    front: s.lin(st(0, shade(c, 0.05), 1, shade(c, -0.08))),
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
        front: s.lin(st(0, "#e6e8ea", 0.5, "#b9bdc2", 1, "#d9dcdf"), 0, 0, 1, 0),
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
  const steel = s.lin(st(0, "#d8dbde", 0.5, "#aeb3b8", 1, "#cfd2d5"), 0, 0, 1, 0);
  s.add(
    cam.quad(
      v3(
        hx - 0.5,
        1.75,
        d - 0.5,
        hx + 0.5,
        1.75,
        d - 0.5,
        hx + 0.17,
        2.15,
        d - 0.22,
        hx - 0.17,
        2.15,
        d - 0.22,
      ),
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
  s.add(cam.quad(rectOn(R, rx + 0.08, 0.18, rx + 0.68, 0.6, 0.01), s.lin(st(0, "#3a3c40", 1, "#16171a"))));
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
