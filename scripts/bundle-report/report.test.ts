import { describe, expect, it } from "vitest";
import { budgetFailures, chunkContents, pageTable } from "./report";

const visits = new Map([
  [
    "/",
    [
      { file: "entry-a.js", bytes: 100 * 1024 },
      { file: "home-b.js", bytes: 30 * 1024 },
    ],
  ],
  ["/contact", [{ file: "entry-a.js", bytes: 100 * 1024 }]],
]);

describe("the bundle report", () => {
  it("sums each page's files and shows the home page's budget", () => {
    expect(pageTable(visits).split("\n")).toEqual([
      "Page      Files  Gzip JavaScript",
      "/             2        130.0 KiB  budget 120.0 KiB",
      "/contact      1        100.0 KiB",
    ]);
  });

  it("fails the home page above 120 KiB and passes it at the budget", () => {
    expect(budgetFailures(visits)).toEqual(["/: 130.0 KiB of JavaScript > 120.0 KiB"]);
    const atBudget = new Map([["/", [{ file: "entry-a.js", bytes: 120 * 1024 }]]]);
    expect(budgetFailures(atBudget)).toEqual([]);
  });

  it("names the pages that load a file and shares its bytes among its modules", () => {
    const chunks = {
      "assets/home-b.js": {
        "/repo/app/features/hero/hero.tsx": 3000,
        "/repo/node_modules/clsx/dist/clsx.mjs": 1000,
      },
    };
    expect(chunkContents(visits, chunks).split("\n")).toEqual([
      "entry-a.js  100.0 KiB  (every page)",
      "home-b.js  30.0 KiB  (/)",
      "    ~ 22.5 KiB  app/features/hero/hero.tsx",
      "    ~  7.5 KiB  clsx/dist/clsx.mjs",
    ]);
  });
});
