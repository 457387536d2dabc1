/**
 * The log says what needs a look, and only that (docs/operations in the README): a refund the customer asked
 * for by cancelling in time is an info line, not a warning; the auth library's own messages are the site's
 * JSON lines, not coloured console text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, makeService, postJson } from "~tests/support/booking";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const lines: string[] = [];
const logged = () =>
  lines.map((line) => JSON.parse(line) as { level: number; msg: string; [k: string]: unknown });

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: "1" },
    logTo: { write: (line: string) => void lines.push(line) },
  });
  await ensureSettings(server.database.db);
});
afterAll(() => server?.close());

/** An open weekday three weeks ahead: far outside the cancellation window. */
function farWeekday() {
  for (let date = addDays(businessToday(), 21); ; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

describe("log levels", () => {
  it("a refund the customer asked for (cancelled in time) is logged at info", async () => {
    const email = "refund-asked@example.com";
    const customer = await signInCustomer(server, email);
    const service = await makeService(server.database.db, { name: "Fence Repair", basePrice: "150.00" });
    const booked = await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email, date: farWeekday(), time: "10:00" }),
    );
    expect(booked.status).toBe(201);
    const { sessionId, appointmentId } = (await booked.json()) as {
      sessionId: string;
      appointmentId: number;
    };
    expect((await postJson(server.url, `/api/test-checkout/${sessionId}/pay`, {})).status).toBe(200);
    const cancelled = await customer.fetch(`/api/appointments/${appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    // Said at info, and nothing of it at warn or above.
    expect(logged()).toContainEqual(
      expect.objectContaining({ level: 30, msg: expect.stringMatching(/refunded/) }),
    );
    expect(logged().filter((line) => line.level >= 40)).toEqual([]);
  });

  it("the auth library's messages are JSON lines of the site's log", async () => {
    const context = await server.auth.$context;
    context.logger.error("a message of the auth library", new Error("its error"));
    expect(logged()).toContainEqual(
      expect.objectContaining({
        level: 50,
        source: "better-auth",
        msg: "a message of the auth library",
        err: expect.objectContaining({ message: "its error" }),
      }),
    );
  });
});
