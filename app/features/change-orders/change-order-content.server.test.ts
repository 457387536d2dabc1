/** The approval's hash (docs/change-orders.md): canonical JSON of the page's content, SHA-256. */
import { describe, expect, it } from "vitest";
import { approvedContent, canonicalJson, contentHash } from "./change-order-content.server";
import type { PublicChangeOrderView } from "./change-order-view";

const shown: PublicChangeOrderView = {
  number: "CO-2",
  title: "Replace rotten subfloor",
  reason: "Water damage under the vanity.",
  status: "sent",
  lines: [
    {
      id: 7,
      serviceId: null,
      description: "Subfloor",
      quantity: 2,
      unit: "sheet",
      unitPrice: "600.00",
      total: "1200.00",
    },
    {
      id: 8,
      serviceId: null,
      description: "Tile not needed",
      quantity: 1,
      unit: "job",
      unitPrice: "-300.00",
      total: "-300.00",
    },
  ],
  total: "900.00",
  daysAdded: 3,
  billing: "next_invoice",
  validUntil: "2026-12-31",
  photos: [],
  estimate: { number: 12, title: "Kitchen refresh" },
  decidedAt: null,
  declineReason: null,
  customer: { name: "Dana Estimate" },
  business: { name: "Abilene Home Pros", phone: "(325) 555-0100", email: "a@b.test", address: "1 Pine St" },
  terms: "Balance on completion.",
  signature: null,
};

describe("canonicalJson", () => {
  it("writes objects with their keys in order, whatever order they were built in", () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: "x" }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });
});

describe("contentHash", () => {
  it("is 64 hex characters, the same for the same page whatever its status or answer", () => {
    const hash = contentHash(shown);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const answered = { ...shown, status: "approved" as const, decidedAt: "2026-12-01T15:00:00.000Z" };
    expect(contentHash({ ...answered, signature: { name: "Dana", signedAt: answered.decidedAt } })).toBe(
      hash,
    );
  });

  it("changes when one line, the terms, the billing or the days added change", () => {
    const hash = contentHash(shown);
    const otherLine = { ...shown.lines[1]!, unitPrice: "-299.99", total: "-299.99" };
    for (const changed of [
      { ...shown, lines: [shown.lines[0]!, otherLine] },
      { ...shown, terms: "Balance on completion!" },
      { ...shown, billing: "invoice_now" as const },
      { ...shown, daysAdded: 4 },
    ])
      expect(contentHash(changed)).not.toBe(hash);
  });

  it("holds what the page shows and no ids", () => {
    const content = approvedContent(shown);
    expect(content.lines[0]).toEqual({
      description: "Subfloor",
      quantity: 2,
      unit: "sheet",
      unitPrice: "600.00",
      total: "1200.00",
    });
    expect(canonicalJson(content)).not.toContain('"id"');
  });
});
