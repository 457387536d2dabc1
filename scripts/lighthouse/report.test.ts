import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { failuresOf, findingsOf, medianRun, scoreTable, scoresOf, scriptBytesOf } from "./report";

/** Just enough of a Lighthouse result for the report's functions. */
function lhr(scores: Record<string, number>, audits: Record<string, unknown> = {}, refs: unknown[] = []) {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, { score, auditRefs: id === "seo" ? refs : [] }]),
  );
  return { categories, audits } as unknown as Result;
}

const perfect = { performance: 1, accessibility: 1, "best-practices": 1, seo: 1 };

describe("the verdict", () => {
  it("passes a page at 100 in every category", () => {
    expect(failuresOf([scoresOf("/", lhr(perfect))])).toEqual([]);
  });

  it("fails below 100 in any category, Performance included, naming page and category", () => {
    const pages = [
      scoresOf("/", lhr({ ...perfect, performance: 0.99 })),
      scoresOf("/contact", lhr({ ...perfect, accessibility: 0.98, seo: 0.92 })),
      scoresOf("/services", lhr({ ...perfect, "best-practices": 0.96 })),
    ];
    expect(failuresOf(pages)).toEqual([
      "/: Performance 99 < 100",
      "/contact: Accessibility 98 < 100",
      "/contact: SEO 92 < 100",
      "/services: Best Practices 96 < 100",
    ]);
  });

  it("counts a missing category as 0", () => {
    expect(scoresOf("/", lhr({ performance: 1 })).scores.seo).toBe(0);
  });
});

describe("scoreTable", () => {
  it("prints one row per page: the four categories, the LCP and the scripts", () => {
    const audits = {
      "largest-contentful-paint": { displayValue: "1.2\u00a0s" },
      "network-requests": {
        details: { items: [{ resourceType: "Script", transferSize: 2048, resourceSize: 4096 }] },
      },
    };
    const table = scoreTable([scoresOf("/services", lhr({ ...perfect, performance: 0.93 }, audits))]);
    expect(table.split("\n")).toEqual([
      "Page       Performance  Accessibility  Best Practices  SEO    LCP       JavaScript",
      "---------  -----------  -------------  --------------  ---  -----  ---------------",
      "/services           93            100             100  100  1.2 s  1 files, 2.0 kB",
    ]);
  });
});

describe("findingsOf", () => {
  it("lists the weighted audits that lost points, with their values", () => {
    const result = lhr(
      { ...perfect, seo: 0.9 },
      {
        "meta-description": { title: "Document has a meta description", score: 0 },
        "link-text": { title: "Links have descriptive text", score: 1 },
        "structured-data": { title: "Structured data is valid", score: null },
        hreflang: { title: "Document has a valid hreflang", score: 0, displayValue: "1 found" },
      },
      [
        { id: "meta-description", weight: 1 },
        { id: "link-text", weight: 1 },
        { id: "structured-data", weight: 0 },
        { id: "hreflang", weight: 1 },
      ],
    );
    expect(findingsOf(result)).toEqual([
      "SEO: Document has a meta description",
      "SEO: Document has a valid hreflang (1 found)",
    ]);
  });
});

describe("scriptBytesOf", () => {
  it("sums the scripts' transfer and resource sizes, ignoring other requests", () => {
    const result = lhr(perfect, {
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", transferSize: 9000, resourceSize: 30000 },
            { resourceType: "Script", transferSize: 60000, resourceSize: 200000 },
            { resourceType: "Script", transferSize: 1500, resourceSize: 500 },
            { resourceType: "Stylesheet", transferSize: 6000, resourceSize: 21000 },
          ],
        },
      },
    });
    expect(scriptBytesOf(result)).toEqual({ count: 2, transfer: 61500, resource: 200500 });
  });
});

describe("medianRun", () => {
  it("picks the run with the middle Performance score", () => {
    const runs = [0.95, 0.6, 0.91].map((performance) => lhr({ ...perfect, performance }));
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([runs[1]!])).toBe(runs[1]);
  });
});
