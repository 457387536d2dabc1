/** Handyman pegboard + workbench, and a close-up of a new kitchen faucet. */
import { plant } from "./fittings.ts";
import { type Scene, circle, ellipse, g, path, poly, rect, shade, vary, p2, st } from "./lib.ts";
import { drill, hammer, level, place, pliers, saw, screwdriver, tape, toolbox, wrench } from "./tools.ts";

export function handymanScene(s: Scene, variant = 1): void {
  const r = vary("handyman", variant);
  const { W, H } = s;
  const board = "#c9a77a";
  s.add(rect(0, 0, W, 600, s.lin(st(0, shade(board, 0.05), 1, shade(board, -0.1)))));
  s.add(
    rect(0, 0, W, 600, s.pattern(30, 30, `<circle cx="15" cy="15" r="3.2" fill="#6d5233" opacity="0.8"/>`)),
  );
  s.add(rect(0, 0, W, 600, s.rad(st(0, "#fff3d6", 0.55, 1, "#fff3d6", 0), 0.3, 0.15, 0.7)));
  // hanging tools (with soft shadows on the board)
  const tools: string[] = [
    place(125, 330, -90, 2.1, hammer(s)),
    place(250, 90, 90, 1.5, screwdriver(s, "#d8342a")),
    place(300, 90, 90, 1.35, screwdriver(s, "#2f6fd0")),
    place(350, 90, 90, 1.2, screwdriver(s, "#f2b21b")),
    place(440, 90, 90, 2.2, wrench(s)),
    place(505, 90, 90, 1.8, wrench(s)),
    place(560, 90, 90, 1.45, wrench(s)),
    place(660, 80, 90, 2.2, pliers(s)),
    place(760, 70, 0, 3.6, saw(s)),
    place(760, 330, 0, 3.6, level(s)),
    place(1090, 120, 0, 1.9, tape(s)),
    place(860, 420, 0, 1.6, tape(s)),
  ];
  s.add(
    g(tools, { transform: "translate(10 14)", opacity: 0.3, filter: s.blur(6) })
      .replace(/fill="[^"]*"/g, 'fill="#2a1c0e"')
      .replace(/stroke="#[0-9a-f]+"/g, 'stroke="#2a1c0e"'),
  );
  s.add(...tools);
  for (const [x, y] of [
    [120, 100],
    [250, 82],
    [300, 82],
    [350, 82],
    [440, 80],
    [505, 80],
    [560, 80],
    [660, 70],
    [820, 60],
    [1000, 60],
  ])
    s.add(
      path(`M${x - 6},${y - 14} q6,-6 12,0 v10`, "none", {
        stroke: "#8d949a",
        "stroke-width": 4,
        "stroke-linecap": "round",
      }),
    );
  // workbench
  s.add(rect(0, 600, W, H - 600, "#3b3029"));
  s.add(poly(p2(0, 600, W, 600, W, 690, 0, 690), s.lin(st(0, "#b88652", 1, "#d6a56c"))));
  for (let i = 0; i < 7; i++)
    s.add(
      path(
        `M0,${612 + i * 11} C300,${606 + i * 12 + r.range(-4, 4)} 800,${618 + i * 11} ${W},${610 + i * 12}`,
        "none",
        { stroke: "#9a6a3c", "stroke-width": 1.5, opacity: 0.45 },
      ),
    );
  s.add(rect(0, 690, W, 50, s.lin(st(0, "#9a6a3c", 1, "#7a5230"))));
  s.add(rect(0, 740, W, 40, "#000", { opacity: 0.35, filter: s.blur(10) }));
  for (const x of [60, W - 110]) s.add(rect(x, 740, 50, H - 740, "#6b4a2e"));
  // items on the bench
  s.add(ellipse(240, 690, 150, 14, "#000", { opacity: 0.3, filter: s.blur(6) }));
  s.add(place(120, 600, 0, 2.2, toolbox(s, r.pick(["#c8322a", "#2f6fd0"]))));
  s.add(ellipse(600, 690, 150, 12, "#000", { opacity: 0.3, filter: s.blur(6) }));
  s.add(place(500, 535, 0, 2.5, drill(s, r.pick(["#f2b21b", "#3a8f3e", "#e2552b"]))));
  s.add(
    rect(820, 628, 140, 54, "#e6d7b9", { rx: 3 }),
    rect(820, 628, 140, 14, "#d4c3a0"),
    rect(845, 650, 90, 14, "#c0392b", { rx: 2 }),
  );
  for (let i = 0; i < 14; i++) s.add(circle(980 + r.range(0, 120), 668 + r.range(0, 14), 3, "#9aa0a6"));
  s.add(
    poly(p2(430, 676, 760, 664, 770, 684, 440, 696), "#e3c08e"),
    poly(p2(440, 696, 770, 684, 770, 690, 440, 702), "#b48a56"),
  );
  // clamp work light glow
  s.add(ellipse(360, 0, 420, 220, "#fff1c9", { opacity: 0.35, filter: s.blur(40) }));
  s.finish(0.32, "#ffcf8a", 0.05);
}

