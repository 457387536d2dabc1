/**
 * A booking's secret link (docs/appointments.md, "The booking's link"): the confirmation mail's link opens
 * the visit without a password, as often as wanted, until 7 days after it; a wrong token is a 404; the token
 * acts on its own booking only. And an estimate's work day is the business's to move or cancel (409).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingLinkExpiry,
  bookingLinkToken,
  openBookingLink,
} from "~/features/appointments/booking-link.server";
import { businessInstant } from "~/lib/dates";
import { BOOKING_LINK_EXPIRED } from "~/workflows/booking-link.server";
import { demoSettings } from "~db/demo-data";
import { bookings, estimates } from "~db/schema";
import { signInAdmin, createAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, freshSlot, makeService, postJson } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { MAIL_DEADLINE, readOutbox } from "~tests/support/outbox";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const db = () => server.database.db;
const MINUTE = 60_000;

/** Books a free visit and answers its ids and the link from its confirmation mail. */
async function bookWithLink(email: string) {
  const free = await makeService(db(), { name: "Free Consultation", basePrice: "0.00" });
  const booked = (await (
    await postJson(server.url, "/api/book", bookingBody([{ serviceId: free }], { email, ...freshSlot() }))
  ).json()) as { bookingId: number; appointmentId: number };
  const mails = () => readOutbox(`${server.dataDir}/outbox`).filter((m) => m.to === email);
  await expect.poll(() => mails().length, MAIL_DEADLINE).toBe(1);
  const link = new RegExp(`${server.url}/visits/([A-Za-z0-9_-]{43})`).exec(mails()[0]!.text);
  expect(link).not.toBeNull();
  return { ...booked, text: mails()[0]!.text, token: link![1]!, path: `/visits/${link![1]}` };
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, {
    ...init,
    headers: { "content-type": "application/json", origin: server.url, ...init.headers },
  });

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1", AUTH_SECRET: TEST_AUTH_SECRET } });
  await ensureSettings(db());
});
afterAll(() => server?.close());

describe("the booking's link", () => {
  it("opens its booking without a password, twice and long after a sign-in link would have died", async () => {
    const { appointmentId, bookingId, token, text } = await bookWithLink("link-twice@example.com");
    expect(text).toContain("no password needed");
    for (let i = 0; i < 2; i++) {
      const res = await api(`/api/visits/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(((await res.json()) as { id: number }).id).toBe(appointmentId);
    }
    // At fixed instants: 11 minutes after the mail (a sign-in link's 10 are over), and to the visit + 7 days.
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    const expiry = bookingLinkExpiry(row!.date, row!.time);
    expect(expiry.getTime() - businessInstant(row!.date, row!.time).getTime()).toBe(7 * 24 * 60 * MINUTE);
    expect(await openBookingLink(db(), token, new Date(row!.createdAt.getTime() + 11 * MINUTE))).toEqual({
      outcome: "open",
      bookingId,
      appointmentId,
    });
    expect((await openBookingLink(db(), token, new Date(expiry.getTime() - 1))).outcome).toBe("open");
    expect((await openBookingLink(db(), token, expiry)).outcome).toBe("expired");
  });

  it("repeats the same link for the mail's retries and the reminder (the nonce is kept)", async () => {
    const { bookingId, token } = await bookWithLink("link-same@example.com");
    expect(await bookingLinkToken(db(), TEST_AUTH_SECRET, bookingId)).toBe(token);
    expect(await bookingLinkToken(db(), TEST_AUTH_SECRET, bookingId)).toBe(token);
  });

  it("answers 410 with the way to sign in once the visit is more than 7 days past", async () => {
    const { bookingId, token } = await bookWithLink("link-expired@example.com");
    await db().update(bookings).set({ date: "2020-01-06", time: "10:00" }).where(eq(bookings.id, bookingId));
    const res = await api(`/api/visits/${token}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { message: string }).message).toBe(BOOKING_LINK_EXPIRED);
    const cancel = await api(`/api/visits/${token}`, {
      method: "PUT",
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancel.status).toBe(410);
  });

  it("is a 404 for a wrong or malformed token", async () => {
    expect((await api(`/api/visits/${"A".repeat(43)}`)).status).toBe(404);
    expect((await api("/api/visits/not-a-token")).status).toBe(404);
    const put = await api(`/api/visits/${"B".repeat(43)}`, {
      method: "PUT",
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(put.status).toBe(404);
  });

  it("cancels and moves its own booking only", async () => {
    const mine = await bookWithLink("link-mine@example.com");
    const other = await bookWithLink("link-other@example.com");
    const slot = freshSlot();
    const moved = await api(`${mine.path.replace("/visits", "/api/visits")}/reschedule`, {
      method: "POST",
      body: JSON.stringify(slot),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: mine.appointmentId, ...slot });
    const cancelled = await api(`/api/visits/${mine.token}`, {
      method: "PUT",
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: mine.appointmentId, status: "cancelled" });
    const untouched = (await (await api(`/api/visits/${other.token}`)).json()) as {
      id: number;
      status: string;
    };
    expect(untouched).toMatchObject({ id: other.appointmentId, status: "pending" });
  });
});

describe("an estimate's work day", () => {
  async function workDay(email: string, number = 12) {
    const visit = await makeVisit(db(), { email, ...freshSlot(), estimatedCost: "5365.00" });
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, visit.bookingId));
    const [estimate] = await db()
      .insert(estimates)
      .values({
        number,
        customerId: booking!.customerId,
        customerName: "Pat Customer",
        customerEmail: email,
        customerPhone: "3255550100",
        title: "Kitchen remodel",
        validUntil: "2031-01-01",
        depositKind: "fixed",
        depositValue: "3219.00",
        status: "scheduled",
      })
      .returning({ id: estimates.id });
    await db().update(bookings).set({ estimateId: estimate!.id }).where(eq(bookings.id, visit.bookingId));
    return visit;
  }

  it("cannot be cancelled or moved by its customer online: 409 with the business's phone", async () => {
    const email = "work-day@example.com";
    const visit = await workDay(email);
    const customer = await signInCustomer(server, email);
    const shown = (await (await customer.fetch(`/api/appointments/${visit.appointmentId}`)).json()) as {
      estimate: unknown;
    };
    expect(shown.estimate).toEqual({ number: 12, total: "5365.00", depositPaid: null });
    const moved = await customer.post(`/api/appointments/${visit.appointmentId}/reschedule`, freshSlot());
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { message: string }).message).toContain(demoSettings.phone);
    const cancelled = await customer.fetch(`/api/appointments/${visit.appointmentId}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancelled.status).toBe(409);
    expect(((await cancelled.json()) as { message: string }).message).toContain(demoSettings.phone);
    // Nor through its link.
    const token = await bookingLinkToken(db(), TEST_AUTH_SECRET, visit.bookingId);
    const byLink = await api(`/api/visits/${token}`, {
      method: "PUT",
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(byLink.status).toBe(409);
    const still = (await (await customer.fetch(`/api/appointments/${visit.appointmentId}`)).json()) as {
      status: string;
    };
    expect(still.status).toBe("confirmed");
  });

  it("is still the admin's to cancel", async () => {
    const visit = await workDay("work-day-admin@example.com", 13);
    await createAdmin(server, "owner-workday@example.com");
    const { client } = await signInAdmin(server, "owner-workday@example.com");
    const res = await client.fetch(`/api/appointments/${visit.appointmentId}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(res.status).toBe(200);
  });
});
