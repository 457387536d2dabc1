/**
 * The owner's alerts and the customer's mail about their own changes: a booking confirmed, a visit moved
 * (the customer's updated calendar file: same UID, higher SEQUENCE) or cancelled (with what became of the
 * deposit, and no second mail saying the same). Each is sent once per event however often it is told, and
 * an alert turned off in Settings is not sent (estimates and reviews: record-alerts.test.ts).
 */
import fs from "node:fs";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerAlertSettings } from "~/features/settings/owner-alerts";
import { tellVisitMoved } from "~/workflows/visit-change-mail.server";
import { demoSettings } from "~db/demo-data";
import { appointments } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, freshSlot, makeService, postJson } from "~tests/support/booking";
import { mailsTo, waitForMail, type OutboxMail } from "~tests/support/outbox";
import { setOwnerAlerts } from "~tests/support/owner-alerts";
import { waitForIdleQueue } from "~tests/support/queue";

let t: AdminTestServer;
const db = () => t.server.database.db;
const outbox = () => `${t.server.dataDir}/outbox`;
const owner = demoSettings.email;
const deps = () => ({ db: db(), jobs: t.server.jobs, logger: pino({ level: "silent" }) });

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

/** The owner's mail whose subject matches (the owner gets every alert, so each test names its own). */
const ownerMails = (subject: RegExp) => mailsTo(outbox(), owner, subject);

const setAlerts = (alerts: Partial<OwnerAlertSettings>) => setOwnerAlerts(t.admin, alerts);

/** The lines of a mail's visit.ics, folded lines joined. */
function calendarOf(mail: OutboxMail): string[] {
  const raw = fs.readFileSync(mail.file, "utf8");
  const part = /filename=visit\.ics\n\n([A-Za-z0-9+/=\n]+)\n/.exec(raw);
  if (!part) throw new Error(`no visit.ics in "${mail.subject}"`);
  return Buffer.from(part[1]!.replace(/\n/g, ""), "base64")
    .toString("utf8")
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n");
}
const field = (lines: string[], name: string) =>
  lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);

/** A confirmed booking of `email` (its deposit paid through the test checkout when the price asks one). */
async function confirmedBooking(email: string, basePrice = "0.00") {
  const service = await makeService(db(), { name: "Gutter Cleaning", basePrice });
  const res = await postJson(t.server.url, "/api/book", bookingBody([{ serviceId: service }], { email }));
  expect(res.status).toBe(201);
  const booked = (await res.json()) as { appointmentId: number; bookingId: number; sessionId?: string };
  if (booked.sessionId) {
    const paid = await postJson(t.server.url, `/api/test-checkout/${booked.sessionId}/pay`, {});
    expect(paid.status).toBe(200);
  }
  const confirmation = await waitForMail(outbox(), email, { subject: /confirmed/ });
  return { ...booked, confirmation };
}

