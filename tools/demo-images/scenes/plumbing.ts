/** Sink-base plumbing close-up: P-trap, shut-off valves, braided supplies, bucket and wrench. */
import { type Scene, ellipse, path, poly, rect, shade, vary, p2, st } from "./lib.ts";
import { place, wrench } from "./tools.ts";

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
  s.add(poly(p2(ix0, iy0, ix1, iy0, ix1, iy1, ix0, iy1), "#2a2622"));
  s.add(poly(p2(bx0, by0, bx1, by0, bx1, by1, bx0, by1), s.lin(st(0, "#7a6a58", 1, "#5d5043"))));
  s.add(poly(p2(ix0, iy0, bx0, by0, bx0, by1, ix0, iy1), s.lin(st(0, "#4e443a", 1, "#6b5d4e"), 0, 0, 1, 0)));
  s.add(poly(p2(ix1, iy0, bx1, by0, bx1, by1, ix1, iy1), s.lin(st(0, "#6b5d4e", 1, "#4e443a"), 0, 0, 1, 0)));
  s.add(poly(p2(ix0, iy1, bx0, by1, bx1, by1, ix1, iy1), s.lin(st(0, "#857460", 1, "#a08d76"))));
  s.add(poly(p2(ix0, iy0, ix1, iy0, bx1, by0, bx0, by0), "#3a332c"));
  // sink bowls underside
  s.add(
    path(
      `M330,${iy0} H870 V170 Q870,300 600,305 Q330,300 330,170Z`,
      s.lin(st(0, "#9ea4aa", 0.5, "#d7dbde", 1, "#8a9096"), 0, 0, 1, 0),
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
      rect(x - 20, by1 - 170, 40, 52, s.lin(st(0, "#eef0f2", 0.5, "#a9b0b6", 1, "#d5d9dc"), 0, 0, 1, 0), {
        rx: 8,
      }),
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
      s.lin(st(0, "#f28a2e", 0.5, "#ffa94d", 1, "#d46c16"), 0, 0, 1, 0),
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
    s.add(poly(door, s.lin(st(0, shade(cab, -0.05), 1, shade(cab, 0.06)), 0, 0, 1, 0)));
    s.add(
      poly(
        p2(x + sg * 30, iy0 + 10, x + sg * 140, iy0 - 22, x + sg * 140, iy1 + 20, x + sg * 30, iy1 - 10),
        "none",
        { stroke: shade(cab, -0.25), "stroke-width": 4 },
      ),
    );
  }
  s.add(rect(0, 0, W, iy0 - 40, s.lin(st(0, "#f7f6f2", 0.7, "#e2ded6", 1, "#bdb7ab"))));
  s.add(rect(0, iy0 - 40, W, 40, shade(cab, -0.1)));
  s.add(rect(0, iy1, W, H - iy1, shade(cab, -0.2)));
  s.finish(0.35, "#ffcf8a", 0.04);
}
