/** Backyard storage sheds (gable barn, gambrel, modern lean-to) in a fenced Texas yard. */
import { lines, planeX, planeZ, rectOn, segm, windowOn, type Plane } from "./arch.ts";
import { Cam, hr, xr } from "./camera.ts";
import { fenceRun } from "./fence.ts";
import { type Scene, shade, vary, type V3, v3, st } from "./lib.ts";
import { clouds, ground, mesquite, shrub, sky, treeline } from "./nature.ts";

export interface ShedOpts {
  variant: number;
  style: "gable" | "gambrel" | "lean";
  body: string;
  trim: string;
  roof: string;
  door?: string;
  side?: 1 | -1; // which side wall is visible
}

type P2 = [number, number];

export function shedScene(s: Scene, o: ShedOpts): void {
  const r = vary("shed", o.variant);
  const side = o.side ?? 1;
  const horizon = s.H * 0.58;
  const x0 = -1.6;
  const x1 = 1.6;
  const z0 = 8;
  const z1 = 11.6;
  const camX = side * r.range(3.4, 4.2);
  const camZ = r.range(2.2, 3);
  const cam = new Cam(s.W, s.H, [camX, o.style === "lean" ? 2.1 : 1.6, camZ], {
    yaw: Math.atan2(-camX, 9.6 - camZ) * 0.98,
    hy: 0.58,
    f: 1.05,
  });
  sky(s, horizon, { sunX: side > 0 ? 0.15 : 0.85, sunY: horizon * 0.3 });
  clouds(s, r, 6, s.H * 0.06, horizon * 0.7);
  treeline(s, r, horizon, "#5d6b3c", 12);
  ground(s, r, horizon, "#b3ad6c", "#628131", 200);
  for (let i = 0; i < 3; i++) {
    const p: V3 = [r.range(-14, 14), 0, r.range(20, 32)];
    const q = cam.p(p);
    mesquite(s, r, q[0], q[1], cam.scale(p) * r.range(5.5, 7.5), r.pick(["#6f8440", "#7a8c48"]));
  }
  fenceRun(s, cam, r, [-25, 0, 16], [25, 0, 16], "privacy", r.pick(["#b98253", "#a87446", "#c4956a"]));
  // gravel pad
  const pad: V3[] = hr(x0 - 0.8, z0 - 1.4, x1 + 0.8, z1 + 0.8, 0.005);
  s.add(cam.quad(pad, s.lin(st(0, "#cfc4ae", 1, "#a79c86"))));
  const dots: string[] = [];
  for (let i = 0; i < 160; i++) {
    const p = cam.p([r.range(x0 - 0.8, x1 + 0.8), 0.006, r.range(z0 - 1.4, z0)]);
    dots.push(
      `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${r.range(0.8, 1.8).toFixed(1)}" fill="${r.pick(["#8f836d", "#e6dcc8", "#776c58"])}"/>`,
    );
  }
  s.add(dots.join(""));
  s.add(
    cam.quad(
      v3(x0 - 0.2, 0.006, z0 - 0.2, x1 + 1.2, 0.006, z0 + 0.4, x1 + 1.2, 0.006, z1, x0, 0.006, z1),
      "#000",
      { opacity: 0.25, filter: s.blur(8) },
    ),
  );

  // body
  const y = 2.2;
  const rise = o.style === "lean" ? 0.9 : o.style === "gambrel" ? 1.5 : 1.2;
  const xc = (x0 + x1) / 2;
  const w = x1 - x0;
  const wallTop: P2[] =
    o.style === "gable"
      ? [
          [x0, y],
          [xc, y + rise],
          [x1, y],
        ]
      : o.style === "gambrel"
        ? [
            [x0, y],
            [x0 + w * 0.2, y + rise * 0.62],
            [xc, y + rise],
            [x1 - w * 0.2, y + rise * 0.62],
            [x1, y],
          ]
        : [
            [x0, y + rise],
            [x1, y],
          ];
  const ov = 0.25;
  const ext = (p: P2, q: P2): P2 => {
    const dx = p[0] - q[0];
    const dy = p[1] - q[1];
    const l = Math.hypot(dx, dy);
    return [p[0] + (dx / l) * ov, p[1] + (dy / l) * ov];
  };
  const roofP: P2[] = [
    ext(wallTop[0], wallTop[1]),
    ...wallTop.slice(1, -1),
    ext(wallTop[wallTop.length - 1], wallTop[wallTop.length - 2]),
  ];
  const lit = s.lin(st(0, shade(o.body, 0.08), 1, shade(o.body, -0.06)));
  const dim = s.lin(st(0, shade(o.body, -0.22), 1, shade(o.body, -0.32)));
  s.add(
    cam.box([x0 - 0.05, 0, z0 - 0.05, x1 + 0.05, 0.15, z1 + 0.05], {
      front: "#8b8479",
      left: "#77706a",
      right: "#77706a",
    }),
  );
  const sideH = o.style === "lean" ? (side > 0 ? y : y + rise) : y;
  for (const [x, n] of [
    [x0, -1],
    [x1, 1],
  ] as const) {
    const h0 = o.style === "lean" ? (x === x0 ? y + rise : y) : y;
    s.add(cam.face(xr(z0, 0.15, z1, h0, x), [n, 0, 0], dim));
  }
  const front: V3[] = [[x1, 0.15, z0], [x0, 0.15, z0], ...wallTop.map(([px, py]) => [px, py, z0] as V3)];
  s.add(cam.quad(front, lit));
  const F = planeZ(z0);
  const S: Plane = side > 0 ? planeX(x1, 1) : planeX(x0, -1);
  s.add(
    `<g clip-path="${s.clip(cam.P(front))}">${lines(cam, F, x0, x1, 0.15, y + rise, o.style === "lean" ? 0.3 : 0.2, shade(o.body, -0.3), 0.03, true, 0.5)}</g>`,
  );
  s.add(lines(cam, S, z0, z1, 0.15, sideH, 0.2, shade(o.body, -0.45), 0.03, true, 0.45));
  // corner trim
  for (const x of [x0, x1])
    s.add(
      cam.box(
        [x - 0.06, 0.15, z0 - 0.04, x + 0.06, x === x0 && o.style === "lean" ? y + rise : y, z0 + 0.06],
        { front: o.trim, left: shade(o.trim, -0.2), right: shade(o.trim, -0.2) },
      ),
    );
  // roof planes
  for (let i = 0; i < roofP.length - 1; i++) {
    const [a, b] = [roofP[i], roofP[i + 1]];
    const q: V3[] = v3(a[0], a[1], z0 - ov, b[0], b[1], z0 - ov, b[0], b[1], z1 + ov, a[0], a[1], z1 + ov);
    const n: V3 = [-(b[1] - a[1]), b[0] - a[0], 0];
    if (!cam.faces(q, n)) continue;
    const light = n[0] * side < 0 ? 0.1 : -0.12;
    s.add(cam.quad(q, s.lin(st(0, shade(o.roof, light + 0.05), 1, shade(o.roof, light - 0.08)), 0, 0, 1, 0)));
    for (let t = 0.15; t < 1; t += 0.17) {
      const px = a[0] + (b[0] - a[0]) * t;
      const py = a[1] + (b[1] - a[1]) * t;
      s.add(segm(cam, [px, py, z0 - ov], [px, py, z1 + ov], shade(o.roof, -0.35), 0.02, { opacity: 0.5 }));
    }
  }
  for (let i = 0; i < roofP.length - 1; i++)
    s.add(
      segm(
        cam,
        [roofP[i][0], roofP[i][1], z0 - ov],
        [roofP[i + 1][0], roofP[i + 1][1], z0 - ov],
        o.trim,
        0.12,
      ),
    );
  // doors
  const door = o.door ?? o.body;
  if (o.style === "lean") {
    s.add(cam.quad(rectOn(F, -0.75, 0.15, 0.75, 2.0, 0.02), s.lin(st(0, "#c48a55", 1, "#9b6535"))));
    s.add(lines(cam, F, -0.75, 0.75, 0.15, 2.0, 0.1, "#6e4424", 0.012, false, 0.7));
    for (let i = 0; i < 3; i++)
      s.add(
        cam.quad(
          rectOn(F, -1.3 + i * 0.9, 2.2, -0.6 + i * 0.9, 2.6, 0.02),
          s.lin(st(0, "#d9e8f2", 1, "#5d6e7c")),
        ),
      );
    s.add(segm(cam, F(0.6, 0.9, 0.04), F(0.6, 1.4, 0.04), "#1d1d1f", 0.03));
  } else {
    s.add(cam.quad(rectOn(F, -0.85, 0.15, 0.85, 2.0, 0.015), o.trim));
    for (const [a, b] of [
      [-0.75, 0],
      [0, 0.75],
    ]) {
      s.add(cam.quad(rectOn(F, a + 0.02, 0.2, b - 0.02, 1.92, 0.02), shade(door, -0.05)));
      for (const [p, q] of [
        [
          [a + 0.08, 0.28],
          [b - 0.08, 1.84],
        ],
        [
          [b - 0.08, 0.28],
          [a + 0.08, 1.84],
        ],
        [
          [a + 0.05, 0.26],
          [b - 0.05, 0.26],
        ],
        [
          [a + 0.05, 1.86],
          [b - 0.05, 1.86],
        ],
        [
          [a + 0.06, 1.06],
          [b - 0.06, 1.06],
        ],
      ] as [P2, P2][])
        s.add(segm(cam, F(p[0], p[1], 0.03), F(q[0], q[1], 0.03), o.trim, 0.07));
    }
    s.add(segm(cam, F(-0.05, 1.0, 0.05), F(0.05, 1.0, 0.05), "#1d1d1f", 0.05));
    // ramp
    s.add(
      cam.quad(
        v3(-0.8, 0.15, z0 - 0.02, 0.8, 0.15, z0 - 0.02, 0.8, 0.01, z0 - 1.0, -0.8, 0.01, z0 - 1.0),
        s.lin(st(0, "#b58a5e", 1, "#8d6844")),
      ),
    );
    s.add(cam.box([-0.85, 0, z0 - 0.3, -0.75, 0.08, z0 - 0.1], { front: "#000" }));
    if (o.style === "gable") {
      const tri: V3[] = v3(
        xc - 0.35,
        y + 0.45,
        z0 - 0.03,
        xc + 0.35,
        y + 0.45,
        z0 - 0.03,
        xc,
        y + 0.85,
        z0 - 0.03,
      );
      s.add(cam.quad(tri, o.trim));
    } else
      s.add(cam.quad(rectOn(F, -0.4, y + 0.25, 0.4, y + 0.75, 0.02), s.lin(st(0, "#d9e8f2", 1, "#5d6e7c"))));
  }
  // side window with flower box
  windowOn(s, cam, S, z0 + 1.2, 1.1, z0 + 2.2, 1.8, {
    frame: o.trim,
    trim: o.trim,
    cols: 2,
    rows: 2,
    glow: 0.1,
    shutters: o.style === "lean" ? undefined : (o.door ?? shade(o.body, -0.3)),
    flowers: o.style === "lean" ? undefined : "#d8547a",
  });
  // plants around the pad
  for (const p of [
    [x0 - 1.2, 0, z0 - 0.5],
    [x1 + 1.3, 0, z0 - 0.2],
  ] as V3[]) {
    const q = cam.p(p);
    shrub(
      s,
      r,
      q[0],
      q[1],
      cam.scale(p) * 0.9,
      r.pick(["#4f6b2e", "#5b7a35"]),
      r.chance(0.6) ? r.pick(["#e9a23b", "#f2efe6", "#d8547a"]) : undefined,
    );
  }
  s.finish(0.28, "#ffcf7a", 0.06);
}
