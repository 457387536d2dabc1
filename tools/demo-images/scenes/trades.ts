/** Electrical close-up drawn in 2D: an open breaker panel being tested with a multimeter. */
import { type Scene, circle, g, path, poly, rect, vary, p2, st } from "./lib.ts";

const T = (x: number, y: number, text: string, size: number, fill: string, extra = ""): string =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono, monospace" font-weight="bold" font-size="${size}" fill="${fill}"${extra}>${text}</text>`;

export function electricalScene(s: Scene, variant = 1): void {
  const r = vary("electrical", variant);
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.lin(st(0, "#efe9de", 1, "#d3cabb"))));
  s.add(rect(0, 0, W, H, s.rad(st(0, "#fff6e2", 0.7, 1, "#fff6e2", 0), 0.2, 0.1, 0.8)));
  // outlet + switch plate
  s.add(rect(118, 520, 84, 130, "#f7f6f2", { rx: 6, stroke: "#d8d4cb", "stroke-width": 2 }));
  for (const y of [548, 596])
    s.add(
      rect(140, y, 40, 28, "#ecebe6", { rx: 8 }),
      rect(152, y + 7, 4, 12, "#333"),
      rect(164, y + 7, 4, 12, "#333"),
    );
  // panel box
  const [px, py, pw, ph] = [330, 120, 380, 650];
  s.add(rect(px + 14, py + 18, pw, ph, "#000", { opacity: 0.25, filter: s.blur(14) }));
  s.add(rect(px, py, pw, ph, s.lin(st(0, "#d9dde1", 0.5, "#b8bec4", 1, "#9aa1a8"), 0, 0, 1, 1), { rx: 6 }));
  s.add(rect(px + 20, py + 20, pw - 40, ph - 40, s.lin(st(0, "#2f3236", 1, "#45494f"))));
  // wires in the gutters
  const wires: string[] = [];
  const colours = ["#1b1b1b", "#c62b22", "#1b1b1b", "#1b1b1b", "#2457a8", "#1b1b1b"];
  for (let i = 0; i < 12; i++) {
    const left = i % 2 === 0;
    const row = Math.floor(i / 2) * 2 + (left ? 0 : 1);
    const by = 330 + row * 30 + 13;
    const gx = left ? px + 36 + (i % 6) * 5 : px + pw - 36 - (i % 6) * 5;
    const bx = left ? 470 - 38 : 570 + 38;
    const topX = left ? px + 60 + i * 6 : px + pw - 60 - i * 6;
    wires.push(
      path(
        `M${topX},${py + 20} C${topX},${py + 90} ${gx},${py + 90} ${gx},${py + 160} L${gx},${by - 30} Q${gx},${by} ${bx},${by}`,
        "none",
        { stroke: r.pick(colours), "stroke-width": 6, "stroke-linecap": "round" },
      ),
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = px + 50 + i * 12;
    wires.push(
      path(
        `M${x + 40},${py + 20} C${x + 40},${py + 200} ${x - 10},${py + 420} ${px + 60 + i * 10},${py + ph - 80}`,
        "none",
        { stroke: i % 2 ? "#f0efe9" : "#c87533", "stroke-width": 5, "stroke-linecap": "round" },
      ),
    );
  }
  s.add(...wires);
  // sheathed cables through the knockouts
  for (const [x, c] of [
    [px + 70, "#e8c547"],
    [px + 120, "#f0efe9"],
    [px + pw - 80, "#e8c547"],
    [px + pw - 130, "#f09a3e"],
  ] as const)
    s.add(rect(x - 9, 0, 18, py + 40, c, { rx: 6 }), rect(x - 9, 0, 5, py + 40, "#fff", { opacity: 0.3 }));
  // neutral / ground bars
  s.add(
    rect(px + 40, py + ph - 90, 120, 16, "#c9ced3"),
    rect(px + pw - 160, py + ph - 90, 120, 16, "#c9ced3"),
  );
  for (let i = 0; i < 10; i++)
    s.add(
      circle(px + 48 + i * 12, py + ph - 82, 3, "#6b7278"),
      circle(px + pw - 152 + i * 12, py + ph - 82, 3, "#6b7278"),
    );
  // bus + breakers
  s.add(rect(500, 300, 40, 400, s.lin(st(0, "#e1a56b", 0.5, "#f4c58e", 1, "#b9763e"), 0, 0, 1, 0)));
  s.add(
    rect(440, 170, 160, 100, "#202124", { rx: 5 }),
    rect(470, 195, 100, 50, "#38393c", { rx: 4 }),
    rect(478, 203, 84, 16, "#55575b", { rx: 3 }),
  );
  s.add(T(496, 262, "200", 14, "#e9e9e9"));
  for (let row = 0; row < 13; row++) {
    for (const x of [432, 542]) {
      const y = 300 + row * 30;
      s.add(
        rect(x, y, 66, 26, "#242527", { rx: 3 }),
        rect(x + 20, y + 6, 26, 14, "#3d3f43", { rx: 2 }),
        rect(x + 20, y + 6, 26, 4, "#5b5e63", { rx: 2 }),
      );
      if (r.chance(0.6)) s.add(rect(x + (x < 500 ? 4 : 50), y + 8, 12, 10, "#f1efe8", { rx: 1 }));
    }
  }
  // open door with the circuit directory
  s.add(
    poly(
      p2(px + pw, py, px + pw + 230, py + 50, px + pw + 230, py + ph - 50, px + pw, py + ph),
      s.lin(st(0, "#a7aeb5", 1, "#cfd4d8"), 0, 0, 1, 0),
    ),
  );
  s.add(
    poly(
      p2(px + pw + 40, py + 70, px + pw + 190, py + 100, px + pw + 190, py + 430, px + pw + 40, py + 430),
      "#fbfaf5",
    ),
  );
  for (let i = 0; i < 14; i++) {
    const y0 = py + 100 + i * 23;
    s.add(
      path(`M${px + pw + 52},${y0 + i * 0.2} L${px + pw + 178},${y0 + 18 + i * 0.2 - 16}`, "none", {
        stroke: "#9aa3ad",
        "stroke-width": 1.5,
      }),
    );
    if (r.chance(0.8))
      s.add(
        path(`M${px + pw + 58},${y0 + 10} l${r.range(40, 90)},${r.range(3, 6)}`, "none", {
          stroke: "#344b73",
          "stroke-width": 2.5,
          opacity: 0.8,
        }),
      );
  }
  // multimeter with probes on a breaker
  const meter = [
    rect(-95, -140, 190, 280, s.lin(st(0, "#ffd23d", 1, "#e09a00")), { rx: 26 }),
    rect(-75, -120, 150, 240, "#2b2d31", { rx: 14 }),
    rect(-60, -105, 120, 60, "#b9c9a8", { rx: 6 }),
    T(-50, -60, "120.4", 34, "#24302a"),
    circle(0, 20, 44, "#1d1e21"),
    circle(0, 20, 34, "#3a3c40"),
    rect(-5, -10, 10, 36, "#ffd23d", { rx: 4 }),
    circle(-40, 98, 11, "#c62b22"),
    circle(40, 98, 11, "#111"),
  ].join("");
  s.add(g(meter, { transform: "translate(960 660) rotate(-9)" }));
  s.add(
    path("M952,770 C930,860 760,860 680,700 C650,620 620,560 610,520", "none", {
      stroke: "#c62b22",
      "stroke-width": 7,
      "stroke-linecap": "round",
    }),
  );
  s.add(
    path("M1010,764 C1010,880 800,880 700,760 C660,700 640,660 626,610", "none", {
      stroke: "#151515",
      "stroke-width": 7,
      "stroke-linecap": "round",
    }),
  );
  s.add(
    rect(600, 470, 14, 60, "#c62b22", { rx: 4, transform: "rotate(-15 607 500)" }),
    rect(616, 560, 14, 60, "#151515", { rx: 4, transform: "rotate(-20 623 590)" }),
  );
  s.finish(0.35, "#ffcf8a", 0.05);
}
