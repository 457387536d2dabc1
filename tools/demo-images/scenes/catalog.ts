/** Which image is drawn by which scene with which variation. */
import { bathroomScene } from "./bathroom.ts";
import { deckScene } from "./deck.ts";
import { ceilingFanScene } from "./fan.ts";
import { fenceScene } from "./fence-scene.ts";
import { HOUSE_PALETTES } from "./house-parts.ts";
import { houseScene } from "./house.ts";
import { installScene } from "./install.ts";
import { kitchenScene } from "./kitchen.ts";
import type { Scene } from "./lib.ts";
import { BATHROOMS, KITCHENS } from "./looks.ts";
import { paintingScene } from "./painting.ts";
import { plumbingScene } from "./plumbing.ts";
import { porchScene } from "./porch.ts";
import { diningScene, flooringScene } from "./rooms.ts";
import { shedScene } from "./shed.ts";
import { electricalScene } from "./trades.ts";
import { faucetScene, handymanScene } from "./workshop.ts";

export interface Job {
  dir: "hero" | "services" | "projects";
  name: string;
  draw: (s: Scene) => void;
}

const dirOf = (name: string): Job["dir"] =>
  name.startsWith("hero-") ? "hero" : name.endsWith("-remodel") ? "services" : "projects";

export const JOBS: Job[] = [
  {
    dir: "hero",
    name: "hero-remodel",
    draw: (s) => houseScene(s, { variant: 1, palette: HOUSE_PALETTES.farmhouse, evening: true, camZ: -3.5 }),
  },
  {
    dir: "services",
    name: "fence",
    draw: (s) => fenceScene(s, { variant: 1, kind: "horizontal", color: "#a8653b" }),
  },
  {
    dir: "projects",
    name: "fence-1",
    draw: (s) => fenceScene(s, { variant: 2, kind: "privacy", color: "#b98253", gate: true }),
  },
  {
    dir: "projects",
    name: "fence-2",
    draw: (s) => fenceScene(s, { variant: 3, kind: "picket", color: "#d29a66", view: "front" }),
  },
  {
    dir: "projects",
    name: "fence-3",
    draw: (s) => fenceScene(s, { variant: 4, kind: "metal", color: "#1f2022", flip: true }),
  },
  {
    dir: "projects",
    name: "shed-1",
    draw: (s) =>
      shedScene(s, {
        variant: 1,
        style: "gable",
        body: "#a63d2f",
        trim: "#f4efe6",
        roof: "#5c5f63",
        side: 1,
      }),
  },
  {
    dir: "projects",
    name: "shed-2",
    draw: (s) =>
      shedScene(s, {
        variant: 2,
        style: "gambrel",
        body: "#8a9fae",
        trim: "#f7f5ef",
        roof: "#3f4347",
        door: "#4d6475",
        side: -1,
      }),
  },
  {
    dir: "projects",
    name: "shed-3",
    draw: (s) =>
      shedScene(s, { variant: 3, style: "lean", body: "#3b3d40", trim: "#2a2b2d", roof: "#6c6f73", side: 1 }),
  },
  { dir: "services", name: "deck", draw: (s) => deckScene(s, 1) },
  { dir: "projects", name: "other-1", draw: (s) => porchScene(s, 1) },
  { dir: "services", name: "electrical", draw: (s) => electricalScene(s, 1) },
  { dir: "services", name: "plumbing", draw: (s) => plumbingScene(s, 1) },
  { dir: "services", name: "handyman", draw: (s) => handymanScene(s, 1) },
  { dir: "projects", name: "fixtures-2", draw: (s) => faucetScene(s, 1) },
  { dir: "hero", name: "hero-installation", draw: (s) => installScene(s, 1) },
  { dir: "services", name: "painting", draw: (s) => paintingScene(s, 1) },
  { dir: "services", name: "flooring", draw: (s) => flooringScene(s, 1) },
  { dir: "projects", name: "fixtures-1", draw: (s) => diningScene(s, 1) },
  { dir: "projects", name: "fixtures-3", draw: (s) => ceilingFanScene(s, 1) },
  {
    dir: "projects",
    name: "other-2",
    draw: (s) => houseScene(s, { variant: 2, palette: HOUSE_PALETTES.navy, ladder: true, camZ: -2.5 }),
  },
  ...Object.entries(KITCHENS).map(([name, o]): Job => ({
    dir: dirOf(name),
    name,
    draw: (s) => kitchenScene(s, o),
  })),
  ...Object.entries(BATHROOMS).map(([name, o]): Job => ({
    dir: dirOf(name),
    name,
    draw: (s) => bathroomScene(s, o),
  })),
];

/** Neutral "image unavailable" picture (4:3), used when a photo fails to load. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900" role="img" aria-label="Image unavailable">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3f0ea"/><stop offset="1" stop-color="#e2ddd3"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#bg)"/>
<g fill="none" stroke="#b3aa9b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
<path d="M470 470 L600 360 L730 470"/><path d="M500 445 V560 H700 V445"/><path d="M575 560 V500 H625 V560"/>
<path d="M655 395 V365 H685 V420"/>
</g>
<path d="M360 640 H840" stroke="#cfc7b9" stroke-width="6" stroke-linecap="round"/>
<text x="600" y="700" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="34" fill="#8f8676" letter-spacing="1">Image unavailable</text>
</svg>
`;
