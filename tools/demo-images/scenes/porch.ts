/** Covered front porch with haint-blue ceiling, white columns, rockers and ferns. */
import { doorOn, lines, planeZ, segm, windowOn } from "./arch.ts";
import { Cam, hr } from "./camera.ts";
import { railing } from "./deck.ts";
import { type Rand, type Scene, ellipse, path, poly, shade, vary, type V3, v3, st } from "./lib.ts";
import { clouds, ground, shrub, sky } from "./nature.ts";

/** Covered front porch with haint-blue ceiling, white columns, rockers and ferns. */
export function porchScene(s: Scene, variant: number): void {
  const r: Rand = vary("porch", variant);
  const horizon = s.H * 0.5;
  const cam = new Cam(s.W, s.H, [-1.2, 1.5, 0], { yaw: 0.12, hy: 0.5, f: 1.0 });
  sky(s, horizon, { sunX: 0.9 });
  clouds(s, r, 4, s.H * 0.04, horizon * 0.5);
  ground(s, r, horizon, "#a9a865", "#5f7d2e", 150);
  const Z = 7.5;
  const y = 0.5;
  const siding = "#f1ede4";
  s.add(
    cam.box([-8, 0, Z, 8, 4.5, Z + 5], {
      front: s.lin(st(0, siding, 1, shade(siding, -0.1))),
    }),
  );
  s.add(lines(cam, planeZ(Z), -8, 8, 0, 4.5, 0.2, shade(siding, -0.35), 0.02, false, 0.5));
  const F = planeZ(Z);
  doorOn(s, cam, F, -0.5, 0.5, y + 2.2, { color: "#2e4a3a", glass: "top", trim: "#ffffff", glow: 0.6 });
  windowOn(s, cam, F, -3.4, y + 0.8, -1.8, y + 2.3, { frame: "#ffffff", shutters: "#2e4a3a", glow: 0.3 });
  windowOn(s, cam, F, 1.8, y + 0.8, 3.4, y + 2.3, { frame: "#ffffff", shutters: "#2e4a3a", glow: 0.3 });
  // Texas star above the door
  const starC = cam.p([0, 2.97, Z - 0.03]);
  const k = cam.scale([0, 2.97, Z]);
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = (i % 2 ? 0.05 : 0.12) * k;
    return [starC[0] + Math.cos(a) * rr, starC[1] + Math.sin(a) * rr] as [number, number];
  });
  s.add(poly(star, "#8a6a45"));
  // porch floor, ceiling and steps
  const [x0, x1, z0] = [-6, 6, 4.2];
  s.add(
    cam.box([x0, 0, z0, x1, y, Z], {
      front: "#d9d3c7",
      top: s.lin(st(0, "#9a7a5c", 1, "#7b5e45")),
      left: "#bdb6a9",
    }),
  );
  for (let z = z0; z < Z; z += 0.1)
    s.add(segm(cam, [x0, y + 0.002, z], [x1, y + 0.002, z], "#5e4633", 0.005, { opacity: 0.6 }));
  const ceil = 3.1;
  s.add(cam.quad(hr(x0 - 0.3, z0 - 0.3, x1 + 0.3, Z, ceil), s.lin(st(0, "#bcd9d9", 1, "#a4c7c8"))));
  for (let x = x0; x < x1; x += 0.12)
    s.add(segm(cam, [x, ceil - 0.002, z0 - 0.3], [x, ceil - 0.002, Z], "#8fb1b2", 0.006, { opacity: 0.7 }));
  s.add(
    cam.box([x0 - 0.3, ceil - 0.3, z0 - 0.35, x1 + 0.3, ceil + 0.1, z0 - 0.15], {
      front: "#ffffff",
      bottom: "#e7e3da",
    }),
  );
  s.add(
    cam.quad(
      v3(
        x0 - 0.3,
        ceil + 0.1,
        z0 - 0.35,
        x1 + 0.3,
        ceil + 0.1,
        z0 - 0.35,
        x1 + 0.3,
        ceil + 1.4,
        Z,
        x0 - 0.3,
        ceil + 1.4,
        Z,
      ),
      "#4f5256",
    ),
  );
  // ceiling fan
  const fc: V3 = [0, ceil - 0.4, 5.8];
  s.add(segm(cam, [0, ceil, 5.8], fc, "#2a2a2a", 0.03));
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    const b1: V3 = [Math.cos(a - 0.12) * 0.15, fc[1], fc[2] + Math.sin(a - 0.12) * 0.15];
    s.add(
      cam.quad(
        [
          b1,
          [Math.cos(a - 0.1) * 0.65, fc[1], fc[2] + Math.sin(a - 0.1) * 0.65],
          [Math.cos(a + 0.1) * 0.65, fc[1], fc[2] + Math.sin(a + 0.1) * 0.65],
          [Math.cos(a + 0.12) * 0.15, fc[1], fc[2] + Math.sin(a + 0.12) * 0.15],
        ],
        "#6b4b32",
      ),
    );
  }
  s.add(poly(cam.hEllipse(fc, 0.14, 0.14, 16), "#2a2a2a"));
  const rc = r.pick(["#3b3b3d", "#8a5a36", "#2e4a3a"]);
  rocker(s, cam, [-2.6, y, 6.3], rc);
  rocker(s, cam, [2.7, y, 6.3], rc);
  for (const x of [x0 + 0.15, -1.5, 1.5, x1 - 0.15])
    s.add(
      cam.box([x - 0.14, y, z0 + 0.05, x + 0.14, ceil - 0.3, z0 + 0.33], {
        front: s.lin(st(0, "#ffffff", 1, "#dcd8cf"), 0, 0, 1, 0),
        left: "#d2cdc2",
        right: "#c6c1b6",
      }),
    );
  railing(s, cam, [x0 + 0.3, y, z0 + 0.2], [-1.64, y, z0 + 0.2], "#ffffff", "#ffffff", 5);
  railing(s, cam, [1.64, y, z0 + 0.2], [x1 - 0.3, y, z0 + 0.2], "#ffffff", "#ffffff", 5);
  for (let kk = 2; kk >= 1; kk--)
    s.add(
      cam.box([-1.3, 0, z0 - (3 - kk) * 0.3, 1.3, kk * 0.167, z0], {
        front: "#cfc8bb",
        top: "#8d6e52",
        left: "#b9b2a5",
        right: "#b9b2a5",
      }),
    );
  for (const x of [-2.7, 2.7]) {
    const hp = cam.p([x, ceil - 0.8, z0 + 0.2]);
    const kk = cam.scale([x, ceil - 0.8, z0 + 0.2]);
    s.add(segm(cam, [x, ceil - 0.3, z0 + 0.2], [x, ceil - 0.75, z0 + 0.2], "#2a2a2a", 0.01));
    s.add(ellipse(hp[0], hp[1] + kk * 0.1, kk * 0.16, kk * 0.12, "#6b4f37"));
    for (let i = 0; i < 9; i++) {
      const a = (i / 8 - 0.5) * 2.6;
      s.add(
        path(
          `M${hp[0]},${hp[1]} q${Math.sin(a) * kk * 0.3},${-kk * 0.05} ${Math.sin(a) * kk * 0.45},${kk * (0.2 + Math.abs(a) * 0.12)}`,
          "none",
          { stroke: i % 2 ? "#4e8a3a" : "#3f7430", "stroke-width": kk * 0.05, "stroke-linecap": "round" },
        ),
      );
    }
  }
  for (const x of [-2.2, 2.2]) {
    const p = cam.p([x, 0, z0 - 0.6]);
    shrub(s, r, p[0], p[1], cam.scale([x, 0, z0 - 0.6]) * 1.0, "#4f6b2e", r.pick(["#e9a23b", "#d8547a"]));
  }
  s.finish(0.28, "#ffcf7a", 0.06);
}

