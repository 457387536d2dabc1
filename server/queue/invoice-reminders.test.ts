/**
 * Invoice payment reminders at fixed instants (docs/invoices.md), with TWO site instances on one database
 * ticking the scheduled job together: 3 days before the due date and 1, 7 and 14 days after it, each once,
 * none at night (9 PM to 8 AM business time), none once paid, voided or turned off, and only the latest when
 * several are due at once.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessInstant } from "~/lib/dates";
import { queueInvoiceReminders } from "~/workflows/invoice-notices.server";
import { invoiceReminders, invoices } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const logger = pino({ level: "silent" });
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let admin: Client;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSettings(database.db);
  [a, b] = await Promise.all([startTestServer({ database }), startTestServer({ database })]);
  await createAdmin(a, "admin@example.com");
  admin = (await signInAdmin(a, "admin@example.com")).client;
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
});

const deps = (server: TestServer) => ({ db: database.db, jobs: server.jobs, logger });
/** Both instances tick at each instant, at the same time; answers how many reminders they queued. */
async function tickBoth(...instants: Date[]) {
  let queued = 0;
  for (const now of instants) {
    const counts = await Promise.all([
      queueInvoiceReminders(deps(a), now),
      queueInvoiceReminders(deps(b), now),
    ]);
    queued += counts[0] + counts[1];
  }
  return queued;
}
const remindersTo = (to: string) => [
  ...mailsTo(`${a.dataDir}/outbox`, to, /^(Reminder: invoice|Invoice .* is past due)/),
  ...mailsTo(`${b.dataDir}/outbox`, to, /^(Reminder: invoice|Invoice .* is past due)/),
];

let emails = 0;
/** A sent invoice, dated `issuedOn` and due `dueDate` (business dates). */
async function openInvoice(issuedOn: string, dueDate: string) {
  const email = `reminded-${++emails}-${Date.now()}@example.com`;
  const created = await admin.post("/api/admin/invoices", {
    customer: { name: "Dee Laney", email, phone: "325-555-0188" },
    lines: [{ description: "Water heater install", quantity: 1, unit: "job", unitPrice: "1450.00" }],
  });
  const { id } = (await created.json()) as { id: number };
  expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
  await database.db.update(invoices).set({ issuedOn, dueDate }).where(eq(invoices.id, id));
  return { id, email };
}
const sentOffsets = async (id: number) =>
  (await database.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, id)))
    .map((row) => row.offsetDays)
    .sort((x, y) => x - y);

// Far ahead, so that no other invoice of this database is due around these days.
const DUE = "2031-03-18";
const on = (days: number, time: string) => businessInstant(addDays(DUE, days), time);

describe("an invoice's reminders", () => {
  it("go 3 days before and 1, 7 and 14 days after the due date, each once, by day and not at night", async () => {
    const { id, email } = await openInvoice(addDays(DUE, -15), DUE);
    expect(await tickBoth(on(-4, "10:00"))).toBe(0);
    expect(await tickBoth(on(-3, "07:59"), on(-3, "21:00"))).toBe(0);
    expect(await tickBoth(on(-3, "08:00"), on(-3, "09:00"), on(-2, "10:00"))).toBe(1);
    await expect.poll(() => remindersTo(email).length, MAIL_DEADLINE).toBe(1);
    expect(remindersTo(email)[0]!.subject).toMatch(
      /^Reminder: invoice INV-\d{4}-\d{4} is due March 18, 2031$/,
    );

    expect(await tickBoth(on(0, "12:00"), on(1, "07:00"), on(1, "22:30"))).toBe(0);
    expect(await tickBoth(on(1, "08:30"), on(2, "08:30"))).toBe(1);
    expect(await tickBoth(on(7, "13:00"), on(14, "13:00"), on(30, "13:00"))).toBe(2);
    expect(await sentOffsets(id)).toEqual([-3, 1, 7, 14]);
    await expect.poll(() => remindersTo(email).length, MAIL_DEADLINE).toBe(4);
    expect(remindersTo(email).filter((mail) => /is past due$/.test(mail.subject))).toHaveLength(3);
  });

  it("a site that missed days sends only the latest reminder due", async () => {
    const { id } = await openInvoice(addDays(DUE, -30), DUE);
    expect(await tickBoth(on(9, "10:00"))).toBe(1);
    expect(await sentOffsets(id)).toEqual([7]);
    expect(await tickBoth(on(10, "10:00"))).toBe(0);
  });

  it("none once paid, voided or turned off, nor on the day it was sent", async () => {
    const paid = await openInvoice(addDays(DUE, -15), DUE);
    await admin.post(`/api/admin/invoices/${paid.id}/payments`, {
      amount: "1450.00",
      method: "check",
      receivedOn: "2026-11-01",
    });
    const voided = await openInvoice(addDays(DUE, -15), DUE);
    await admin.post(`/api/admin/invoices/${voided.id}/void`, { reason: "Billed by mistake" });
    const off = await openInvoice(addDays(DUE, -15), DUE);
    const turnedOff = await admin.post(`/api/admin/invoices/${off.id}/reminders`, { off: true });
    expect(await turnedOff.json()).toMatchObject({ remindersOff: true });
    // Sent two days before it is due: the "3 days before" reminder would fall before it was sent.
    const late = await openInvoice(addDays(DUE, -2), DUE);

    await tickBoth(on(-3, "10:00"), on(1, "10:00"));
    expect(await sentOffsets(paid.id)).toEqual([]);
    expect(await sentOffsets(voided.id)).toEqual([]);
    expect(await sentOffsets(off.id)).toEqual([]);
    expect(await sentOffsets(late.id)).toEqual([1]);
  });
});