export function faucetScene(s: Scene, variant = 1): void {
  const r = vary("faucet", variant);
  const { W, H } = s;
  const finish = r.pick(["#232326", "#c9a253"]);
  const tile = r.pick(["#e8efe9", "#f3efe7", "#dfe8ee"]);
  // blurred backsplash + window light (depth of field)
  const bg: string[] = [rect(0, 0, W, 560, tile)];
  for (let y = 0; y < 560; y += 70)
    for (let x = (y / 70) % 2 ? -70 : 0; x < W; x += 140)
      bg.push(rect(x + 3, y + 3, 134, 64, shade(tile, r.range(-0.06, 0.05)), { rx: 4 }));
  bg.push(rect(0, 0, W, 560, s.lin(st(0, "#ffffff", 0.5, 0.6, "#ffffff", 0), 0, 0, 1, 0)));
  s.add(g(bg, { filter: s.blur(5) }));
  s.add(
    g([rect(760, 40, 380, 430, s.lin(st(0, "#cfe3f0", 1, "#eef5f5")))], { filter: s.blur(10), opacity: 0.8 }),
  );
  // countertop + undermount sink
  s.add(poly(p2(0, 540, W, 540, W, H, 0, H), s.lin(st(0, "#efedea", 1, "#d5d2cc"))));
  s.add(rect(0, 530, W, 14, "#c8c4bc"));
  s.add(
    path(
      "M250,610 H950 Q990,610 1000,650 L1060,860 Q1068,900 1020,900 H180 Q132,900 140,860 L200,650 Q210,610 250,610Z",
      s.lin(st(0, "#7f868d", 0.4, "#c7ccd1", 1, "#9aa1a8")),
    ),
  );
  s.add(path("M270,630 H930 L990,880 H210Z", s.lin(st(0, "#b4bac0", 1, "#e4e7ea"))));
  s.add(ellipse(600, 800, 44, 14, "#6f777f"), ellipse(600, 800, 30, 9, "#4c5359"));
  // faucet: base, body, gooseneck, pull-down head, lever
  const metal = s.lin(
    st(0, shade(finish, 0.25), 0.45, shade(finish, 0.5), 0.55, finish, 1, shade(finish, -0.3)),
    0,
    0,
    1,
    0,
  );
  s.add(ellipse(600, 580, 70, 16, "#000", { opacity: 0.3, filter: s.blur(6) }));
  s.add(ellipse(600, 572, 52, 13, finish));
  s.add(rect(572, 330, 56, 244, metal, { rx: 10 }));
  s.add(
    path("M600,340 C600,120 820,110 830,300", "none", {
      stroke: shade(finish, -0.2),
      "stroke-width": 50,
      "stroke-linecap": "round",
    }),
  );
  s.add(
    path("M600,340 C600,120 820,110 830,300", "none", { stroke: shade(finish, 0.25), "stroke-width": 38 }),
  );
  s.add(
    path("M592,320 C595,150 790,130 815,280", "none", {
      stroke: shade(finish, 0.6),
      "stroke-width": 7,
      opacity: 0.6,
    }),
  );
  s.add(rect(802, 290, 58, 110, metal, { rx: 14 }));
  s.add(ellipse(831, 400, 27, 8, "#333"));
  s.add(path("M628,420 L720,385 L726,398 L632,440Z", metal));
  // water stream with splash
  s.add(
    rect(
      814,
      400,
      34,
      400,
      s.lin(st(0, "#dff1fb", 0.9, 0.5, "#ffffff", 0.7, 1, "#bfe3f5", 0.85), 0, 0, 1, 0),
      { rx: 14 },
    ),
  );
  s.add(rect(822, 400, 6, 400, "#ffffff", { opacity: 0.8 }));
  for (let i = 0; i < 14; i++)
    s.add(circle(831 + r.range(-70, 70), 800 - r.range(0, 40), r.range(2, 6), "#e8f6fd", { opacity: 0.8 }));
  s.add(ellipse(831, 805, 70, 14, "#ffffff", { opacity: 0.5 }));
  // soap pump + plant
  s.add(rect(300, 440, 70, 120, s.lin(st(0, "#f4f1ea", 1, "#d6d0c4"), 0, 0, 1, 0), { rx: 16 }));
  s.add(rect(322, 405, 26, 40, finish, { rx: 4 }), rect(322, 405, 60, 12, finish, { rx: 4 }));
  plant(s, r, 1040, 560, 230, "#f1ece2", "#4c7d43");
  s.finish(0.3, "#ffd9a0", 0.05);
}
