/** Close-up trade scenes drawn in 2D: an open breaker panel and a sink-base plumbing job. */
import { type Scene, circle, ellipse, g, path, poly, rect, shade, vary } from "./lib.ts";
import { place, wrench } from "./tools.ts";

const T = (x: number, y: number, text: string, size: number, fill: string, extra = ""): string =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono, monospace" font-weight="bold" font-size="${size}" fill="${fill}"${extra}>${text}</text>`;

export function electricalScene(s: Scene, variant = 1): void {
  const r = vary("electrical", variant);
  const { W, H } = s;
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin([
        [0, "#efe9de"],
        [1, "#d3cabb"],
      ]),
    ),
  );
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.rad(
        [
          [0, "#fff6e2", 0.7],
          [1, "#fff6e2", 0],
        ],
        0.2,
        0.1,
        0.8,
      ),
    ),
  );
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
  s.add(
    rect(
      px,
      py,
      pw,
      ph,
      s.lin(
        [
          [0, "#d9dde1"],
          [0.5, "#b8bec4"],
          [1, "#9aa1a8"],
        ],
        0,
        0,
        1,
        1,
      ),
      { rx: 6 },
    ),
  );
  s.add(
    rect(
      px + 20,
      py + 20,
      pw - 40,
      ph - 40,
      s.lin([
        [0, "#2f3236"],
        [1, "#45494f"],
      ]),
    ),
  );
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
  s.add(
    rect(
      500,
      300,
      40,
      400,
      s.lin(
        [
          [0, "#e1a56b"],
          [0.5, "#f4c58e"],
          [1, "#b9763e"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
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
      [
        [px + pw, py],
        [px + pw + 230, py + 50],
        [px + pw + 230, py + ph - 50],
        [px + pw, py + ph],
      ],
      s.lin(
        [
          [0, "#a7aeb5"],
          [1, "#cfd4d8"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    poly(
      [
        [px + pw + 40, py + 70],
        [px + pw + 190, py + 100],
        [px + pw + 190, py + 430],
        [px + pw + 40, py + 430],
      ],
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
    rect(
      -95,
      -140,
      190,
      280,
      s.lin([
        [0, "#ffd23d"],
        [1, "#e09a00"],
      ]),
      { rx: 26 },
    ),
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

const pipe = (d: string, w: number, light = "#f7f9fa", base = "#c3c9cf", edge = "#6f777f"): string =>
  path(d, "none", {
    stroke: edge,
    "stroke-width": w + 6,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  }) +
  path(d, "none", {
    stroke: base,
    "stroke-width": w,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  }) +
  path(d, "none", {
    stroke: light,
    "stroke-width": w * 0.22,
    "stroke-linecap": "round",
    opacity: 0.85,
    transform: `translate(${-w * 0.2} 0)`,
  });

export function plumbingScene(s: Scene, variant = 1): void {
  const r = vary("plumbing", variant);
  const { W, H } = s;
  const cab = r.pick(["#f3f1ec", "#2f4a63", "#8fa38c"]);
  // cabinet box interior in one-point perspective
  s.add(rect(0, 0, W, H, cab));
  const [ix0, iy0, ix1, iy1] = [150, 120, 1050, 840];
  const [bx0, by0, bx1, by1] = [300, 200, 900, 690];
  s.add(
    poly(
      [
        [ix0, iy0],
        [ix1, iy0],
        [ix1, iy1],
        [ix0, iy1],
      ],
      "#2a2622",
    ),
  );
  s.add(
    poly(
      [
        [bx0, by0],
        [bx1, by0],
        [bx1, by1],
        [bx0, by1],
      ],
      s.lin([
        [0, "#7a6a58"],
        [1, "#5d5043"],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [ix0, iy0],
        [bx0, by0],
        [bx0, by1],
        [ix0, iy1],
      ],
      s.lin(
        [
          [0, "#4e443a"],
          [1, "#6b5d4e"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    poly(
      [
        [ix1, iy0],
        [bx1, by0],
        [bx1, by1],
        [ix1, iy1],
      ],
      s.lin(
        [
          [0, "#6b5d4e"],
          [1, "#4e443a"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(
    poly(
      [
        [ix0, iy1],
        [bx0, by1],
        [bx1, by1],
        [ix1, iy1],
      ],
      s.lin([
        [0, "#857460"],
        [1, "#a08d76"],
      ]),
    ),
  );
  s.add(
    poly(
      [
        [ix0, iy0],
        [ix1, iy0],
        [bx1, by0],
        [bx0, by0],
      ],
      "#3a332c",
    ),
  );
  // sink bowls underside
  s.add(
    path(
      `M330,${iy0} H870 V170 Q870,300 600,305 Q330,300 330,170Z`,
      s.lin(
        [
          [0, "#9ea4aa"],
          [0.5, "#d7dbde"],
          [1, "#8a9096"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ellipse(600, 300, 46, 12, "#8a9096"));
  // drain + P-trap into the wall
  s.add(pipe("M600,300 V470 Q600,560 660,560 Q720,560 720,480 V460 H840", 34));
  s.add(ellipse(850, 460, 16, 34, "#b7bdc3"), ellipse(850, 460, 8, 20, "#6f777f"));
  s.add(rect(582, 392, 36, 14, "#9aa1a8", { rx: 4 }), rect(702, 462, 36, 14, "#9aa1a8", { rx: 4 }));
  // shut-off valves + braided supply lines
  for (const [x, handle] of [
    [420, "#2a66b8"],
    [780, "#c33b2d"],
  ] as const) {
    s.add(pipe(`M${x},${by1 - 60} V${by1 - 120}`, 18, "#ffd6a8", "#c87533", "#7a4219"));
    s.add(
      rect(
        x - 20,
        by1 - 170,
        40,
        52,
        s.lin(
          [
            [0, "#eef0f2"],
            [0.5, "#a9b0b6"],
            [1, "#d5d9dc"],
          ],
          0,
          0,
          1,
          0,
        ),
        { rx: 8 },
      ),
    );
    s.add(ellipse(x + (x < 600 ? -34 : 34), by1 - 146, 22, 14, handle));
    const d = `M${x},${by1 - 170} C${x},${by1 - 300} ${x < 600 ? 560 : 640},${by1 - 330} ${x < 600 ? 560 : 640},${iy0 + 170}`;
    s.add(path(d, "none", { stroke: "#6f777f", "stroke-width": 16, "stroke-linecap": "round" }));
    s.add(path(d, "none", { stroke: "#d5d9dc", "stroke-width": 12, "stroke-dasharray": "3 3" }));
  }
  // work light glow
  s.add(ellipse(420, 420, 360, 300, "#fff2cc", { opacity: 0.18, filter: s.blur(40) }));
  // bucket + wrench on the cabinet floor
  s.add(ellipse(380, 800, 120, 26, "#000", { opacity: 0.35, filter: s.blur(8) }));
  s.add(
    path(
      "M280,640 L480,640 L462,800 Q380,816 298,800Z",
      s.lin(
        [
          [0, "#f28a2e"],
          [0.5, "#ffa94d"],
          [1, "#d46c16"],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  s.add(ellipse(380, 640, 100, 20, "#d46c16"), ellipse(380, 642, 90, 15, "#7a3b0a"));
  for (const y of [680, 720])
    s.add(path(`M285,${y} L475,${y}`, "none", { stroke: "#c15f10", "stroke-width": 4 }));
  s.add(place(600, 790, -8, 3.2, wrench(s)));
  // open doors and face frame
  for (const sg of [-1, 1]) {
    const x = sg < 0 ? ix0 : ix1;
    const door: [number, number][] = [
      [x, iy0 - 10],
      [x + sg * 170, iy0 - 60],
      [x + sg * 170, iy1 + 60],
      [x, iy1 + 10],
    ];
    s.add(
      poly(
        door,
        s.lin(
          [
            [0, shade(cab, -0.05)],
            [1, shade(cab, 0.06)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    s.add(
      poly(
        [
          [x + sg * 30, iy0 + 10],
          [x + sg * 140, iy0 - 22],
          [x + sg * 140, iy1 + 20],
          [x + sg * 30, iy1 - 10],
        ],
        "none",
        { stroke: shade(cab, -0.25), "stroke-width": 4 },
      ),
    );
  }
  s.add(
    rect(
      0,
      0,
      W,
      iy0 - 40,
      s.lin([
        [0, "#f7f6f2"],
        [0.7, "#e2ded6"],
        [1, "#bdb7ab"],
      ]),
    ),
  );
  s.add(rect(0, iy0 - 40, W, 40, shade(cab, -0.1)));
  s.add(rect(0, iy1, W, H - iy1, shade(cab, -0.2)));
  s.finish(0.35, "#ffcf8a", 0.04);
}
