/** Living-room ceiling fan seen from below, under a beamed ceiling. */
import { planeZ } from "./arch.ts";
import { Cam } from "./camera.ts";
import { recessed, viewWindow } from "./fittings.ts";
import { room } from "./interior.ts";
import { type Scene, ellipse, g, rect, shade, vary, type V3, st } from "./lib.ts";

export function ceilingFanScene(s: Scene, variant = 1): void {
  const r = vary("fan", variant);
  const [hw, d, h] = [3.4, 5.6, 3.1];
  const cam = new Cam(s.W, s.H, [0, 1.4, 0], { pitch: 0.4, hy: 0.5, f: 0.95 });
  const wood = r.pick(["#8a5a36", "#b48556", "#5e4330"]);
  room(s, cam, r, { hw, d, h, wall: r.pick(["#e9e3d7", "#dfe5e2"]), ceiling: "#f8f6f1" });
  viewWindow(s, cam, r, planeZ(d, -1), -2.2, 1.0, -0.2, 2.6, "#2a2a2c", 2);
  viewWindow(s, cam, r, planeZ(d, -1), 0.2, 1.0, 2.2, 2.6, "#2a2a2c", 2);
  for (const x of [-2.4, 2.4])
    s.add(
      cam.box([x - 0.1, h - 0.22, 0.2, x + 0.1, h, d], {
        bottom: shade(wood, -0.15),
        left: shade(wood, -0.3),
        right: shade(wood, -0.3),
      }),
    );
  s.add(
    cam.box([-hw, h - 0.22, d - 0.2, hw, h, d], { front: shade(wood, -0.05), bottom: shade(wood, -0.2) }),
  );
  for (const x of [-1.3, 1.3]) recessed(s, cam, x, 4.4, h);
  const c: V3 = [0, h - 0.45, 2.3];
  s.add(cam.seg([0, h, 2.3], c, "#2a2a2a", Math.max(2, cam.scale(c) * 0.03)));
  const blades: V3[][] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + r.range(0, 1);
    const pt = (rad: number, off: number): V3 => [
      c[0] + Math.cos(a) * rad - Math.sin(a) * off,
      c[1] - 0.02,
      c[2] + Math.sin(a) * rad + Math.cos(a) * off,
    ];
    blades.push([pt(0.2, -0.05), pt(0.95, -0.09), pt(0.98, 0), pt(0.95, 0.09), pt(0.2, 0.05)]);
  }
  for (const b of blades) {
    s.add(cam.quad(b, s.lin(st(0, shade(wood, -0.2), 1, shade(wood, 0.1)))));
    s.add(cam.seg(b[0], b[4], "#2a2a2a", Math.max(2, cam.scale(b[0]) * 0.03)));
  }
  const [cx, cy] = cam.p(c);
  const k = cam.scale(c);
  s.add(ellipse(cx, cy + k * 0.1, k * 0.8, k * 0.5, "#fff2c9", { opacity: 0.35, filter: s.blur(20) }));
  s.add(
    g([
      rect(
        cx - k * 0.17,
        cy - k * 0.08,
        k * 0.34,
        k * 0.12,
        s.lin(st(0, "#3a3a3c", 0.5, "#6a6a6e", 1, "#2a2a2c"), 0, 0, 1, 0),
        { rx: k * 0.05 },
      ),
      ellipse(cx, cy + k * 0.05, k * 0.17, k * 0.05, "#2a2a2c"),
      ellipse(cx, cy + k * 0.1, k * 0.12, k * 0.08, s.rad(st(0, "#fffdf0", 1, "#f3dca0"))),
    ]),
  );
  s.finish(0.28, "#ffd9a0", 0.05);
}
