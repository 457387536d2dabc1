/** Installer at work on a new entry door and window (hero image). */
import { doorOn, lines, planeZ, rectOn, segm, windowOn } from "./arch.ts";
import { Cam, hr } from "./camera.ts";
import { type Scene, ellipse, path, poly, rect, shade, vary, type Pt, type V3, v3, st } from "./lib.ts";
import { clouds, ground, mesquite, shrub, sky } from "./nature.ts";
import { drill, place, toolbox } from "./tools.ts";

/** Installer seen from behind, feet at screen point `feet`, k px per metre, reaching for `hand`. */
function installer(s: Scene, feet: Pt, k: number, hand: Pt, shirt: string): void {
  const u = k / 100; // px per cm
  const P = (x: number, y: number): Pt => [feet[0] + x * u, feet[1] + y * u];
  const ps = (pts: [number, number][]): Pt[] => pts.map(([x, y]) => P(x, y));
  const skin = "#c68a62";
  const jeans = s.lin(st(0, "#46658f", 1, "#2f4a6d"), 0, 0, 1, 0);
  s.add(ellipse(feet[0], feet[1], 40 * u, 7 * u, "#000", { opacity: 0.3, filter: s.blur(5) }));
  s.add(
    poly(
      ps([
        [-20, -94],
        [-4, -94],
        [-6, -10],
        [-17, -10],
      ]),
      jeans,
    ),
    poly(
      ps([
        [0, -94],
        [17, -94],
        [16, -10],
        [5, -10],
      ]),
      jeans,
    ),
  );
  s.add(
    path(`M${P(-20, -12).join(",")} h${15 * u} v${12 * u} h${-19 * u}Z`, "#4a3120"),
    path(`M${P(3, -12).join(",")} h${15 * u} v${12 * u} h${-15 * u}Z`, "#4a3120"),
  );
  // arms behind the torso for depth
  const sh: Pt = P(19, -146);
  const elbow: Pt = [(sh[0] + hand[0]) / 2 + 6 * u, Math.max(sh[1], hand[1]) + 16 * u];
  s.add(
    path(`M${sh.join(",")} L${elbow.join(",")} L${hand.join(",")}`, "none", {
      stroke: shade(shirt, -0.15),
      "stroke-width": 11 * u,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  s.add(
    path(`M${elbow.join(",")} L${hand.join(",")}`, "none", {
      stroke: skin,
      "stroke-width": 8.5 * u,
      "stroke-linecap": "round",
    }),
  );
  s.add(
    poly(
      ps([
        [-21, -92],
        [20, -92],
        [23, -148],
        [12, -156],
        [-13, -156],
        [-24, -148],
      ]),
      s.lin(st(0, shade(shirt, 0.1), 1, shade(shirt, -0.2)), 0, 0, 1, 0),
    ),
  );
  s.add(
    path(`M${P(-2, -150).join(",")} q${-2 * u},${25 * u} ${1 * u},${50 * u}`, "none", {
      stroke: shade(shirt, -0.25),
      "stroke-width": 1.5 * u,
      opacity: 0.6,
    }),
  );
  // tool belt with pouches and a hammer
  s.add(rect(...P(-23, -102), 46 * u, 9 * u, "#6b4426"));
  s.add(
    rect(...P(-29, -100), 12 * u, 22 * u, "#8a5a33", { rx: 2 * u }),
    rect(...P(17, -100), 12 * u, 20 * u, "#8a5a33", { rx: 2 * u }),
  );
  s.add(rect(...P(22, -96), 3 * u, 30 * u, "#c99a62"), rect(...P(18, -100), 12 * u, 4 * u, "#555"));
  // left arm hanging with a drill
  const lh: Pt = P(-30, -96);
  s.add(
    path(`M${P(-20, -146).join(",")} Q${P(-31, -122).join(",")} ${lh.join(",")}`, "none", {
      stroke: shade(shirt, -0.1),
      "stroke-width": 11 * u,
      "stroke-linecap": "round",
    }),
  );
  s.add(
    path(`M${P(-28, -118).join(",")} L${lh.join(",")}`, "none", {
      stroke: skin,
      "stroke-width": 8.5 * u,
      "stroke-linecap": "round",
    }),
  );
  s.add(place(lh[0] - 6 * u, lh[1] + 2 * u, 90, 0.35 * u, drill(s, "#f2b21b")));
  // neck, head from behind, cap
  s.add(rect(...P(-5, -164), 10 * u, 10 * u, shade(skin, -0.1)));
  // head in profile, looking at the level on the right
  s.add(ellipse(...P(1, -171), 10 * u, 12 * u, skin));
  s.add(path(`M${P(9, -176).join(",")} l${4 * u},${6 * u} l${-3.5 * u},${1.5 * u}Z`, skin));
  s.add(
    path(
      `M${P(-9, -176).join(",")} Q${P(-11, -162).join(",")} ${P(-3, -160).join(",")} L${P(-1, -172).join(",")} L${P(-3, -180).join(",")}Z`,
      "#3a2a1e",
    ),
  );
  s.add(ellipse(...P(-1, -171), 2.6 * u, 3.6 * u, shade(skin, -0.15)));
  s.add(ellipse(...P(7, -174), 1 * u, 1.1 * u, "#2a1d14"));
  const cap = shirt === "#2f4a63" ? "#e07a2e" : "#2f4a63";
  s.add(
    path(
      `M${P(-10, -176).join(",")} Q${P(-10, -192).join(",")} ${P(1, -192).join(",")} Q${P(11, -192).join(",")} ${P(11, -178).join(",")}Z`,
      cap,
    ),
  );
  s.add(
    path(
      `M${P(8, -179).join(",")} L${P(20, -177).join(",")} L${P(19, -175).join(",")} L${P(8, -176).join(",")}Z`,
      shade(cap, -0.2),
    ),
  );
}

export function installScene(s: Scene, variant = 1): void {
  const r = vary("install", variant);
  const horizon = s.H * 0.5;
  const cam = new Cam(s.W, s.H, [-0.6, 1.5, 0], { yaw: 0.1, hy: 0.5, f: 1.0 });
  sky(s, horizon, { sunX: 0.85 });
  clouds(s, r, 5, 20, horizon * 0.5);
  ground(s, r, horizon, "#a9a865", "#5f7d2e", 160);
  const mq: V3 = [9, 0, 12];
  const mp = cam.p(mq);
  mesquite(s, r, mp[0], mp[1], cam.scale(mq) * 6.5, "#6f8440");
  const Z = 5.5;
  const siding = r.pick(["#d7dde0", "#e6dfd0", "#c9d3cc"]);
  s.add(
    cam.box([-9, 0, Z, 7, 3.0, Z + 6], {
      front: s.lin(st(0, shade(siding, 0.06), 1, shade(siding, -0.08))),
    }),
  );
  const F = planeZ(Z);
  s.add(lines(cam, F, -9, 7, 0, 3.0, 0.2, shade(siding, -0.35), 0.02, false, 0.55));
  s.add(cam.quad(hr(-9.5, Z - 0.6, 7.5, Z, 3.0), "#e8e4dc"));
  s.add(cam.box([-9.5, 2.85, Z - 0.65, 7.5, 3.08, Z - 0.55], { front: "#f7f5f0", bottom: "#d8d3ca" }));
  s.add(
    cam.quad(v3(-9.5, 3.08, Z - 0.65, 7.5, 3.08, Z - 0.65, 7.5, 4.6, Z + 2, -9.5, 4.6, Z + 2), "#505357"),
  );
  // porch slab
  s.add(
    cam.box([-3.2, 0, Z - 2.2, 1.2, 0.12, Z], {
      front: "#b9b3a7",
      top: s.lin(st(0, "#d9d3c6", 1, "#c7c0b2")),
      left: "#a8a195",
      right: "#a8a195",
    }),
  );
  // rough opening with new door: raw jamb on the left, trim on the right
  s.add(cam.quad(rectOn(F, -1.4, 0.12, -0.3, 2.35, 0.005), "#3a2f26"));
  doorOn(s, cam, F, -1.3, -0.4, 2.25, {
    color: r.pick(["#2f4a3a", "#7a3b2a", "#2c3e57"]),
    glass: "slim",
    trim: "#d9b98a",
    glow: 0.5,
  });
  s.add(cam.quad(rectOn(F, -1.42, 0.12, -1.3, 2.37, 0.02), "#d9b98a"));
  for (const y of [0.5, 1.2, 1.9]) s.add(cam.quad(rectOn(F, -1.45, y, -1.3, y + 0.08, 0.03), "#e8cfa3"));
  s.add(cam.quad(rectOn(F, -0.3, 0.12, -0.18, 2.47, 0.03), "#f7f5f0"));
  s.add(cam.quad(rectOn(F, -1.56, 2.37, -0.18, 2.47, 0.03), "#f7f5f0"));
  windowOn(s, cam, F, -5.6, 1.0, -4.0, 2.3, { frame: "#f7f5f0", cols: 2, glow: 0.2 });
  // new window with protective film + label
  windowOn(s, cam, F, 1.4, 1.0, 3.0, 2.3, { frame: "#f7f5f0", cols: 2, glow: 0.1 });
  s.add(cam.quad(rectOn(F, 1.4, 1.0, 3.0, 2.3, 0.04), "#7fb7de", { opacity: 0.35 }));
  s.add(cam.quad(rectOn(F, 2.45, 1.1, 2.9, 1.4, 0.045), "#ffffff"));
  s.add(cam.quad(rectOn(F, 2.5, 1.28, 2.85, 1.34, 0.05), "#2f6fd0"));
  // new sconce going up
  const sc = cam.p(F(0.1, 1.75, 0.05));
  const kk = cam.scale(F(0.1, 1.75));
  s.add(
    rect(sc[0] - kk * 0.07, sc[1] - kk * 0.16, kk * 0.14, kk * 0.3, "#1e1e20", { rx: kk * 0.02 }),
    rect(sc[0] - kk * 0.045, sc[1] - kk * 0.1, kk * 0.09, kk * 0.18, "#ffe7ad"),
  );
  // level held against the jamb
  const lv0 = cam.p(F(-1.36, 0.8, 0.12));
  const lv1 = cam.p(F(-1.36, 2.05, 0.12));
  s.add(segm(cam, F(-1.36, 0.8, 0.12), F(-1.36, 2.05, 0.12), "#f2b21b", 0.06));
  const mid: Pt = [(lv0[0] + lv1[0]) / 2, (lv0[1] + lv1[1]) / 2];
  s.add(ellipse(mid[0], mid[1], 3, 7, "#bfe89a"));
  const feet: V3 = [-2.05, 0.12, Z - 0.75];
  installer(s, cam.p(feet), cam.scale(feet), [mid[0] - 6, mid[1] - 10], r.pick(["#2f4a63", "#e07a2e"]));
  // supplies on the porch and lawn
  const tb = cam.p([-3.0, 0.12, Z - 1.2]);
  s.add(place(tb[0] - 70, tb[1] - 60, 0, cam.scale([-3, 0, Z - 1.2]) / 200, toolbox(s)));
  s.add(
    cam.box([0.1, 0.12, Z - 1.6, 0.7, 0.45, Z - 1.1], { top: "#d8b783", front: "#b8935c", left: "#a9844f" }),
  );
  s.add(cam.quad(hr(0.1, Z - 1.38, 0.7, Z - 1.32, 0.451), "#c9b48a"));
  s.add(
    cam.box([2.2, 0, Z - 1.0, 3.4, 1.1, Z - 0.88], {
      front: s.lin(st(0, "#c9a56e", 1, "#b08c57")),
      left: "#9e7b48",
      top: "#d8b783",
    }),
  );
  s.add(cam.quad(rectOn(planeZ(Z - 1.0), 2.4, 0.6, 3.2, 0.9, 0.01), "#f4f1ea"));
  s.add(cam.quad(rectOn(planeZ(Z - 1.0), 2.45, 0.7, 2.9, 0.78, 0.02), "#2f6fd0"));
  for (const x of [4.2, 5.6]) {
    const p = cam.p([x, 0, Z - 0.5]);
    shrub(s, r, p[0], p[1], cam.scale([x, 0, Z - 0.5]) * 1.0, "#4f6b2e", "#e9a23b");
  }
  s.finish(0.28, "#ffcf7a", 0.06);
}
