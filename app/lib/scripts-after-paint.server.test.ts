import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

const NONCE = "abc123==";
const html =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/></head><body><p>Café ✓</p>' +
  `<script nonce="${NONCE}">window.__context = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root.js";</script>` +
  "</body>";

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterPaint(NONCE)));
}

describe("scriptsAfterPaint", () => {
  it("holds the preloads and the hydration module back, and adds the script that starts them", async () => {
    const out = await through([Buffer.from(html)]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out.match(/<link data-after-paint="modulepreload" href="\/assets\/\w+\.js"\/>/g)).toHaveLength(2);
    expect(out).not.toContain('type="module" async');
    expect(out).toContain(
      `<script nonce="${NONCE}" type="module/after-paint">import * as route0 from "/assets/root.js";</script>`,
    );
    // The starter carries the nonce, comes before the held script, and the rest is untouched.
    expect(out).toMatch(new RegExp(`<script nonce="${NONCE}">\\(function\\(\\)\\{.*first-contentful-paint`));
    expect(out.indexOf("first-contentful-paint")).toBeLessThan(out.indexOf('module/after-paint">'));
    expect(out).toContain(`<p>Café ✓</p><script nonce="${NONCE}">window.__context = {};</script>`);
  });

  it("leaves a module script with another nonce alone", async () => {
    const other = html.replace(`nonce="${NONCE}" type="module"`, 'nonce="other" type="module"');
    expect(await through([Buffer.from(other)])).toContain('<script nonce="other" type="module" async="">');
  });

  it("finds a tag and a character cut between two chunks at any place", async () => {
    const bytes = Buffer.from(html);
    const expected = await through([bytes]);
    for (let at = 1; at < bytes.length; at++) {
      expect(await through([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
    }
  });
});
