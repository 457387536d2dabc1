/**
 * What a customer approves, written down once: the estimate exactly as their page shows it (the business,
 * the customer, every line with its figures and whether it was chosen, notes, terms, validity, totals and
 * deposit), serialised in a fixed order and hashed with SHA-256. Any change to what was shown changes the
 * hash, so the approval record proves which content was signed.
 */
import { createHash } from "node:crypto";
import type { PublicEstimateView } from "./estimate-view";

export function approvedContent(
  view: PublicEstimateView,
  chosen: readonly number[],
  sums: { total: string; depositDue: string },
) {
  return {
    business: view.business,
    estimate: {
      number: view.number,
      revision: view.revision,
      title: view.title,
      customer: view.customer.name,
    },
    lines: view.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: line.total,
      optional: line.optional,
      chosen: line.optional ? chosen.includes(line.id) : true,
    })),
    notes: view.notes,
    terms: view.terms,
    validUntil: view.validUntil,
    deposit: view.deposit,
    total: sums.total,
    depositDue: sums.depositDue,
  };
}

export function contentHash(content: ReturnType<typeof approvedContent>): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
