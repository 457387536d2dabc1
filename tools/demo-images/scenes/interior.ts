/** Interior building blocks: a one-point-perspective room shell, wood/tile floors and wall tiles. */
import { rectOn, segm, type Plane } from "./arch.ts";
import { type Cam, hr, zr, xr } from "./camera.ts";
import { type Rand, type Scene, shade, type V3, st } from "./lib.ts";

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
  s.add(cam.quad(hr(-hw, 0, hw, d, h), s.lin(st(0, shade(ceil, -0.07), 1, ceil), 0, 1, 0, 0)));
  s.add(cam.quad(xr(0, 0, d, h, -hw), s.lin(st(0, shade(side, -0.12), 1, side), 0, 0, 1, 0)));
  s.add(cam.quad(xr(0, 0, d, h, hw), s.lin(st(0, shade(side, -0.05), 1, shade(side, -0.16)), 1, 0, 0, 0)));
  s.add(cam.quad(zr(-hw, 0, hw, h, d), s.lin(st(0, shade(o.wall, 0.06), 1, shade(o.wall, -0.06)))));
  const bw = cam.P(zr(-hw, 0, hw, h, d));
  s.add(
    `<polygon points="${bw.map((p) => p.join(",")).join(" ")}" fill="${s.rad(
      st(0, "#fff7e6", 0.55, 1, "#fff7e6", 0),
      0.5,
      0.35,
      0.7,
    )}"/>`,
  );
  if (o.floor) floor(s, cam, r, -hw, hw, 0.2, d, o.floor);
  // baseboards + ceiling shadow lines
  const base = "#f4f2ec";
  s.add(cam.quad(zr(-hw, 0, hw, 0.1, d - 0.01), base));
  s.add(cam.quad(xr(0.2, 0, d, 0.1, -hw + 0.01), shade(base, -0.1)));
  s.add(cam.quad(xr(0.2, 0, d, 0.1, hw - 0.01), shade(base, -0.15)));
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
  s.add(cam.quad(hr(x0, z0, x1, z1, 0), s.lin(st(0, shade(c, 0.08), 1, shade(c, -0.1)))));
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
              hr(x, za, x + w, zb, 0),
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
            cam.quad(hr(x, z, x + t, z + t, 0), shade(c, r.range(-0.05, 0.06)), {
              opacity: 0.8,
            }),
          );
    for (let x = x0; x <= x1 + 1e-6; x += t) parts.push(segm(cam, [x, 0, z0], [x, 0, z1], grout, 0.008));
    for (let z = z0; z <= z1 + 1e-6; z += t) parts.push(segm(cam, [x0, 0, z], [x1, 0, z], grout, 0.008));
    s.add(...parts);
  }
  // glossy sheen toward the back of the room
  s.add(
    cam.quad(
      hr(x0, z0, x1, z1, 0.001),
      s.lin(st(0, "#ffffff", 0, 0.7, "#ffffff", 0.05, 1, "#ffffff", 0.18), 0, 1, 0, 0),
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
    cam.quad(rectOn(P, u0, v0, u1, v1, 0.005), s.lin(st(0, shade(color, 0.08), 1, shade(color, -0.06)))),
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
