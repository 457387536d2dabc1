/** House palettes and small exterior props (ladder + paint bucket). */
import { segm } from "./arch.ts";
import { type Cam } from "./camera.ts";
import { type Scene, shade, type V3 } from "./lib.ts";

export interface HousePalette {
  siding: string;
  trim: string;
  roof: string;
  door: string;
  frame: string;
  stone: string;
  accent: string; // garage / shutters
}

export const HOUSE_PALETTES: Record<string, HousePalette> = {
  farmhouse: {
    siding: "#f1efe8",
    trim: "#fbfaf6",
    roof: "#3c3f45",
    door: "#8a5a32",
    frame: "#232325",
    stone: "#c7b08c",
    accent: "#e9e6de",
  },
  sage: {
    siding: "#93a38a",
    trim: "#f6f4ee",
    roof: "#4a3f37",
    door: "#27405e",
    frame: "#f6f4ee",
    stone: "#b9a588",
    accent: "#f6f4ee",
  },
  navy: {
    siding: "#34506e",
    trim: "#f7f6f2",
    roof: "#5b5d61",
    door: "#b5452c",
    frame: "#f7f6f2",
    stone: "#cdbb9d",
    accent: "#f7f6f2",
  },
  sand: {
    siding: "#d8c2a0",
    trim: "#fffaf0",
    roof: "#5a4636",
    door: "#3b5b44",
    frame: "#3a3028",
    stone: "#a5643f",
    accent: "#6a5340",
  },
};

/** Aluminium ladder leaning on the wall plus paint bucket (freshly painted exterior). */
export function ladder(s: Scene, cam: Cam, base: V3, pal: HousePalette): void {
  const [x, , z] = base;
  const top: V3 = [x + 0.1, 2.9, z + 1.35];
  for (const dx of [0, 0.5]) s.add(segm(cam, [x + dx, 0, z], [top[0] + dx, top[1], top[2]], "#b9bec4", 0.06));
  for (let t = 0.1; t < 1; t += 0.11)
    s.add(
      segm(
        cam,
        [x + 0.1 * t, 2.9 * t, z + 1.35 * t],
        [x + 0.5 + 0.1 * t, 2.9 * t, z + 1.35 * t],
        "#9aa0a6",
        0.04,
      ),
    );
  s.add(
    cam.box([x + 0.8, 0, z - 0.3, x + 1.1, 0.35, z], {
      front: "#e8e8e6",
      left: "#c5c5c2",
      top: shade(pal.siding, -0.1),
    }),
  );
}
