/** Interior painting job in progress: half-rolled feature wall, drop cloth, ladder and cans. */
import { planeX, planeZ, rectOn, segm } from "./arch.ts";
import { Cam } from "./camera.ts";
import { viewWindow } from "./fittings.ts";
import { room } from "./interior.ts";
import { type Scene, ellipse, path, poly, shade, vary, type Pt, type V3, v3, st } from "./lib.ts";
import { paintCan, place } from "./tools.ts";

/** A-frame step ladder standing at floor point p. */
export function stepLadder(s: Scene, cam: Cam, p: V3, h = 1.6, color = "#d9dde1"): void {
  const [x, , z] = p;
  const legs: [V3, V3][] = [
    [
      [x - 0.25, 0, z - 0.35],
      [x - 0.2, h, z],
    ],
    [
      [x + 0.25, 0, z - 0.35],
      [x + 0.2, h, z],
    ],
    [
      [x - 0.25, 0, z + 0.35],
      [x - 0.2, h, z],
    ],
    [
      [x + 0.25, 0, z + 0.35],
      [x + 0.2, h, z],
    ],
  ];
  s.add(poly(cam.hEllipse([x, 0.002, z], 0.45, 0.5), "#000", { opacity: 0.2, filter: s.blur(6) }));
  for (const [a, b] of legs.slice(2)) s.add(segm(cam, a, b, shade(color, -0.2), 0.05));
  for (let t = 0.25; t < 0.95; t += 0.25) {
    const zz = z - 0.35 * (1 - t);
    s.add(
      cam.box([x - 0.24 + 0.05 * t, h * t - 0.03, zz - 0.06, x + 0.24 - 0.05 * t, h * t, zz + 0.06], {
        top: "#b8bdc2",
        front: "#8d949a",
      }),
    );
  }
  for (const [a, b] of legs.slice(0, 2)) s.add(segm(cam, a, b, color, 0.05));
  s.add(cam.box([x - 0.24, h, z - 0.15, x + 0.24, h + 0.05, z + 0.12], { top: "#f2b21b", front: "#c98f0c" }));
}

export function paintingScene(s: Scene, variant = 1): void {
  const r = vary("painting", variant);
  const fresh = r.pick(["#5f7f6e", "#39536f", "#b86b4b"]);
  const old = "#ece4d2";
  const [hw, d, h] = [3, 5.6, 2.7];
  const cam = new Cam(s.W, s.H, [0.3, 1.45, 0], { hy: 0.47, f: 0.95 });
  room(s, cam, r, {
    hw,
    d,
    h,
    wall: old,
    side: shade(fresh, 0.05),
    floor: { kind: "wood", color: "#a8774b" },
  });
  viewWindow(s, cam, r, planeX(-hw, 1), 2.2, 0.95, 4.0, 2.3, "#f4f1ea", 2);
  // back wall half painted with a rolled, ragged wet edge
  const B = planeZ(d);
  const edgeX = r.range(0.2, 0.8);
  const pts: Pt[] = [cam.p([-hw, 0.1, d]), cam.p([-hw, h, d])];
  for (let y = h; y >= 0.1; y -= 0.12)
    pts.push(cam.p([edgeX + r.range(-0.12, 0.12) + (y > 1.6 ? -0.2 : 0), y, d]));
  s.add(poly(pts, s.lin(st(0, shade(fresh, 0.08), 1, shade(fresh, -0.06)))));
  s.add(poly(pts, "none", { stroke: shade(fresh, 0.2), "stroke-width": 3, opacity: 0.4 }));
  // painter's tape along ceiling and baseboard, colour swatches
  s.add(cam.quad(rectOn(B, -hw, h - 0.05, hw, h, 0.01), "#3b7fd1"));
  s.add(cam.quad(rectOn(B, -hw, 0.1, hw, 0.14, 0.01), "#3b7fd1"));
  ["#5f7f6e", "#39536f", "#b86b4b", "#d9c7a1"].forEach((c, i) =>
    s.add(cam.quad(rectOn(B, 1.4 + i * 0.3, 1.5, 1.64 + i * 0.3, 1.74, 0.01), c)),
  );
  // drop cloth
  const cloth: V3[] = v3(-2.6, 0.004, 3.6, 2.2, 0.004, 3.4, 2.6, 0.004, d - 0.05, -2.9, 0.004, d - 0.05);
  s.add(cam.quad(cloth, s.lin(st(0, "#e8dfcb", 1, "#d7ccb4"))));
  for (let i = 0; i < 5; i++) {
    const a = cam.p([r.range(-2.5, 2), 0.005, r.range(3.7, 5.4)]);
    s.add(
      path(
        `M${a[0]},${a[1]} q${r.range(40, 90)},${r.range(-8, 8)} ${r.range(120, 220)},${r.range(-6, 6)}`,
        "none",
        { stroke: "#b9ad94", "stroke-width": 3, opacity: 0.6 },
      ),
    );
  }
  for (let i = 0; i < 6; i++) {
    const a = cam.p([r.range(-1.5, 1.5), 0.006, r.range(3.8, 5.3)]);
    s.add(ellipse(a[0], a[1], r.range(4, 9), r.range(2, 4), fresh, { opacity: 0.8 }));
  }
  stepLadder(s, cam, [1.7, 0, 4.5], 1.5);
  // roller on extension pole leaning on the wall
  const p0: V3 = [edgeX - 0.2, 0, 4.2];
  const p1: V3 = [edgeX + 0.05, 1.75, d - 0.12];
  s.add(segm(cam, p0, p1, "#2f2f31", 0.03));
  const rc = cam.p(p1);
  const k = cam.scale(p1);
  s.add(
    path(`M${rc[0]},${rc[1]} q${k * 0.02},${-k * 0.12} ${k * 0.14},${-k * 0.12}`, "none", {
      stroke: "#9aa0a6",
      "stroke-width": k * 0.012,
    }),
  );
  s.add(
    `<rect x="${(rc[0] + k * 0.02).toFixed(1)}" y="${(rc[1] - k * 0.2).toFixed(1)}" width="${(k * 0.25).toFixed(1)}" height="${(k * 0.09).toFixed(1)}" rx="${(k * 0.04).toFixed(1)}" fill="${fresh}"/>`,
  );
  // tray + cans
  const tray: V3[] = v3(-1.2, 0.03, 3.9, -0.75, 0.03, 3.9, -0.7, 0.03, 4.45, -1.25, 0.03, 4.45);
  s.add(
    cam.quad(tray, "#9aa0a6"),
    cam.quad(
      tray.map(([x, , z]) => [x + (x < -1 ? 0.04 : -0.04), 0.035, z + (z < 4 ? 0.04 : -0.04)] as V3),
      fresh,
    ),
  );
  for (const [x, z, c] of [
    [-1.9, 4.2, fresh],
    [-1.5, 4.8, "#f4f1ea"],
  ] as const) {
    const q = cam.p([x, 0, z]);
    const kk = cam.scale([x, 0, z]) / 240;
    s.add(place(q[0] - 30 * kk, q[1] - 70 * kk, 0, kk, paintCan(s, c)));
  }
  s.finish(0.28, "#ffd9a0", 0.05);
}
