/**
 * What a customer approves, written down once: the estimate exactly as their page shows it (the business,
 * the customer, every line with its figures and whether it was chosen, notes, terms, validity, totals,
 * deposit and payment schedule), serialised in a fixed order and hashed with SHA-256. Any change to what was shown changes the
 * hash, so the approval record proves which content was signed.
 */
import { createHash } from "node:crypto";
import { fromCents } from "~/lib/deposit";
import { hundredths } from "~/lib/priced-lines";
import type { PublicEstimateView } from "./estimate-view";
import { scheduleOf } from "./payment-schedule";

export function approvedContent(
  view: PublicEstimateView,
  chosen: readonly number[],
  sums: { total: string; depositDue: string },
) {
  // The schedule's amounts of the total approved, with the options chosen, as the page showed them.
  const schedule = scheduleOf(view, hundredths(sums.total));
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
    schedule: {
      milestones: view.milestones.map((milestone, i) => ({
        name: milestone.name,
        kind: milestone.kind,
        value: milestone.value,
        due: milestone.due,
        date: milestone.date,
        amount: fromCents(schedule.milestoneCents[i]!),
      })),
      completionDue: fromCents(schedule.completionCents),
    },
  };
}

export function contentHash(content: ReturnType<typeof approvedContent>): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}
