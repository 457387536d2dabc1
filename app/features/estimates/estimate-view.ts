/**
 * An estimate as the API answers it (docs/estimates.md): amounts as decimal strings, dates yyyy-MM-dd,
 * instants ISO. The back office's view carries everything; the customer's page gets the public part only.
 * Client-safe.
 */
import type { DepositKind, EstimateStatus } from "~/lib/vocabulary";

export interface EstimateLineView {
  id: number;
  serviceId: number | null;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  optional: boolean;
  /** quantity × unit price. */
  total: string;
}

export interface ApprovalView {
  signedName: string;
  signedAt: string;
  optionalLineIds: number[];
  total: string;
  depositDue: string;
  /** SHA-256 (hex) of the estimate exactly as the customer's page showed it. */
  contentHash: string;
}

export interface EstimateVisitView {
  appointmentId: number;
  date: string;
  time: string;
  status: string;
}

export interface PublicEstimateView {
  number: number;
  revision: number;
  status: EstimateStatus;
  business: { name: string; phone: string; email: string; address: string };
  customer: { name: string };
  title: string;
  lines: EstimateLineView[];
  notes: string;
  terms: string;
  validUntil: string;
  deposit: { kind: DepositKind; value: string };
  /** The lines that are not optional. */
  subtotal: string;
  /** Required lines plus the optional ones chosen at approval (none before). */
  total: string;
  /** The deposit of `total`. */
  depositDue: string;
  photos: string[];
  /** Set once approved: what the customer signed. */
  approval: ApprovalView | null;
  /** Why it can no longer be approved, in the customer's words; null while it can be. */
  closedReason: string | null;
  visits: EstimateVisitView[];
}

export interface EstimateView extends Omit<PublicEstimateView, "customer" | "approval"> {
  id: number;
  quoteRequestId: number | null;
  customer: { name: string; email: string; phone: string };
  customerId: number;
  approval: (ApprovalView & { ipAddress: string; userAgent: string; paid: boolean }) | null;
  sentAt: string | null;
  viewedAt: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  /** The revision that replaced this one, when it was revised. */
  supersededById: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface EstimateListItem {
  id: number;
  number: number;
  revision: number;
  status: EstimateStatus;
  title: string;
  customerName: string;
  customerEmail: string;
  subtotal: string;
  validUntil: string;
  sentAt: string | null;
  createdAt: string;
  superseded: boolean;
}

/**
 * Where an estimate's deposit stands, as its checkout's return page says it (`/estimates/paid`, and
 * `POST /api/estimates/paid`): `refunded` when the estimate changed meanwhile and the money went back.
 */
export type DepositReturn =
  | { state: "not-found" }
  | { state: "approved" | "pending" | "refunded" | "unpaid"; number: number; title: string; phone: string };
