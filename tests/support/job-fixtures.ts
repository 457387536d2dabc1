/**
 * Jobs for the jobs' API tests (docs/jobs.md): an approved estimate for a chosen customer, its visits, its
 * invoices sent and paid (online or by check) through the API, and change orders written straight into their
 * table, as the change orders' own code would leave them.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { EstimateBodyInput } from "~/features/estimates/estimate.schema";
import { invoiceToken } from "~/features/invoices/invoice-token.server";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { businessToday } from "~/lib/dates";
import { newSecretLink } from "~/lib/secret-link.server";
import type { ChangeOrderBilling, ChangeOrderStatus } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { appointments, bookings, changeOrders, invoices } from "~db/schema";
import type { Client } from "./browser-like-client";
import { sentEstimate } from "./estimate-jobs";
import { TEST_AUTH_SECRET } from "./test-server";

export interface JobClients {
  db: Db;
  admin: Client;
  anonymous: Client;
}

/** The test checkout's Pay for a checkout's address. */
export async function payTestCheckout(anonymous: Client, url: string) {
  const paid = await anonymous.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`);
  expect(paid.status, await paid.clone().text()).toBe(200);
}

/**
 * An approved job of $2,250.00 (estimateBody's required lines) with its 30% deposit ($675.00) paid by card
 * through the test checkout; `customer` and the rest of the estimate as given.
 */
export async function approvedJobFor(clients: JobClients, overrides: Partial<EstimateBodyInput> = {}) {
  const { estimate, token } = await sentEstimate(clients, overrides);
  const approved = await clients.anonymous.post(`/api/estimates/${token}/approve`, {
    name: estimate.customer.name,
    acceptTerms: true,
    optionalLineIds: [],
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  const { url } = (await approved.json()) as { url?: string };
  if (url) await payTestCheckout(clients.anonymous, url);
  return estimate;
}

/** A visit of the job on `date` at `time`, scheduled as the owner does (outside the hours too). */
export async function scheduleVisit(admin: Client, estimateId: number, date: string, time = "10:00") {
  const res = await admin.post(`/api/admin/estimates/${estimateId}/visits`, {
    visits: [{ date, time }],
    confirmOutsideHours: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Moves the job's visits to `date` (a visit cannot be scheduled in the past: the clock moves them there). */
export async function moveVisits(db: Db, estimateId: number, date: string) {
  const ids = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.estimateId, estimateId));
  for (const { id } of ids) {
    await db.update(bookings).set({ date }).where(eq(bookings.id, id));
    await db.update(appointments).set({ date }).where(eq(appointments.bookingId, id));
  }
}

/** An invoice of the job for `amount`, written and sent by the owner; its credits are the invoices' own. */
export async function sentJobInvoice(admin: Client, job: { id: number; customerId: number }, amount: string) {
  const created = await admin.post("/api/admin/invoices", {
    customerId: job.customerId,
    estimateId: job.id,
    lines: [{ description: "Progress billing", quantity: 1, unit: "job", unitPrice: amount }],
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const invoice = (await created.json()) as InvoiceView;
  const sent = await admin.post(`/api/admin/invoices/${invoice.id}/send`);
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { ...invoice, ...((await sent.json()) as { number: string }) };
}

/** Money received by check today on an invoice (201 expected). */
export async function receiveCheck(admin: Client, invoiceId: number, amount: string) {
  const res = await admin.post(`/api/admin/invoices/${invoiceId}/payments`, {
    amount,
    method: "check",
    reference: "1042",
    receivedOn: businessToday(),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** The invoice's balance paid by card on its page (the test checkout). */
export async function payInvoiceOnline({ db, anonymous }: JobClients, invoiceId: number) {
  const [row] = await db
    .select({ nonce: invoices.tokenNonce })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const token = invoiceToken(TEST_AUTH_SECRET, row!.nonce!);
  const res = await anonymous.post(`/api/invoices/${token}/pay`, { method: "card" });
  expect(res.status, await res.clone().text()).toBe(200);
  await payTestCheckout(anonymous, ((await res.json()) as { url: string }).url);
}

export interface ChangeOrderRow {
  number: number;
  status: ChangeOrderStatus;
  total: string;
  title?: string;
  billing?: ChangeOrderBilling;
  invoiceId?: number | null;
}

/**
 * A change order of the job as its own code leaves it: a link once sent, a signature once approved, the
 * instant of the answer once answered. Answers its id and, when sent, its link's nonce.
 */
export async function insertChangeOrder(db: Db, estimateId: number, order: ChangeOrderRow) {
  const sent = order.status !== "draft";
  const link = sent ? newSecretLink(TEST_AUTH_SECRET, "change-order-link") : undefined;
  const answered = ["approved", "declined"].includes(order.status);
  const [row] = await db
    .insert(changeOrders)
    .values({
      estimateId,
      number: order.number,
      title: order.title ?? `Change ${order.number}`,
      billing: order.billing ?? "next_invoice",
      status: order.status,
      total: order.total,
      tokenNonce: link?.nonce ?? null,
      tokenHash: link?.hash ?? null,
      sentAt: sent ? new Date() : null,
      decidedAt: answered ? new Date() : null,
      signedName: order.status === "approved" ? "Pat Doe" : null,
      signedIp: order.status === "approved" ? "203.0.113.7" : null,
      signedUserAgent: order.status === "approved" ? "Vitest" : null,
      contentHash: order.status === "approved" ? "0".repeat(64) : null,
      invoiceId: order.invoiceId ?? null,
    })
    .returning({ id: changeOrders.id });
  return { id: row!.id, nonce: link?.nonce };
}

/** The job's bookings (its visits), oldest first. */
export const bookingsOf = (db: Db, estimateId: number) =>
  db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.estimateId, estimateId))
    .orderBy(bookings.id);
