/**
 * The product's fixed vocabularies: the database checks them, the schemas validate
 * against them and the pages label them. Client-safe.
 */
import type { AppointmentStatus } from "./appointment-lifecycle";

// The appointment statuses belong to the lifecycle; they are named here too, with the other vocabularies.
export {
  ADMIN_SETTABLE_STATUSES,
  APPOINTMENT_STATUSES,
  CANCELLABLE_STATUSES,
  CANCELLED_BY,
  type AppointmentStatus,
  type CancelledBy,
} from "./appointment-lifecycle";

export const SERVICE_CATEGORIES = [
  "Bathroom",
  "Kitchen",
  "Electrical",
  "Plumbing",
  "Outdoor",
  "General",
] as const;
export const PROJECT_CATEGORIES = ["Bathroom", "Kitchen", "Fence", "Fixtures", "Sheds", "Other"] as const;
export const PRICE_UNITS = ["fixed", "per_ft", "starting"] as const;
/**
 * A payment is `refund_pending` when money arrived that must go back (a second payment of a paid booking,
 * or one for visits that can no longer take place) until the provider confirms the refund: `refunded`.
 */
export const PAYMENT_STATUSES = [
  "pending",
  "processing",
  "succeeded",
  "failed",
  "expired",
  "refund_pending",
  "refunded",
] as const;
/** A payment whose money arrived, whether or not it had to go back. */
export const PAID_STATUSES = ["succeeded", "refund_pending", "refunded"] as const satisfies PaymentStatus[];
export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);
/**
 * Why money went back to a customer: on the site's own account (a second payment, a slot given away, a
 * visit or estimate closed meanwhile), a visit the customer cancelled in time, an admin's refund (with the
 * admin's words in the refund's note), or a refund made at the provider's own dashboard.
 */
export const REFUND_REASONS = [
  "duplicate",
  "slot_unavailable",
  "visit_cancelled",
  "estimate_closed",
  "cancelled_in_time",
  "admin",
  "provider",
] as const;
/** A refund asked of the provider (pending) until it answers. */
export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;
/** A customer's review waits for the owner (pending), who shows it on the site (approved) or not (hidden). */
export const REVIEW_STATUSES = ["pending", "approved", "hidden"] as const;
export const INBOX_STATUSES = ["new", "handled"] as const;
/**
 * An estimate's life: written (draft), mailed (sent), opened by the customer (viewed), then the customer's
 * answer or the clock (expired); approved once the deposit is paid, scheduled once its visits are set.
 */
export const ESTIMATE_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "approved",
  "declined",
  "changes_requested",
  "expired",
  "scheduled",
] as const;
/** An estimate's deposit: a percentage of what the customer approves, or a fixed amount. */
export const DEPOSIT_KINDS = ["percent", "fixed"] as const;
/** When a milestone of an estimate's payment schedule is due: on its date, or when the job is complete. */
export const MILESTONE_DUES = ["on_date", "on_completion"] as const;
export type MilestoneDue = (typeof MILESTONE_DUES)[number];
/**
 * A change order's life: written (draft), mailed (sent), opened (viewed), then the customer's answer
 * (approved, signed like an estimate, or declined) or the clock (expired, past its valid-until date).
 */
export const CHANGE_ORDER_STATUSES = ["draft", "sent", "viewed", "approved", "declined", "expired"] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];
/** How an approved change order is billed: an invoice of its own at once, or on the job's next invoice. */
export const CHANGE_ORDER_BILLINGS = ["invoice_now", "next_invoice"] as const;
export type ChangeOrderBilling = (typeof CHANGE_ORDER_BILLINGS)[number];
/** The statuses of an estimate whose work is a job: approved, or approved and its visits scheduled. */
export const JOB_STATUSES: readonly string[] = ["approved", "scheduled"];
/** A change order's name in its job: "CO-2". */
export const changeOrderNumber = (number: number) => `CO-${number}`;
/** Where a job stands: read from its visits and its dates (app/features/jobs), never stored. */
export const JOB_STAGES = ["scheduled", "in_progress", "completed", "closed"] as const;
export type JobStage = (typeof JOB_STAGES)[number];
/** The payment provider of money the owner recorded as received outside the site (a check, cash, a transfer). */
export const OFFLINE_PROVIDER = "offline";
/**
 * An invoice's life: written (draft), numbered and mailed (sent), opened by the customer (viewed), paid in
 * part or in full by the payments recorded against it, or voided with a reason. Overdue is not a status: it
 * is read from the due date.
 */
