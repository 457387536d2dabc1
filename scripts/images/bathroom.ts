/** Remodelled bathrooms: freestanding tub, tiled walls, glass shower, vanity with mirrors. */
import { Cam, type Scene, ellipse, path, poly, shade, vary, type Pt, type V3 } from "./lib.ts";
import { planeX, planeZ, rectOn, segm, type Plane } from "./arch.ts";
import { plant, room, tiles, viewWindow, type FloorOpts } from "./interior.ts";
import { fronts } from "./kitchen.ts";

export interface BathOpts {
  variant: number;
  wall: string;
  tile: string; // wall tile
  tileSize?: [number, number];
  feature: string; // back-wall feature tile
  featureSize?: [number, number];
  floor: FloorOpts;
  vanity: string;
  top: string;
  metal: string;
  layout: "tub-back" | "vanity-back";
  mirror: "round" | "rect" | "arch";
  yaw?: number;
  camX?: number;
  towel?: string;
}

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
        [
          [0, shade(color, -0.22)],
          [0.3, color],
          [0.65, shade(color, -0.04)],
          [1, shade(color, -0.28)],
        ],
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
      s.lin([
        [0, shade(color, -0.25)],
        [1, shade(color, -0.05)],
      ]),
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

function mirror(
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
  s.add(
    poly(
      shrink,
      s.lin(
        [
          [0, "#eef3f4"],
          [0.45, "#b9c6ca"],
          [1, "#d8e1e3"],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  s.add(poly([shrink[0], shrink[Math.floor(shrink.length * 0.1)], c as Pt], "#ffffff", { opacity: 0.25 }));
}

function sconce(s: Scene, cam: Cam, p: V3, metal: string): void {
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

export function bathroomScene(s: Scene, o: BathOpts): void {
  const r = vary("bath", o.variant);
  const hw = 2.2;
  const d = 4.8;
  const h = 2.75;
  const cam = new Cam(s.W, s.H, [o.camX ?? 0, 1.5, 0], { yaw: o.yaw ?? 0, hy: 0.47, f: 0.95 });
  room(s, cam, r, { hw, d, h, wall: o.wall, floor: o.floor });
  const B = planeZ(d);
  const ts = o.tileSize ?? [0.3, 0.6];
  const fs = o.featureSize ?? [0.6, 1.2];
  const grout = shade(o.tile, -0.12);
  tiles(s, cam, r, B, -hw, 0, hw, h, fs[0], fs[1], o.feature, shade(o.feature, -0.12), false);
  tiles(s, cam, r, planeX(-hw, 1), 0.2, 0, d, 1.25, ts[0], ts[1], o.tile, grout);
  tiles(s, cam, r, planeX(hw, -1), 0.2, 0, d, 1.25, ts[0], ts[1], o.tile, grout);
  const L = planeX(-hw, 1);
  const R = planeX(hw, -1);
  // shower on the right (tub-back) or the left (vanity-back)
  const shX = o.layout === "tub-back" ? hw - 1.2 : -hw + 1.2;
  const wallP = o.layout === "tub-back" ? R : L;
  tiles(s, cam, r, wallP, d - 1.3, 0, d, 2.3, ts[0], ts[1], o.tile, grout);
  const headU = d - 0.6;
  const head = wallP(headU, 2.15, 0.3);
  s.add(segm(cam, wallP(headU, 2.15, 0), head, o.metal, 0.025));
  s.add(poly(cam.hEllipse(head, 0.14, 0.14, 20), o.metal));
  s.add(cam.quad(rectOn(wallP, d - 0.95, 1.05, d - 0.55, 1.35, 0.01), shade(o.tile, -0.2)));
  if (o.layout === "tub-back") {
    viewWindow(s, cam, r, B, -1.2, 1.25, 0.6, 2.35, o.metal === "#1d1d1f" ? "#1d1d1f" : "#2b2b2d", 3);
    tub(s, cam, [-0.35, 0, d - 0.75], 0.8, 0.4, 0.6, "#fbfbf9", o.metal);
    // single vanity with mirror along the left wall
    const vx = -hw + 0.55;
    const z0 = 2.3;
    const z1 = 3.5;
    s.add(
      cam.box([-hw, 0.15, z0, vx, 0.85, z1], {
        right: s.lin([
          [0, o.vanity],
          [1, shade(o.vanity, -0.12)],
        ]),
        top: o.top,
        front: shade(o.vanity, -0.2),
      }),
    );
    fronts(s, cam, planeX(vx, 1), z0, z1, 0.15, 0.85, 0.6, o.vanity, o.metal, true);
    s.add(
      cam.box([-hw, 0.85, z0 - 0.03, vx + 0.03, 0.9, z1 + 0.03], {
        right: shade(o.top, -0.1),
        top: o.top,
        front: shade(o.top, -0.15),
      }),
    );
    const z = (z0 + z1) / 2;
    s.add(poly(cam.hEllipse([-hw + 0.3, 0.98, z], 0.2, 0.16, 24), "#f7f7f5"));
    s.add(poly(cam.hEllipse([-hw + 0.3, 0.985, z], 0.16, 0.12, 24), "#d9dcde"));
    mirror(s, cam, L, z - 0.4, 1.3, z + 0.4, 2.2, o.mirror, o.metal);
    s.add(segm(cam, [-hw + 0.05, 0.9, z], [-hw + 0.05, 1.15, z], o.metal, 0.02));
    for (const zz of [z0 - 0.1, z1 + 0.1]) sconce(s, cam, [-hw + 0.08, 1.85, zz], o.metal);
    plant(s, r, ...cam.p([-1.75, 0, d - 0.35]), cam.scale([-1.75, 0, d - 0.35]) * 1.0, "#e9e4da", "#4c7d43");
  } else {
    viewWindow(s, cam, r, R, 2.6, 1.3, 4.2, 2.3, "#2b2b2d", 2);
    // double vanity on the back wall
    s.add(
      cam.box([-1.0, 0.15, d - 0.56, 1.5, 0.85, d], {
        front: s.lin([
          [0, o.vanity],
          [1, shade(o.vanity, -0.12)],
        ]),
        top: o.top,
        left: shade(o.vanity, -0.2),
        right: shade(o.vanity, -0.25),
      }),
    );
    fronts(s, cam, planeZ(d - 0.56), -1.0, 1.5, 0.15, 0.85, 0.62, o.vanity, o.metal, true);
    s.add(
      cam.box([-1.03, 0.85, d - 0.59, 1.53, 0.9, d], {
        front: shade(o.top, -0.12),
        top: o.top,
        left: shade(o.top, -0.15),
        right: shade(o.top, -0.15),
      }),
    );
    for (const x of [-0.38, 0.88]) {
      s.add(poly(cam.hEllipse([x, 0.98, d - 0.3], 0.2, 0.16, 24), "#f7f7f5"));
      s.add(poly(cam.hEllipse([x, 0.985, d - 0.3], 0.16, 0.12, 24), "#d9dcde"));
      mirror(s, cam, B, x - 0.35, 1.3, x + 0.35, 2.15, o.mirror, o.metal);
      s.add(segm(cam, [x, 0.9, d - 0.05], [x, 1.15, d - 0.05], o.metal, 0.02));
    }
    for (const x of [-0.88, 0.25, 1.38]) sconce(s, cam, [x, 1.9, d - 0.05], o.metal);
    plant(s, r, ...cam.p([0.25, 0.9, d - 0.2]), cam.scale([0.25, 0.9, d - 0.2]) * 0.45, "#f4f1ea", "#4c7d43");
    tub(s, cam, [hw - 0.7, 0, 3.2], 0.42, 0.82, 0.6, "#fbfbf9", o.metal);
  }
  // glass shower partition with metal frame
  const zG0 = d - 1.35;
  const glass: V3[] = [
    [shX, 0.02, zG0],
    [shX, 0.02, d],
    [shX, 2.1, d],
    [shX, 2.1, zG0],
  ];
  const front: V3[] = [
    [shX, 0.02, zG0],
    [o.layout === "tub-back" ? hw : -hw, 0.02, zG0],
    [o.layout === "tub-back" ? hw : -hw, 2.1, zG0],
    [shX, 2.1, zG0],
  ];
  for (const g of [glass, front]) {
    s.add(
      cam.quad(
        g,
        s.lin(
          [
            [0, "#e6f4f6", 0.35],
            [0.35, "#ffffff", 0.1],
            [0.42, "#ffffff", 0.3],
            [0.5, "#ffffff", 0.08],
            [1, "#d6eef2", 0.3],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    s.add(segm(cam, g[2], g[3], o.metal, 0.015));
    s.add(segm(cam, g[0], g[3], o.metal, 0.012));
  }
  // bath mat + towel
  const towel = o.towel ?? "#e9e2d4";
  const mat: V3[] =
    o.layout === "tub-back"
      ? [
          [-0.8, 0.004, 2.9],
          [0.3, 0.004, 2.9],
          [0.3, 0.004, 3.5],
          [-0.8, 0.004, 3.5],
        ]
      : [
          [-0.5, 0.004, 3.4],
          [0.9, 0.004, 3.4],
          [0.9, 0.004, 3.9],
          [-0.5, 0.004, 3.9],
        ];
  s.add(cam.quad(mat, towel, { stroke: shade(towel, -0.15), "stroke-width": 3 }));
  s.finish(0.26, "#ffe2b0", 0.05);
}
