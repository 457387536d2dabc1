/** Renovated single-storey Texas ranch home, seen from the front lawn in two-point perspective. */
import { doorOn, lines, planeX, planeZ, rectOn, windowOn } from "./arch.ts";
import { Cam, hr } from "./camera.ts";
import { type HousePalette, HOUSE_PALETTES, ladder } from "./house-parts.ts";
import { type Scene, shade, vary, type V3, v3, st } from "./lib.ts";
import { boulder, clouds, ground, mesquite, shrub, sky, treeline } from "./nature.ts";
import { gableRoof } from "./roof.ts";

export interface HouseOpts {
  variant?: number;
  palette?: HousePalette;
  ladder?: boolean;
  evening?: boolean;
  camZ?: number; // camera distance: more negative = further back
}

export function houseScene(s: Scene, o: HouseOpts = {}): void {
  const r = vary("house", o.variant ?? 0);
  const pal = o.palette ?? HOUSE_PALETTES.farmhouse;
  const horizon = s.H * 0.6;
  const cam = new Cam(s.W, s.H, [r.range(-9, -7.5), 1.55, o.camZ ?? -7], {
    yaw: r.range(0.52, 0.6) + ((o.camZ ?? -7) + 7) * 0.02,
    hy: 0.6,
    f: 1.1,
  });
  sky(
    s,
    horizon,
    o.evening
      ? { top: "#3d5d93", mid: "#c9a7a0", horizon: "#f7c98d", sunX: 0.9, glow: "#ffd9a0" }
      : { sunX: 0.88 },
  );
  clouds(s, r, 6, s.H * 0.08, horizon * 0.6, o.evening ? "#ffe6cf" : "#ffffff");
  treeline(s, r, horizon, "#5d6b3c", 18);
  ground(s, r, horizon, "#b4ad6a", "#5f7d2e", 220);
  // background mesquite behind the house
  const far = cam.p([19, 0, 26]);
  mesquite(s, r, far[0], far[1], cam.scale([19, 0, 26]) * 6, "#71864a");
  const far2 = cam.p([-16, 0, 20]);
  mesquite(s, r, far2[0], far2[1], cam.scale([-16, 0, 20]) * 5.5, "#74884a");

  const Z = 11;
  const wall = 3.0;
  const Zg = Z - 2.5;
  // concrete drive + walk
  s.add(
    cam.quad(
      v3(-6.2, 0.01, Zg, -0.4, 0.01, Zg, -0.4, 0.01, -30, -6.6, 0.01, -30),
      s.lin(st(0, "#ddd7ca", 1, "#b8b1a3")),
    ),
  );
  s.add(cam.quad(hr(5.9, Z - 2, 7.1, 4, 0.012), "#d3ccbe"));
  s.add(cam.quad(hr(-0.4, 4, 7.1, 5.1, 0.013), "#d3ccbe"));
  // mulch bed along the front
  s.add(cam.quad(hr(0, Z - 1.2, 14, Z, 0.01), "#5b3b26"));

  // main body
  const lit = s.lin(st(0, shade(pal.siding, 0.1), 1, shade(pal.siding, -0.05)));
  const shadeSide = s.lin(st(0, shade(pal.siding, -0.28), 1, shade(pal.siding, -0.38)));
  s.add(cam.box([0, 0, Z, 14, 0.35, Z + 8], { front: "#a8a39a", left: "#8e8980" }));
  s.add(cam.box([0, 0.35, Z, 14, wall, Z + 8], { front: lit, left: shadeSide }));
  const F = planeZ(Z);
  s.add(lines(cam, F, 0, 14, 0.35, wall, 0.35, shade(pal.siding, -0.35), 0.04, true, 0.35));
  // stone wainscot
  s.add(cam.quad(rectOn(F, 0, 0.35, 14, 1.05, 0.02), s.lin(st(0, pal.stone, 1, shade(pal.stone, -0.15)))));
  s.add(lines(cam, F, 0, 14, 0.35, 1.05, 0.17, shade(pal.stone, -0.4), 0.025, false, 0.45));
  s.add(cam.quad(rectOn(F, 0, 1.05, 14, 1.12, 0.05), shade(pal.trim, -0.1)));
  gableRoof(s, cam, {
    x0: 0,
    x1: 14,
    z0: Z,
    z1: Z + 8,
    y: wall,
    rise: 2.1,
    roof: pal.roof,
    gable: shadeSide,
    fascia: pal.trim,
  });
  const glow = o.evening ? 0.9 : 0.35;
  windowOn(s, cam, F, 2.2, 1.25, 4.4, 2.55, { frame: pal.frame, trim: pal.trim, cols: 3, glow });
  doorOn(s, cam, F, 6.0, 7.0, 2.35, {
    color: pal.door,
    trim: pal.trim,
    glass: r.pick(["slim", "top"] as const),
    glow: 0.7,
  });
  windowOn(s, cam, F, 8.6, 1.25, 10.6, 2.55, { frame: pal.frame, trim: pal.trim, cols: 3, glow });
  windowOn(s, cam, F, 11.6, 1.25, 13.0, 2.55, { frame: pal.frame, trim: pal.trim, cols: 2, glow });

  // porch: floor slab, posts, beam and a shallow roof
  s.add(cam.box([4.6, 0, Z - 2, 8.4, 0.2, Z], { front: "#bdb6a8", top: "#d8d2c5", left: "#a59e90" }));
  const beamY = 2.75;
  s.add(
    cam.quad(
      v3(4.4, beamY + 0.25, Z - 2.25, 8.6, beamY + 0.25, Z - 2.25, 8.6, wall + 0.6, Z, 4.4, wall + 0.6, Z),
      shade(pal.roof, 0.08),
    ),
  );
  s.add(
    cam.box([4.4, beamY, Z - 2.25, 8.6, beamY + 0.28, Z - 1.95], {
      front: pal.trim,
      left: shade(pal.trim, -0.2),
      bottom: shade(pal.trim, -0.3),
    }),
  );
  for (const x of [4.7, 8.3])
    s.add(
      cam.box([x - 0.11, 0.2, Z - 2.1, x + 0.11, beamY, Z - 1.9], {
        front: s.lin(st(0, "#b98a5a", 1, "#8a5f3a"), 0, 0, 1, 0),
        left: "#6e4a2c",
      }),
    );
  for (const x of [5.7, 7.3]) {
    const p = cam.p([x, 2.0, Z - 0.05]);
    const k = cam.scale([x, 2, Z]);
    s.add(
      `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${(k * 0.35).toFixed(1)}" fill="#ffd88a" opacity="0.4" filter="${s.blur(4)}"/>`,
    );
    s.add(
      `<rect x="${(p[0] - k * 0.06).toFixed(1)}" y="${(p[1] - k * 0.12).toFixed(1)}" width="${(k * 0.12).toFixed(1)}" height="${(k * 0.24).toFixed(1)}" fill="#1e1e20"/>`,
    );
  }
  // landscaping along the foundation
  const plants = ["#4f6b2e", "#5b7a35", "#3f5a2a"];
  for (let x = 0.4; x < 13.8; x += r.range(1.0, 1.5)) {
    if (x > 4.4 && x < 8.6) continue;
    const p = cam.p([x, 0, Z - 0.55]);
    shrub(
      s,
      r,
      p[0],
      p[1],
      cam.scale([x, 0, Z - 0.55]) * r.range(0.8, 1.1),
      r.pick(plants),
      r.chance(0.4) ? r.pick(["#e9a23b", "#d8547a", "#f4f0e6"]) : undefined,
    );
  }

  // front-gabled garage wing on the left
  const x0 = -6.6;
  s.add(cam.box([x0, 0, Zg, 0, 0.3, Z + 5], { front: "#a8a39a", left: "#8e8980" }));
  s.add(cam.box([x0, 0.3, Zg, 0, wall, Z + 5], { front: lit, left: shadeSide }));
  const G = planeZ(Zg);
  const GL = planeX(x0);
  s.add(lines(cam, G, x0, 0, 0.3, wall, 0.35, shade(pal.siding, -0.35), 0.04, true, 0.35));
  s.add(lines(cam, GL, Zg, Z + 5, 0.3, wall, 0.35, shade(pal.siding, -0.55), 0.04, true, 0.35));
  gableRoof(s, cam, {
    x0,
    x1: 0,
    z0: Zg,
    z1: Z + 5,
    y: wall,
    rise: 2.3,
    along: "z",
    roof: pal.roof,
    gable: lit,
    fascia: pal.trim,
  });
  windowOn(s, cam, GL, Zg + 3.5, 1.3, Zg + 5, 2.4, {
    frame: pal.frame,
    trim: shade(pal.trim, -0.2),
    glow: 0.5,
  });
  s.add(cam.quad(rectOn(G, x0 + 0.75, 0, -0.75, 2.6, 0.015), pal.trim));
  s.add(
    cam.quad(
      rectOn(G, x0 + 0.9, 0.02, -0.9, 2.45, 0.02),
      s.lin(st(0, shade(pal.accent, 0.05), 1, shade(pal.accent, -0.18))),
    ),
  );
  s.add(lines(cam, G, x0 + 0.9, -0.9, 0.02, 2.45, 0.6, shade(pal.accent, -0.4), 0.03, false, 0.6));
  s.add(lines(cam, G, x0 + 0.9, -0.9, 0.02, 2.45, 0.57, shade(pal.accent, -0.25), 0.03, true, 0.35));
  for (let i = 0; i < 4; i++)
    s.add(
      cam.quad(
        rectOn(G, x0 + 1.15 + i * 1.22, 1.85, x0 + 2.1 + i * 1.22, 2.25, 0.03),
        s.lin(st(0, "#c6d6e3", 1, "#52606c")),
      ),
    );
  s.add(
    cam.quad(
      [G(-3.7, 3.7, 0.02), G(-2.9, 3.7, 0.02), G(-2.9, 4.4, 0.02), G(-3.7, 4.4, 0.02)],
      shade(pal.siding, -0.3),
    ),
  );
  for (const x of [x0 + 0.4, -0.4]) {
    const p = cam.p([x, 2.2, Zg - 0.05]);
    const k = cam.scale([x, 2.2, Zg]);
    s.add(
      `<rect x="${(p[0] - k * 0.07).toFixed(1)}" y="${(p[1] - k * 0.14).toFixed(1)}" width="${(k * 0.14).toFixed(1)}" height="${(k * 0.28).toFixed(1)}" fill="#1e1e20"/>`,
    );
  }
  if (o.ladder) ladder(s, cam, [9.4, 0, Z - 1.4], pal);
  // foreground mesquite framing the view
  for (let i = 0; i < 3; i++) {
    const bp: V3 = [1 + i * 0.9 + r.range(0, 0.3), 0, 1.5 + r.range(-0.3, 0.3)];
    const q = cam.p(bp);
    if (i === 1) shrub(s, r, q[0], q[1] - 4, cam.scale(bp) * 1.1, "#58713a", "#e6b84a");
    boulder(s, r, q[0], q[1], cam.scale(bp) * r.range(0.6, 0.9));
  }
  const fp: [number, number, number] = [r.range(17, 19), 0, r.range(7, 9)];
  const fx = cam.p(fp);
  mesquite(s, r, fx[0], fx[1], cam.scale(fp) * 5.5, "#6a8241");
  s.finish(0.3, o.evening ? "#ff9a3c" : "#ffcf7a", 0.07);
}
