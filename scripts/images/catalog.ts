/** Which image is drawn by which scene with which variation. */
import type { Scene } from "./lib.ts";
import { HOUSE_PALETTES, houseScene } from "./house.ts";
import { kitchenScene } from "./kitchen.ts";
import { bathroomScene } from "./bathroom.ts";
import { fenceScene } from "./fence.ts";
import { shedScene } from "./shed.ts";
import { deckScene, porchScene } from "./deck.ts";
import { electricalScene, plumbingScene } from "./trades.ts";
import { faucetScene, handymanScene } from "./workshop.ts";
import { diningScene, flooringScene, paintingScene } from "./rooms.ts";
import { ceilingFanScene, installScene } from "./install.ts";

export interface Job {
  dir: "hero" | "services" | "projects";
  name: string;
  draw: (s: Scene) => void;
}

const oak = { kind: "wood", color: "#c99a64" } as const;

export const JOBS: Job[] = [
  {
    dir: "hero",
    name: "hero-remodel",
    draw: (s) => houseScene(s, { variant: 1, palette: HOUSE_PALETTES.farmhouse, evening: true, camZ: -3.5 }),
  },
  {
    dir: "hero",
    name: "hero-kitchen",
    draw: (s) =>
      kitchenScene(s, {
        variant: 1,
        cabinets: "#f3f1ec",
        island: "#2f4a63",
        counter: "#f4f3f0",
        veins: true,
        wall: "#eeeae2",
        floor: oak,
        splash: "#fbfbf8",
        hardware: "#c9a253",
        pendant: "globe",
        pendantColor: "#c9a253",
        stools: "#a8784a",
        layout: "window",
      }),
  },
  {
    dir: "services",
    name: "kitchen-remodel",
    draw: (s) =>
      kitchenScene(s, {
        variant: 2,
        cabinets: "#8fa38c",
        uppers: "#f2f0ea",
        island: "#8fa38c",
        counter: "#f6f4ef",
        veins: true,
        wall: "#f1ede4",
        floor: { kind: "tile", color: "#d9d2c5", size: 0.6 },
        splash: "#f7f3ea",
        splashSize: [0.1, 0.1],
        hardware: "#2a2a2a",
        pendant: "dome",
        pendantColor: "#23272b",
        stools: "#d8c3a0",
        layout: "hood",
        yaw: 0.08,
      }),
  },
  {
    dir: "projects",
    name: "kitchen-1",
    draw: (s) =>
      kitchenScene(s, {
        variant: 3,
        cabinets: "#263d5a",
        uppers: "#f4f2ed",
        island: "#263d5a",
        counter: "#f3f2ee",
        veins: true,
        wall: "#ece7de",
        floor: { kind: "wood", color: "#8a5a38", size: 0.2 },
        splash: "#ffffff",
        hardware: "#c9a253",
        pendant: "cone",
        pendantColor: "#c9a253",
        stools: "#f0e8da",
        layout: "window",
        lShape: true,
        camX: 0.6,
        yaw: -0.1,
      }),
  },
  {
    dir: "projects",
    name: "kitchen-2",
    draw: (s) =>
      kitchenScene(s, {
        variant: 4,
        cabinets: "#7a5136",
        uppers: "#7a5136",
        island: "#7a5136",
        counter: "#2b2c2f",
        wall: "#f3f1ec",
        floor: { kind: "tile", color: "#b9b8b3", size: 0.75 },
        splash: "#e8efe9",
        splashSize: [0.12, 0.12],
        hardware: "#1b1b1b",
        pendant: "drum",
        pendantColor: "#1b1b1b",
        stools: "#2d2d2d",
        layout: "hood",
        yaw: 0.14,
        camX: -0.4,
      }),
  },
  {
    dir: "projects",
    name: "kitchen-3",
    draw: (s) =>
      kitchenScene(s, {
        variant: 5,
        cabinets: "#bdb5a8",
        uppers: "#f7f5f0",
        island: "#6f8a78",
        counter: "#ecebe6",
        veins: true,
        wall: "#e9e3d8",
        floor: { kind: "wood", color: "#d3b083", size: 0.16 },
        splash: "#dfe9ee",
        hardware: "#262626",
        pendant: "cage",
        pendantColor: "#262626",
        stools: "#c48a55",
        layout: "window",
        camX: -0.7,
        yaw: 0.06,
      }),
  },
  {
    dir: "projects",
    name: "kitchen-4",
    draw: (s) =>
      kitchenScene(s, {
        variant: 6,
        cabinets: "#2b2b2d",
        uppers: "#f3f1ec",
        island: "#2b2b2d",
        counter: "#b98a5a",
        wall: "#f2efe8",
        floor: { kind: "wood", color: "#b07c4c", size: 0.22 },
        splash: "#5b8a74",
        splashSize: [0.075, 0.2],
        hardware: "#c9a253",
        pendant: "cone",
        pendantColor: "#e9e4d9",
        stools: "#efe6d6",
        layout: "window",
        lShape: true,
        yaw: 0.16,
      }),
  },
  {
    dir: "hero",
    name: "hero-bathroom",
    draw: (s) =>
      bathroomScene(s, {
        variant: 1,
        wall: "#efe9df",
        tile: "#f6f3ee",
        feature: "#e9e2d6",
        featureSize: [0.8, 1.6],
        floor: { kind: "tile", color: "#cfc6b8", size: 0.8 },
        vanity: "#6e4a30",
        top: "#f5f3ef",
        metal: "#c9a253",
        layout: "tub-back",
        mirror: "arch",
        towel: "#efe7d8",
      }),
  },
  {
    dir: "services",
    name: "bathroom-remodel",
    draw: (s) =>
      bathroomScene(s, {
        variant: 2,
        wall: "#f2efe9",
        tile: "#ffffff",
        tileSize: [0.2, 0.1],
        feature: "#dfe6ea",
        featureSize: [0.3, 0.6],
        floor: { kind: "tile", color: "#b9bcbf", size: 0.6 },
        vanity: "#2d4660",
        top: "#f7f6f3",
        metal: "#c9a253",
        layout: "vanity-back",
        mirror: "round",
      }),
  },
  {
    dir: "projects",
    name: "bathroom-1",
    draw: (s) =>
      bathroomScene(s, {
        variant: 3,
        wall: "#eef0ea",
        tile: "#f7f7f4",
        feature: "#8fae9b",
        featureSize: [0.08, 0.3],
        floor: { kind: "tile", color: "#e3e1dc", size: 0.5 },
        vanity: "#f4f2ee",
        top: "#ecebe7",
        metal: "#1d1d1f",
        layout: "tub-back",
        mirror: "rect",
        camX: 0.3,
        yaw: -0.06,
        towel: "#d7e3d9",
      }),
  },
  {
    dir: "projects",
    name: "bathroom-2",
    draw: (s) =>
      bathroomScene(s, {
        variant: 4,
        wall: "#f3ece3",
        tile: "#f4efe8",
        feature: "#d7ad8c",
        featureSize: [0.2, 0.2],
        floor: { kind: "wood", color: "#b88a5c", size: 0.2 },
        vanity: "#c9a077",
        top: "#f7f5f1",
        metal: "#1d1d1f",
        layout: "vanity-back",
        mirror: "round",
        towel: "#f2e4d3",
      }),
  },
  {
    dir: "projects",
    name: "bathroom-3",
    draw: (s) =>
      bathroomScene(s, {
        variant: 5,
        wall: "#eef0f2",
        tile: "#ffffff",
        tileSize: [0.15, 0.075],
        feature: "#2d4660",
        featureSize: [0.15, 0.15],
        floor: { kind: "tile", color: "#d7d5d0", size: 0.3 },
        vanity: "#d8bc93",
        top: "#ffffff",
        metal: "#c9a253",
        layout: "tub-back",
        mirror: "round",
        camX: 0.45,
        yaw: -0.1,
        towel: "#f5f1e8",
      }),
  },
  {
    dir: "projects",
    name: "bathroom-4",
    draw: (s) =>
      bathroomScene(s, {
        variant: 6,
        wall: "#ebe9e6",
        tile: "#f0efec",
        feature: "#c9c8c6",
        featureSize: [0.9, 0.45],
        floor: { kind: "tile", color: "#3f4144", size: 0.6, grout: "#2a2b2d" },
        vanity: "#232325",
        top: "#f2f1ee",
        metal: "#c9a253",
        layout: "vanity-back",
        mirror: "arch",
        yaw: 0.1,
        towel: "#e0d6c6",
      }),
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
