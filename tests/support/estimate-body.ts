/** A valid estimate as the back office writes it, for the API, integration and browser tests alike. */
import type { EstimateBodyInput } from "~/features/estimates/estimate.schema";
import { addDays, businessToday } from "~/lib/dates";

let customerNumber = 0;

/** A kitchen estimate: two required lines ($1,500.00 + 3 × $250.00) and an optional one ($400.00); 30% deposit. */
export function estimateBody(overrides: Partial<EstimateBodyInput> = {}): EstimateBodyInput {
  customerNumber += 1;
  return {
    customer: { name: "Dana Estimate", email: `dana${customerNumber}@example.com`, phone: "325-555-0142" },
    title: "Kitchen refresh",
    lines: [
      { description: "Cabinet refacing", quantity: 1, unit: "job", unitPrice: "1500.00", optional: false },
      { description: "New outlets", quantity: 3, unit: "each", unitPrice: "250.00", optional: false },
      {
        description: "Under-cabinet lighting",
        quantity: 1,
        unit: "job",
        unitPrice: "400.00",
        optional: true,
      },
    ],
    notes: "Work starts within two weeks of approval.",
    terms: "Payment terms: deposit on approval, balance on completion.",
    validUntil: addDays(businessToday(), 30),
    deposit: { kind: "percent", value: "30" },
    ...overrides,
  };
}