describe("a booking confirmed", () => {
  it("is told to the owner while booking alerts are on, and not while they are off", async () => {
    const on = await confirmedBooking("notice-on@example.com");
    await expect
      .poll(() => ownerMails(new RegExp(`^New booking #${on.appointmentId}:`)).length, { timeout: 10_000 })
      .toBe(1);
    await setAlerts({ bookings: false });
    try {
      const off = await confirmedBooking("notice-off@example.com");
      await waitForIdleQueue(db());
      expect(ownerMails(new RegExp(`^New booking #${off.appointmentId}:`))).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });
});

describe("a visit moved by its customer", () => {
  it("sends the customer the updated calendar file and the owner an alert, once per move", async () => {
    const email = "mover@example.com";
    const visit = await confirmedBooking(email);
    const customer = await signInCustomer(t.server, email);
    const first = calendarOf(visit.confirmation);
    const moves: { date: string; time: string }[] = [];
    for (const [n, sequence] of [
      [1, "1"],
      [2, "2"],
    ] as const) {
      const slot = freshSlot();
      moves.push(slot);
      const res = await customer.post(`/api/appointments/${visit.appointmentId}/reschedule`, slot);
      expect(res.status).toBe(200);
      const mail = await waitForMail(outbox(), email, { subject: /has moved/, count: n });
      const ics = calendarOf(mail);
      expect(field(ics, "UID")).toBe(field(first, "UID"));
      expect(field(ics, "SEQUENCE")).toBe(sequence);
      // The booking's own link, as the confirmation carries it: no sign-in needed to see the move.
      const bookingLink = /https?:\/\/\S+\/visits\/[\w-]{43}/.exec(visit.confirmation.text)?.[0];
      expect(bookingLink).toBeDefined();
      expect(mail.text).toContain(bookingLink);
      expect(ics).toContain(
        `DTSTART;TZID=America/Chicago:${slot.date.replaceAll("-", "")}T${slot.time.replace(":", "")}00`,
      );
    }
    expect(field(first, "SEQUENCE")).toBe("0");
    const alerts = () => ownerMails(new RegExp(`^Visit #${visit.appointmentId} moved to`));
    await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(2);
    expect(alerts()[1]!.text).toContain("mover@example.com");

    // The same move told again, and the same request sent again, tell nobody anything new.
    const [bookingRow] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.id, visit.appointmentId));
    const from = moves[0]!;
    await tellVisitMoved(deps(), { bookingId: visit.bookingId, sequence: 2, from, to: moves[1]! }, true);
    const again = await customer.post(`/api/appointments/${visit.appointmentId}/reschedule`, moves[1]);
    expect(again.status).toBe(200);
    expect(bookingRow!.date).toBe(moves[1]!.date);
    await waitForIdleQueue(db());
    expect(mailsTo(outbox(), email, /has moved/)).toHaveLength(2);
    expect(alerts()).toHaveLength(2);
  });

  it("still reaches the customer when the owner turned visit alerts off", async () => {
    const email = "quiet-mover@example.com";
    const visit = await confirmedBooking(email);
    const customer = await signInCustomer(t.server, email);
    await setAlerts({ visitChanges: false });
    try {
      const res = await customer.post(`/api/appointments/${visit.appointmentId}/reschedule`, freshSlot());
      expect(res.status).toBe(200);
      await waitForMail(outbox(), email, { subject: /has moved/ });
      await waitForIdleQueue(db());
      expect(ownerMails(new RegExp(`^Visit #${visit.appointmentId} moved`))).toHaveLength(0);
    } finally {
      await setAlerts({});
    }
  });
});

describe("a visit cancelled by its customer", () => {
  it("is confirmed to both with the refunded deposit and a cancelling calendar file, and no refund mails", async () => {
    const email = "canceller@example.com";
    const visit = await confirmedBooking(email, "120.00");
    const customer = await signInCustomer(t.server, email);
    const res = await customer.fetch(`/api/appointments/${visit.appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    expect(res.status).toBe(200);

    const mail = await waitForMail(outbox(), email, { subject: /is cancelled/ });
    expect(mail.text).toContain("We refunded your deposit of $120.00.");
    const ics = calendarOf(mail);
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(field(ics, "UID")).toBe(field(calendarOf(visit.confirmation), "UID"));
    expect(Number(field(ics, "SEQUENCE"))).toBeGreaterThan(0);

    const alerts = () => ownerMails(new RegExp(`^Visit #${visit.appointmentId} cancelled by the customer`));
    await expect.poll(() => alerts().length, { timeout: 10_000 }).toBe(1);
    expect(alerts()[0]!.text).toContain("The deposit share of $120.00 was refunded to the customer.");
    await waitForIdleQueue(db());
    // The cancellation mails said it: no separate "was refunded" mail to either side.
    expect(mailsTo(outbox(), email, /refunded/)).toHaveLength(0);
    expect(ownerMails(new RegExp(`^Payment refunded for booking #${visit.appointmentId}`))).toHaveLength(0);
    expect(mailsTo(outbox(), email, /is cancelled/)).toHaveLength(1);
  });
});
