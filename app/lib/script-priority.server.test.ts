import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./script-priority.server";

const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/></head><body><p>Café ✓</p></body>';

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

describe("lowerModulePreloadPriority", () => {
  it("gives every module preload a low fetch priority and leaves the rest as it was", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out).toBe(html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds a tag and a character cut between two chunks at any place", async () => {
    const bytes = Buffer.from(html);
    const expected = html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"');
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
    }
  });
});