function rocker(s: Scene, cam: Cam, p: V3, color: string): void {
  const [x, y, z] = p;
  const k = cam.scale(p);
  const base = cam.p([x, y, z]);
  s.add(ellipse(base[0], base[1], k * 0.4, k * 0.08, "#000", { opacity: 0.2 }));
  s.add(
    path(
      `M${base[0] - k * 0.35},${base[1] - k * 0.02} Q${base[0]},${base[1] + k * 0.06} ${base[0] + k * 0.38},${base[1] - k * 0.06}`,
      "none",
      { stroke: shade(color, -0.25), "stroke-width": k * 0.04 },
    ),
  );
  s.add(
    cam.box([x - 0.28, y + 0.38, z - 0.25, x + 0.28, y + 0.45, z + 0.25], {
      front: shade(color, -0.1),
      top: color,
    }),
  );
  for (let i = 0; i < 5; i++)
    s.add(
      segm(
        cam,
        [x - 0.24 + i * 0.12, y + 0.45, z + 0.25],
        [x - 0.24 + i * 0.12, y + 1.15, z + 0.32],
        shade(color, -0.05),
        0.05,
      ),
    );
  s.add(segm(cam, [x - 0.3, y + 1.15, z + 0.32], [x + 0.3, y + 1.15, z + 0.32], color, 0.07));
  for (const dx of [-0.26, 0.26]) {
    s.add(segm(cam, [x + dx, y + 0.02, z - 0.2], [x + dx, y + 0.4, z - 0.2], shade(color, -0.15), 0.04));
    s.add(segm(cam, [x + dx, y + 0.65, z - 0.25], [x + dx, y + 0.65, z + 0.25], color, 0.05));
  }
}
