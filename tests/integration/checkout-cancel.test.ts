/**
 * Leaving a booking's checkout unpaid (docs/booking-and-payments.md): the checkout's way back leads to the
 * booking page, which releases the visit's slot at once (offered again before the hold would have lapsed),
 * draws the form with the visitor's choices and says that no payment was taken. A replay changes nothing, a
 * paid booking stays paid, and a made-up or altered address releases nobody's hold. Runs the production
 * build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appointmentsOfBooking,
  bookingBody,
  ensureSettings,
  makeService,
  postJson,
} from "~tests/support/booking";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let service: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { NODE_ENV: "production", TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" },
    withPages: true,
  });
  await ensureSettings(server.database.db);
  service = await makeService(server.database.db, { name: "Deck Repair", basePrice: "120.00" });
});
afterAll(() => server?.close());

const NO_PAYMENT = "Your checkout was cancelled and no payment was taken.";

interface Booked {
  sessionId: string;
  bookingId: number;
  body: ReturnType<typeof bookingBody>;
}

async function book(overrides = {}): Promise<Booked> {
  const body = bookingBody([{ serviceId: service, quantity: 3 }], {
    name: "Robin Vale",
    details: "Two loose boards by the steps",
    ...overrides,
  });
  const res = await postJson(server.url, "/api/book", body);
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { sessionId: string; bookingId: number };
  return { ...answer, body };
}

/** The test checkout's Cancel: where it sends the browser. */
async function cancelAddress(sessionId: string) {
  const res = await postJson(server.url, `/api/test-checkout/${sessionId}/cancel`, {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { redirectUrl: string }).redirectUrl;
}

async function slotFree(date: string, time: string) {
  const res = await fetch(`${server.url}/api/availability?date=${date}`);
  const day = (await res.json()) as { slots: { time: string; available: boolean }[] };
  return day.slots.find((slot) => slot.time === time)?.available;
}

const statuses = async (bookingId: number) =>
  (await appointmentsOfBooking(server.database.db, bookingId)).map((row) => row.status);

describe("leaving the checkout unpaid", () => {
  it("frees the slot at once and draws the booking form again with the choices", async () => {
    const booked = await book();
    const { date, time } = booked.body;
    expect(await slotFree(date, time)).toBe(false);

    const address = await cancelAddress(booked.sessionId);
    expect(address).toMatch(/^\/book\?cancelled=\d+\.[A-Za-z0-9_-]{43}$/);
    const page = await fetch(`${server.url}${address}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain(NO_PAYMENT);
    expect(html).toContain('value="Robin Vale"');
    expect(html).toContain(`value="${booked.body.email.toLowerCase()}"`);
    expect(html).toContain("Two loose boards by the steps");
    expect(/<input[^>]*aria-label="Quantity of Deck Repair"[^>]*>/.exec(html)?.[0]).toContain('value="3"');
    expect(/<input[^>]*type="date"[^>]*>/.exec(html)?.[0]).toContain(`value="${date}"`);
    expect(html).toMatch(new RegExp(`<option value="${time}"[^>]*selected`));

    // Offered again now, not after the 30-minute hold; the checkout can no longer be paid.
    expect(await slotFree(date, time)).toBe(true);
    expect(await statuses(booked.bookingId)).toEqual(["cancelled"]);
    const pay = await postJson(server.url, `/api/test-checkout/${booked.sessionId}/pay`, {});
    expect(pay.status).toBe(410);

    // A replay (a reload, the back button) finds nothing left to close and says the same.
    const again = await fetch(`${server.url}${address}`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(NO_PAYMENT);
    expect(await statuses(booked.bookingId)).toEqual(["cancelled"]);
  });

  it("leaves a paid booking paid, sending the visitor to its thank-you page", async () => {
    const booked = await book();
    const address = await cancelAddress(booked.sessionId);
    const pay = await postJson(server.url, `/api/test-checkout/${booked.sessionId}/pay`, {});
    expect(pay.status).toBe(200);

    const page = await fetch(`${server.url}${address}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/thank-you\?appointment_id=\d+&session_id=/);
    expect(await statuses(booked.bookingId)).toEqual(["confirmed"]);
    expect(await slotFree(booked.body.date, booked.body.time)).toBe(false);
  });

  it("releases nobody's hold from a guessed or altered address", async () => {
    const mine = await book();
    const theirs = await book();
    const myAddress = await cancelAddress(mine.sessionId);
    const signature = myAddress.split(".")[1]!;
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const forged of [
      `/book?cancelled=${theirs.bookingId}.${signature}`,
      `/book?cancelled=${mine.bookingId}.${flipped}`,
      `/book?cancelled=${theirs.bookingId}`,
    ]) {
      const page = await fetch(`${server.url}${forged}`);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain(NO_PAYMENT);
    }
    expect(await statuses(theirs.bookingId)).toEqual(["payment_pending"]);
    expect(await statuses(mine.bookingId)).toEqual(["payment_pending"]);
    expect(await slotFree(theirs.body.date, theirs.body.time)).toBe(false);
  });
});
