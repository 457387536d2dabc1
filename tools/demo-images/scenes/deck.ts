/** Backyard deck scene, plus the railing shared with the porch. */
import { lines, planeZ, segm, windowOn } from "./arch.ts";
import { Cam, hr, zr } from "./camera.ts";
import { plant } from "./fittings.ts";
import { type Scene, poly, shade, vary, type V3, v3, st } from "./lib.ts";
import { clouds, ground, mesquite, shrub, sky, treeline } from "./nature.ts";

/** Railing between two points at deck level y: posts, rails and balusters. */
export function railing(s: Scene, cam: Cam, a: V3, b: V3, wood: string, bal: string, step = 1.8): void {
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const at = (t: number, y: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + y, a[2] + (b[2] - a[2]) * t];
  for (let u = 0.06; u < len; u += 0.12) s.add(segm(cam, at(u / len, 0.08), at(u / len, 0.9), bal, 0.018));
  s.add(segm(cam, at(0, 0.08), at(1, 0.08), shade(wood, -0.15), 0.05));
  const n = Math.max(1, Math.round(len / step));
  for (let i = 0; i <= n; i++) {
    const c = at(i / n, 0);
    s.add(
      cam.box([c[0] - 0.06, c[1] - 0.05, c[2] - 0.06, c[0] + 0.06, c[1] + 1.0, c[2] + 0.06], {
        front: shade(wood, 0.05),
        left: shade(wood, -0.12),
        right: shade(wood, -0.18),
        top: shade(wood, 0.2),
      }),
    );
  }
  s.add(segm(cam, at(0, 0.95), at(1, 0.95), shade(wood, 0.12), 0.09));
}

function umbrella(s: Scene, cam: Cam, c: V3, color: string): void {
  const top: V3 = [c[0], c[1] + 2.35, c[2]];
  s.add(segm(cam, c, top, "#e9e4d9", 0.04));
  const rim: V3[] = [];
  for (let i = 0; i < 8; i++) {
    const t = (i / 8) * Math.PI * 2 + 0.2;
    rim.push([c[0] + Math.cos(t) * 1.3, c[1] + 1.95, c[2] + Math.sin(t) * 1.3]);
  }
  const rp = rim.map((p) => cam.p(p));
  const tp = cam.p(top);
  s.add(poly(rp, shade(color, -0.4)));
  rp.forEach((p, i) => {
    const q = rp[(i + 1) % rp.length];
    if ((q[0] - p[0]) * (tp[1] - p[1]) - (q[1] - p[1]) * (tp[0] - p[0]) < 0) return;
    s.add(poly([p, q, tp], i % 2 ? color : shade(color, 0.12)));
  });
}

function chair(s: Scene, cam: Cam, p: V3, color: string, facing: 1 | -1): void {
  const [x, y, z] = p;
  s.add(
    cam.box([x - 0.3, y, z - 0.3, x + 0.3, y + 0.4, z + 0.3], {
      front: shade(color, -0.1),
      top: color,
      left: shade(color, -0.2),
      right: shade(color, -0.25),
    }),
  );
  const bz = facing > 0 ? z + 0.25 : z - 0.3;
  s.add(
    cam.box([x - 0.3, y + 0.4, bz, x + 0.3, y + 0.95, bz + 0.06], {
      front: shade(color, 0.05),
      back: shade(color, -0.1),
      left: shade(color, -0.2),
      right: shade(color, -0.2),
      top: color,
    }),
  );
  s.add(
    cam.box([x - 0.26, y + 0.4, z - 0.26, x + 0.26, y + 0.5, z + 0.26], { top: "#efe7d6", front: "#d8cdb8" }),
  );
}