export const INVOICE_STATUSES = ["draft", "sent", "viewed", "partially_paid", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** How an invoice status reads: partially_paid reads "Partially Paid". */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  partially_paid: "Partially Paid",
  paid: "Paid",
  void: "Void",
};
/** When an invoice is due, counted from the day it is sent. */
export const INVOICE_TERMS = ["due_on_receipt", "net_7", "net_15", "net_30"] as const;
export type InvoiceTerms = (typeof INVOICE_TERMS)[number];
/** How money was paid: through the card provider (card, US bank account), or received by the owner. */
export const PAYMENT_METHODS = [
  "card",
  "us_bank_account",
  "check",
  "cash",
  "bank_transfer",
  "other",
] as const;
/** The ways an owner records money received outside the site. */
export const RECEIVED_METHODS = ["check", "cash", "bank_transfer", "other"] as const;
export type ReceivedMethod = (typeof RECEIVED_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export type RefundReason = (typeof REFUND_REASONS)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How a payment was made, in a sentence (a receipt's, My Projects'). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  card: "card",
  us_bank_account: "bank account",
  check: "check",
  cash: "cash",
  bank_transfer: "bank transfer",
  other: "other payment",
};

/** The days after sending an invoice is due, by its terms. */
export const INVOICE_TERMS_DAYS: Record<InvoiceTerms, number> = {
  due_on_receipt: 0,
  net_7: 7,
  net_15: 15,
  net_30: 30,
};

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  approved: "Approved",
  declined: "Declined",
  changes_requested: "Changes Requested",
  expired: "Expired",
  scheduled: "Scheduled",
};

/** How a change order's status reads. */
export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  approved: "Approved",
  declined: "Declined",
  expired: "Expired",
};

/** How a job's stage reads. */
export const JOB_STAGE_LABELS: Record<JobStage, string> = {
  scheduled: "Scheduled",
  in_progress: "In progress",
  completed: "Completed",
  closed: "Closed",
};

/** How an appointment status reads on every page: payment_pending reads "Payment Pending". */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  payment_pending: "Payment Pending",
};

/** A page of a server-sorted, server-paginated list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** When a job photo was taken: before the work, during it, or of the finished work. */
export const PHOTO_STAGES = ["before", "during", "after"] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];
/** How a customer agreed to photos of their job on the site: ticked from their link, or in writing. */
export const PORTFOLIO_CONSENT_KINDS = ["customer", "written"] as const;
export type PortfolioConsentKind = (typeof PORTFOLIO_CONSENT_KINDS)[number];
/** The minutes "on my way" offers. */
export const ON_MY_WAY_MINUTES = [10, 20, 30, 45, 60] as const;

/** A text message's way: sent by the site, or received from a phone. */
export const TEXT_DIRECTIONS = ["outbound", "inbound"] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];
/**
 * A text's status: queued (waiting for its turn), held (quiet hours or the daily limit: sent later),
 * sent (the provider took it), delivered or undelivered/failed (the provider's callback), skipped (never sent:
 * no consent, opted out), received (an inbound text).
 */
export const TEXT_STATUSES = [
  "queued",
  "held",
  "sent",
  "delivered",
  "undelivered",
  "failed",
  "skipped",
  "received",
] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];
/** Where a customer's text consent (or its withdrawal) came from. */
export const TEXT_CONSENT_SOURCES = ["booking", "estimate", "account", "keyword", "admin"] as const;
export type TextConsentSource = (typeof TEXT_CONSENT_SOURCES)[number];
