/**
 * What a customer approves, written down once, as an estimate's approval is: the change order exactly as
 * their page shows it (the business, the customer, the job, the title and reason, every line with its
 * figures, the total, the days added, the billing, the validity, the photos and the terms it is signed
 * under), serialised as canonical JSON (keys sorted, no spaces) and hashed with SHA-256. Any change to what
 * was shown changes the hash, so the signature proves which content was signed. Where the change order
 * stands (its status, its answer) is not content: the same page hashes the same before and after.
 */
import { createHash } from "node:crypto";
import type { PublicChangeOrderView } from "./change-order-view";

export function approvedContent(view: PublicChangeOrderView) {
  return {
    business: view.business,
    customer: view.customer.name,
    estimate: view.estimate,
    changeOrder: {
      number: view.number,
      title: view.title,
      reason: view.reason,
      daysAdded: view.daysAdded,
      billing: view.billing,
      validUntil: view.validUntil,
    },
    lines: view.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    total: view.total,
    photos: view.photos,
    terms: view.terms,
  };
}

/** JSON with every object's keys in order, so the same content is always the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of the change order as its page shows it. */
export function contentHash(view: PublicChangeOrderView): string {
  return createHash("sha256")
    .update(canonicalJson(approvedContent(view)))
    .digest("hex");
}
