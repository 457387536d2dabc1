/** Remodelled bathrooms: freestanding tub, tiled walls, glass shower, vanity with mirrors. */
import { planeX, planeZ, rectOn, segm } from "./arch.ts";
import { tub, mirror, sconce } from "./bath-fixtures.ts";
import { fronts } from "./cabinets.ts";
import { Cam, zr, xr } from "./camera.ts";
import { plant, viewWindow } from "./fittings.ts";
import { room, tiles, type FloorOpts } from "./interior.ts";
import { type Scene, poly, shade, vary, type V3, st } from "./lib.ts";

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
        right: s.lin(st(0, o.vanity, 1, shade(o.vanity, -0.12))),
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
        front: s.lin(st(0, o.vanity, 1, shade(o.vanity, -0.12))),
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
  const glass: V3[] = xr(zG0, 0.02, d, 2.1, shX);
  const front: V3[] = zr(shX, 0.02, o.layout === "tub-back" ? hw : -hw, 2.1, zG0);
  for (const g of [glass, front]) {
    s.add(
      cam.quad(
        g,
        s.lin(
          st(
            0,
            "#e6f4f6",
            0.35,
            0.35,
            "#ffffff",
            0.1,
            0.42,
            "#ffffff",
            0.3,
            0.5,
            "#ffffff",
            0.08,
            1,
            "#d6eef2",
            0.3,
          ),
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
