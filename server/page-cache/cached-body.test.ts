import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cachedBody } from "./cached-body";
import { combine, shiftOperator } from "./crc32-combine";

const newNonce = () => crypto.randomBytes(16).toString("base64");
const PLACEHOLDER = crypto.randomBytes(12).toString("hex");

/** A page-like text: markup repeated with variations, the placeholder wherever `nonceAt` says. */
function pageWith(parts: string[]) {
  return Buffer.from(parts.join(PLACEHOLDER));
}

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<li class="card card-${i % 7}">Service ${i} from $${i * 10}</li>`,
  ).join("");

const expected = (body: Buffer, nonce: string) => body.toString("latin1").split(PLACEHOLDER).join(nonce);

describe("a cached body with nonces", () => {
  const shapes: Record<string, string[]> = {
    "nonces in the middle": [
      `<head>${filler(20)}<script nonce="`,
      `">x()</script>${filler(400)}<p nonce="`,
      `"/>`,
    ],
    "a nonce first and last": ["", filler(50), ""],
    "two nonces side by side": [filler(10), "", filler(10)],
    "a piece longer than the deflate window": [filler(10), filler(2000), filler(10)],
  };

  it.each(Object.entries(shapes))(
    "%s: every encoding reads back with the answer's own nonce",
    async (_, parts) => {
      const body = pageWith(parts);
      const cached = await cachedBody(body, PLACEHOLDER);
      expect(cached.hasNonce).toBe(true);
      expect([...cached.encodings].sort()).toEqual(["gzip", "identity"]);
      for (const nonce of [newNonce(), newNonce(), "+/+/+/+/+/+/+/+/+/+/+/==", "AAAAAAAAAAAAAAAAAAAAAA=="]) {
        const gzipped = cached.render("gzip", nonce);
        expect(gzipped.length).toBe(cached.length("gzip"));
        // gunzip checks the trailer's CRC and length too.
        expect(zlib.gunzipSync(gzipped).toString("latin1")).toBe(expected(body, nonce));
        expect(cached.render("identity", nonce).toString("latin1")).toBe(expected(body, nonce));
      }
    },
  );

  it("compresses close to a plain gzip of the page: the text before a hole still serves after it", async () => {
    const body = pageWith(Array.from({ length: 40 }, (_, i) => filler(30 + i)));
    const cached = await cachedBody(body, PLACEHOLDER);
    const plain = zlib.gzipSync(Buffer.from(expected(body, newNonce())), { level: 9 }).length;
    // Each hole costs its nonce stored as is, a block header and the flush before it: about 42 bytes. Without
    // the dictionaries every piece would repeat what the pieces before it said (over 5 times larger here).
    expect(cached.length("gzip")).toBeLessThan(plain + 39 * 50);
  });

  it("a page with a zero byte is still right (compressed without dictionaries)", async () => {
    const body = pageWith([filler(5) + "\u0000" + filler(5), filler(5), filler(5)]);
    const cached = await cachedBody(body, PLACEHOLDER);
    const nonce = newNonce();
    expect(zlib.gunzipSync(cached.render("gzip", nonce)).toString("latin1")).toBe(expected(body, nonce));
  });

  it("two answers under way never share a buffer; a buffer handed back is rendered into afresh", async () => {
    const body = pageWith([filler(20), filler(20), filler(20)]);
    const cached = await cachedBody(body, PLACEHOLDER);
    for (const encoding of ["gzip", "identity"] as const) {
      const first = cached.render(encoding, newNonce());
      const copy = Buffer.from(first);
      const second = cached.render(encoding, newNonce());
      expect(second).not.toBe(first);
      expect(first.equals(copy)).toBe(true);
    }
    const sent = cached.render("gzip", newNonce());
    cached.recycle("gzip", sent);
    const nonce = newNonce();
    const again = cached.render("gzip", nonce);
    expect(again).toBe(sent);
    expect(zlib.gunzipSync(again).toString("latin1")).toBe(expected(body, nonce));
  });
});

describe("a cached body without a nonce", () => {
  it("keeps brotli, gzip and identity, and a validator of its content", async () => {
    const body = Buffer.from(
      JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id, name: `Service ${id}` }))),
    );
    const cached = await cachedBody(body, PLACEHOLDER);
    expect(cached.hasNonce).toBe(false);
    expect(zlib.brotliDecompressSync(cached.render("br", "")).equals(body)).toBe(true);
    expect(zlib.gunzipSync(cached.render("gzip", "")).equals(body)).toBe(true);
    expect(cached.render("identity", "").equals(body)).toBe(true);
    expect(cached.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await cachedBody(Buffer.from(`${body} `), PLACEHOLDER)).etag).not.toBe(cached.etag);
  });
});

describe("crc32 of a concatenation", () => {
  it("equals the CRC of the joined bytes", () => {
    for (const [a, b] of [
      [crypto.randomBytes(100), crypto.randomBytes(1)],
      [crypto.randomBytes(0), crypto.randomBytes(70_000)],
      [crypto.randomBytes(5), crypto.randomBytes(0)],
    ] as const) {
      expect(combine(zlib.crc32(a), zlib.crc32(b), shiftOperator(b.length))).toBe(
        zlib.crc32(Buffer.concat([a, b])),
      );
    }
  });
});
