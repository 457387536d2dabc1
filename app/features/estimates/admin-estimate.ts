/**
 * What the back office's Estimates tab is drawn with, as the admin route composes it: the catalog to add
 * lines from, the defaults a new estimate starts with, and a quote request to start one from. Client-safe.
 */
import { addDays, businessToday } from "~/lib/dates";
import { pricedLineFormValues } from "~/lib/priced-lines";
import type { EstimateDefaults } from "./admin-endpoints";
import type { EstimateListItem, EstimateView } from "./estimate-view";
import type { EstimateBodyInput } from "./estimate.schema";

/** A service of the catalog as a line starts from it. */
export interface CatalogService {
  id: number;
  name: string;
  basePrice: string;
  priceUnit: string;
}

/** A new estimate started from a quote request: its values, and what the request showed for reference. */
export interface QuotePrefill {
  values: EditorValues;
  details: string;
  /** Copied to the estimate by the server when it is created. */
  photos: string[];
}

/** The editor's values: everything is filled in, so that every field is controlled from the start. */
export type EditorValues = EstimateBodyInput & {
  customer: { name: string; email: string; phone: string };
  lines: NonNullable<EstimateBodyInput["lines"]>;
  deposit: { kind: "percent" | "fixed"; value: string };
  milestones: MilestoneValues[];
};

/** A milestone as the editor holds it: the date typed even while it is due on completion. */
export interface MilestoneValues {
  name: string;
  kind: "percent" | "fixed";
  value: string;
  due: "on_date" | "on_completion";
  date: string;
}

/** A blank estimate: the settings' terms and deposit, valid for the settings' days from today. */
export function blankEstimate(defaults: EstimateDefaults, today = businessToday()): EditorValues {
  return {
    quoteRequestId: null,
    customer: { name: "", email: "", phone: "" },
    title: "",
    lines: [],
    notes: "",
    terms: defaults.terms,
    validUntil: addDays(today, defaults.validDays),
    deposit: { ...defaults.deposit },
    milestones: [],
  };
}

/** A draft's values as the editor edits them. */
export function estimateValues(view: EstimateView): EditorValues {
  return {
    quoteRequestId: view.quoteRequestId,
    customer: { ...view.customer },
    title: view.title,
    lines: view.lines.map((line) => ({ ...pricedLineFormValues(line), optional: line.optional })),
    notes: view.notes,
    terms: view.terms,
    validUntil: view.validUntil,
    deposit: { ...view.deposit },
    milestones: view.milestones.map(({ name, kind, value, due, date }) => ({
      name,
      kind,
      value,
      due,
      date: date ?? "",
    })),
  };
}

/** "#12", or "#12 rev 2" for a later revision. */
export const estimateNumber = (estimate: Pick<EstimateListItem, "number" | "revision">) =>
  estimate.revision > 1 ? `#${estimate.number} rev ${estimate.revision}` : `#${estimate.number}`;