export function deckScene(s: Scene, variant: number, wood = "#a8703f"): void {
  const r = vary("deck", variant);
  const horizon = s.H * 0.42;
  const cam = new Cam(s.W, s.H, [2.2, 2.0, 0], { yaw: -0.1, hy: 0.42, f: 1.0 });
  sky(s, horizon, { sunX: 0.15 });
  clouds(s, r, 5, s.H * 0.04, horizon * 0.6);
  treeline(s, r, horizon, "#5d6b3c", 10);
  ground(s, r, horizon, "#a9a865", "#5f7d2e", 200);
  const mq: V3 = [-9, 0, 18];
  const mp = cam.p(mq);
  mesquite(s, r, mp[0], mp[1], cam.scale(mq) * 7, "#6f8440");
  // house back wall
  const Z = 13;
  const wallC = r.pick(["#e9e2d3", "#d7dde0", "#e6d9c3"]);
  s.add(
    cam.box([-9, 0, Z, 9, 3.2, Z + 6], {
      front: s.lin(st(0, shade(wallC, 0.05), 1, shade(wallC, -0.1))),
    }),
  );
  s.add(lines(cam, planeZ(Z), -9, 9, 0, 3.2, 0.18, shade(wallC, -0.3), 0.02, false, 0.55));
  s.add(cam.quad(hr(-9.5, Z - 0.5, 9.5, Z, 3.2), "#d9d4ca"));
  s.add(cam.box([-9.5, 3.05, Z - 0.55, 9.5, 3.25, Z - 0.45], { front: "#f4f1ea", bottom: "#cfc9bd" }));
  s.add(
    cam.quad(
      v3(-9.5, 3.25, Z - 0.55, 9.5, 3.25, Z - 0.55, 9.5, 5.0, Z + 2, -9.5, 5.0, Z + 2),
      s.lin(st(0, "#4a4c50", 1, "#5d5f63")),
    ),
  );
  const F = planeZ(Z);
  // sliding door + windows
  s.add(cam.quad(zr(-1.3, 0.75, 1.3, 2.95, Z - 0.01), "#f4f1ea"));
  s.add(cam.quad(zr(-1.2, 0.75, 1.2, 2.85, Z - 0.02), s.lin(st(0, "#cfe0ea", 0.5, "#6d8191", 1, "#3d4852"))));
  s.add(segm(cam, [0, 0.75, Z - 0.03], [0, 2.85, Z - 0.03], "#2b2b2d", 0.06));
  windowOn(s, cam, F, -5.6, 1.5, -3.8, 2.6, { frame: "#2b2b2d", glow: 0.2 });
  windowOn(s, cam, F, 3.4, 1.5, 5.2, 2.6, { frame: "#2b2b2d", glow: 0.2 });
  // deck platform
  const y = 0.75;
  const [x0, x1, z0] = [-4.6, 4.6, 8];
  s.add(cam.quad(hr(x0, z0 - 0.3, x1 + 0.8, Z, 0.005), "#1f2a10", { opacity: 0.3, filter: s.blur(6) }));
  s.add(cam.box([x0, 0, z0, x1, y, Z], { front: "#2c2217", left: "#2c2217", right: "#2c2217" }));
  s.add(cam.quad(hr(x0, z0, x1, Z, y), s.lin(st(0, shade(wood, 0.08), 1, shade(wood, -0.08)))));
  for (let z = z0; z < Z; z += 0.145) {
    if (r.chance(0.5))
      s.add(cam.quad(hr(x0, z, x1, z + 0.14, y + 0.001), shade(wood, r.range(-0.1, 0.1)), { opacity: 0.7 }));
    s.add(segm(cam, [x0, y + 0.002, z], [x1, y + 0.002, z], shade(wood, -0.45), 0.008, { opacity: 0.7 }));
  }
  s.add(
    cam.box([x0 - 0.03, y - 0.25, z0 - 0.04, x1 + 0.03, y + 0.02, z0], {
      front: shade(wood, -0.05),
      left: shade(wood, -0.2),
      right: shade(wood, -0.25),
    }),
  );
  s.add(cam.box([x0 - 0.04, y - 0.25, z0, x0, y + 0.02, Z], { left: shade(wood, -0.2) }));
  // furniture
  const tc: V3 = [-2.4, y, 10.8];
  umbrella(s, cam, tc, r.pick(["#2f6f73", "#b8532f", "#e9dcc3"]));
  chair(s, cam, [-3.3, y, 11.3], "#f2efe8", 1);
  chair(s, cam, [-1.5, y, 11.3], "#f2efe8", 1);
  s.add(poly(cam.hEllipse([tc[0], y + 0.72, tc[2]], 0.55, 0.55), s.lin(st(0, "#3b3b3d", 1, "#1f1f21"))));
  s.add(segm(cam, tc, [tc[0], y + 0.72, tc[2]], "#2a2a2a", 0.06));
  // grill
  s.add(
    cam.box([2.6, y + 0.1, 11.8, 3.6, y + 0.95, 12.5], {
      front: s.lin(st(0, "#3a3b3e", 1, "#151618")),
      top: "#2a2b2e",
      left: "#222326",
    }),
  );
  s.add(segm(cam, [2.8, y + 0.85, 11.78], [3.4, y + 0.85, 11.78], "#b8bcc1", 0.03));
  for (const [px, pz] of [
    [-4.1, 12.5],
    [4.1, 9],
  ] as const) {
    const p = cam.p([px, y, pz]);
    plant(s, r, p[0], p[1], cam.scale([px, y, pz]) * 1.0, "#b5653b", "#4a7a3c");
  }
  // railings and stairs
  railing(s, cam, [x0, y, Z], [x0, y, z0], wood, "#1d1d1f");
  railing(s, cam, [x1, y, Z], [x1, y, z0], wood, "#1d1d1f");
  railing(s, cam, [x0, y, z0], [-0.85, y, z0], wood, "#1d1d1f");
  railing(s, cam, [0.85, y, z0], [x1, y, z0], wood, "#1d1d1f");
  for (let k = 3; k >= 1; k--) {
    const h = k * 0.1875;
    s.add(
      cam.box([-0.85, 0, z0 - (4 - k) * 0.28, 0.85, h, z0], {
        front: shade(wood, -0.25),
        top: s.lin(st(0, shade(wood, 0.1), 1, wood)),
        left: shade(wood, -0.35),
        right: shade(wood, -0.35),
      }),
    );
  }
  for (const x of [-3.5, 3.2, 5.6]) {
    const p = cam.p([x, 0, 6.8]);
    shrub(
      s,
      r,
      p[0],
      p[1],
      cam.scale([x, 0, 6.8]) * 1.1,
      r.pick(["#4f6b2e", "#5b7a35"]),
      r.chance(0.5) ? "#e9a23b" : undefined,
    );
  }
  s.finish(0.28, "#ffcf7a", 0.06);
}
