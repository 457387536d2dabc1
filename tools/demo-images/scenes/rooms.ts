/** Interior job scenes: new flooring being laid, and a dining room under a sputnik chandelier. */
import { planeX, planeZ, rectOn, segm } from "./arch.ts";
import { Cam, hr, zr } from "./camera.ts";
import { plant, viewWindow } from "./fittings.ts";
import { floor, room } from "./interior.ts";
import { type Scene, ellipse, shade, vary, type V3, st } from "./lib.ts";

export function flooringScene(s: Scene, variant = 1): void {
  const r = vary("flooring", variant);
  const wood = r.pick(["#b9844f", "#c9a06c", "#8e5f3c"]);
  const [hw, d, h] = [3.2, 6, 2.7];
  const cam = new Cam(s.W, s.H, [-0.4, 1.55, 0], { hy: 0.42, f: 0.95, yaw: 0.05 });
  room(s, cam, r, { hw, d, h, wall: "#f1eee8" });
  viewWindow(s, cam, r, planeZ(d, -1), -1.4, 0.7, 1.2, 2.3, "#f4f1ea", 3);
  // subfloor + underlayment + installed planks with a staggered leading edge
  s.add(cam.quad(hr(-hw, 0.2, hw, d, 0), s.lin(st(0, "#c9ab7e", 1, "#b39366"))));
  const osb: string[] = [];
  for (let i = 0; i < 260; i++) {
    const p = cam.p([r.range(-hw, hw), 0.001, r.range(3, d)]);
    osb.push(
      ellipse(p[0], p[1], r.range(2, 7), r.range(1, 2.5), r.pick(["#a88a5c", "#d8bd90", "#9c7d52"]), {
        opacity: 0.7,
      }),
    );
  }
  s.add(...osb);
  s.add(
    cam.quad(hr(-hw, 2.6, hw, 4.6, 0.003), "#9fb3c4", {
      opacity: 0.9,
    }),
  );
  s.add(segm(cam, [-hw, 0.004, 3.6], [hw, 0.004, 3.6], "#7f95a8", 0.01));
  floor(s, cam, r, -hw, hw, 0.2, 3.2, { kind: "wood", color: wood, size: 0.19 });
  for (let x = -hw; x < hw - 0.01; x += 0.19) {
    const extra = r.range(0, 1.3);
    s.add(cam.quad(hr(x, 3.2, x + 0.19, 3.2 + extra, 0.006), shade(wood, r.range(-0.1, 0.1))));
    s.add(segm(cam, [x, 0.007, 3.2], [x, 0.007, 3.2 + extra], shade(wood, -0.4), 0.008));
    s.add(cam.box([x, 0, 3.2 + extra - 0.004, x + 0.19, 0.014, 3.2 + extra], { back: shade(wood, -0.3) }));
  }
  // underlayment roll, boxes of planks, loose boards, mallet
  const roll: V3 = [-2.2, 0.18, 5.2];
  const rp = cam.p(roll);
  const rk = cam.scale(roll);
  s.add(
    `<rect x="${(rp[0] - rk * 0.5).toFixed(1)}" y="${(rp[1] - rk * 0.18).toFixed(1)}" width="${rk.toFixed(1)}" height="${(rk * 0.36).toFixed(1)}" rx="${(rk * 0.18).toFixed(1)}" fill="${s.lin(
      st(0, "#c3d2de", 1, "#7f95a8"),
    )}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const y0 = i * 0.1;
    s.add(
      cam.box([1.4, y0, 4.6 + (i % 2) * 0.05, 2.7, y0 + 0.1, 4.85 + (i % 2) * 0.05], {
        front: s.lin(st(0, "#d9bf93", 1, "#c2a474")),
        top: "#e6cfa6",
        left: "#b5976a",
      }),
    );
    s.add(cam.quad(zr(1.6, y0 + 0.03, 2.0, y0 + 0.07, 4.59 + (i % 2) * 0.05), "#2f5d8a"));
  }
  for (let i = 0; i < 3; i++)
    s.add(
      cam.box(
        [
          0.8 + i * 0.05,
          0.016 + i * 0.016,
          3.9 + i * 0.21,
          2.6 + i * 0.05,
          0.032 + i * 0.016,
          4.09 + i * 0.21,
        ],
        { top: shade(wood, 0.05 * i), front: shade(wood, -0.25), left: shade(wood, -0.3) },
      ),
    );
  const m = cam.p([-0.6, 0.02, 2.2]);
  const mk = cam.scale([-0.6, 0.02, 2.2]);
  s.add(
    `<g transform="translate(${m[0].toFixed(1)} ${m[1].toFixed(1)}) rotate(-18)"><rect x="0" y="${(-mk * 0.02).toFixed(1)}" width="${(mk * 0.32).toFixed(1)}" height="${(mk * 0.035).toFixed(1)}" fill="#c89a62"/><rect x="${(mk * 0.3).toFixed(1)}" y="${(-mk * 0.06).toFixed(1)}" width="${(mk * 0.09).toFixed(1)}" height="${(mk * 0.12).toFixed(1)}" rx="${(mk * 0.02).toFixed(1)}" fill="#222"/></g>`,
  );
  s.finish(0.26, "#ffd9a0", 0.05);
}

/** Dining room with a sputnik chandelier over the table. */
export function diningScene(s: Scene, variant = 1): void {
  const r = vary("dining", variant);
  const [hw, d, h] = [3, 5.4, 2.8];
  const wall = r.pick(["#d9dfd6", "#e9e1d3", "#dfe3e8"]);
  const cam = new Cam(s.W, s.H, [0, 1.45, 0], { hy: 0.5, f: 0.95 });
  room(s, cam, r, { hw, d, h, wall, floor: { kind: "wood", color: "#9c6b43", size: 0.16 } });
  const B = planeZ(d);
  // wainscoting + art
  s.add(cam.quad(rectOn(B, -hw, 0.1, hw, 1.0, 0.005), shade(wall, 0.25)));
  for (let x = -hw + 0.15; x < hw - 0.3; x += 0.75)
    s.add(
      cam.quad(rectOn(B, x, 0.25, x + 0.6, 0.85, 0.01), "none", {
        stroke: shade(wall, -0.1),
        "stroke-width": 2,
      }),
    );
  s.add(
    cam.quad(rectOn(B, -0.9, 1.35, 0.9, 2.35, 0.01), "#2b2b2d"),
    cam.quad(
      rectOn(B, -0.82, 1.43, 0.82, 2.27, 0.02),
      s.lin(st(0, "#f3c98b", 0.55, "#d98b5f", 0.56, "#9a7b54", 1, "#6f5a3c")),
    ),
  );
  viewWindow(s, cam, r, planeX(hw, -1), 2.2, 0.9, 4.2, 2.4, "#2b2b2d", 2);
  plant(s, r, ...cam.p([-2.4, 0, d - 0.5]), cam.scale([-2.4, 0, d - 0.5]) * 1.5, "#e9e4da", "#3f7a3a");
  // rug, table, chairs
  s.add(
    cam.quad(hr(-1.9, 2.4, 1.9, 4.9, 0.003), s.lin(st(0, "#c9b79a", 1, "#b39f80")), {
      stroke: "#8f7c5e",
      "stroke-width": 4,
    }),
  );
  const chairC = r.pick(["#f1ece2", "#2b2b2d", "#8a5a36"]);
  for (const x of [-0.8, 0.8]) chairBack(s, cam, [x, 0, 4.45], chairC, 1);
  const top = 0.76;
  for (const [x, z] of [
    [-1.1, 3.2],
    [1.1, 3.2],
    [-1.1, 4.1],
    [1.1, 4.1],
  ])
    s.add(
      cam.box([x - 0.04, 0, z - 0.04, x + 0.04, top, z + 0.04], {
        front: "#4a3020",
        left: "#3a2418",
        right: "#3a2418",
      }),
    );
  s.add(
    cam.box([-1.25, top, 3.05, 1.25, top + 0.05, 4.25], {
      front: "#5e3d28",
      top: s.lin(st(0, "#8a5a38", 1, "#6e4529")),
      left: "#4a3020",
      right: "#4a3020",
    }),
  );
  s.add(
    ellipse(
      ...cam.p([0, top + 0.05, 3.65]),
      cam.scale([0, top, 3.65]) * 0.35,
      cam.scale([0, top, 3.65]) * 0.05,
      "#fff2cf",
      { opacity: 0.5, filter: s.blur(8) },
    ),
  );
  for (const x of [-0.8, 0.8]) chairBack(s, cam, [x, 0, 2.85], chairC, -1);
  chandelier(s, cam, [0, h - 0.95, 3.65], h);
  s.finish(0.3, "#ffd9a0", 0.06);
}

function chairBack(s: Scene, cam: Cam, p: V3, c: string, side: 1 | -1): void {
  const [x, , z] = p;
  s.add(
    cam.box([x - 0.23, 0.44, z - 0.22, x + 0.23, 0.5, z + 0.22], {
      top: c,
      front: shade(c, -0.15),
      left: shade(c, -0.2),
      right: shade(c, -0.2),
    }),
  );
  const bz = side < 0 ? z - 0.22 : z + 0.18;
  s.add(
    cam.box([x - 0.23, 0.5, bz, x + 0.23, 1.0, bz + 0.04], {
      front: shade(c, 0.05),
      back: shade(c, -0.1),
      top: c,
    }),
  );
  for (const dx of [-0.2, 0.2])
    s.add(segm(cam, [x + dx, 0, z - 0.18], [x + dx, 0.44, z - 0.18], shade(c, -0.3), 0.03));
}

function chandelier(s: Scene, cam: Cam, c: V3, ceil: number): void {
  s.add(cam.seg([c[0], ceil, c[2]], c, "#b8953f", Math.max(1, cam.scale(c) * 0.015)));
  const k = cam.scale(c);
  const [cx, cy] = cam.p(c);
  s.add(ellipse(cx, cy, k * 1.2, k * 0.9, "#ffdf9e", { opacity: 0.25, filter: s.blur(30) }));
  const arms: V3[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const el = (i % 3) - 1;
    arms.push([c[0] + Math.cos(a) * 0.5, c[1] + el * 0.18, c[2] + Math.sin(a) * 0.5]);
  }
  arms.sort((a, b) => b[2] - a[2]);
  for (const a of arms) {
    s.add(cam.seg(c, a, "#c9a253", Math.max(1, cam.scale(a) * 0.012)));
    const p = cam.p(a);
    const kk = cam.scale(a);
    s.add(
      ellipse(p[0], p[1], kk * 0.09, kk * 0.09, "#fff3c4", { opacity: 0.6, filter: s.blur(3) }),
      ellipse(p[0], p[1], kk * 0.035, kk * 0.035, "#fffbe9"),
    );
  }
  s.add(ellipse(cx, cy, k * 0.06, k * 0.06, "#c9a253"));
}
