import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

const ALL = new Set(["br", "gzip", "identity"] as const);
const NO_BR = new Set(["gzip", "identity"] as const);

describe("the encoding of a cached answer", () => {
  it.each([
    [undefined, ALL, "identity"],
    ["", ALL, "identity"],
    ["gzip", ALL, "gzip"],
    ["gzip, deflate, br, zstd", ALL, "br"],
    ["gzip, deflate, br, zstd", NO_BR, "gzip"],
    ["br;q=0.8, gzip;q=0.9", ALL, "gzip"],
    ["GZIP ; q=0.5", ALL, "gzip"],
    ["gzip;q=0.5, identity;q=0.1", ALL, "gzip"],
    ["br;q=0, gzip;q=0", ALL, "identity"],
    ["*", NO_BR, "gzip"],
    ["*;q=0, identity", ALL, "identity"],
    ["deflate", ALL, "identity"],
    ["identity;q=0", ALL, "identity"],
  ] as const)("Accept-Encoding %j with %o kept: %s", (header, kept, expected) => {
    expect(preferredEncoding(header, kept)).toBe(expected);
  });
});
