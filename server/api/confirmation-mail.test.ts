/** The confirmation mail of a booking: its details, the booking's own link, and a calendar invitation. */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatWeekdayDate } from "~/lib/dates";
import { demoSettings } from "~db/demo-data";
import {
  bookingBody,
  ensureSettings,
  makeService,
  paymentsOfBooking,
  postJson,
} from "~tests/support/booking";
import { linkIn, MAIL_DEADLINE, readOutbox, type OutboxMail } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const db = () => server.database.db;
const mailsTo = (email: string) => readOutbox(`${server.dataDir}/outbox`).filter((m) => m.to === email);

/** The .ics attachment of a mail, decoded, with folded lines joined (RFC 5545 §3.1). */
function calendarOf(mail: OutboxMail): string[] {
  const raw = fs.readFileSync(mail.file, "utf8");
  const part = /filename=visit\.ics\n\n([A-Za-z0-9+/=\n]+)\n/.exec(raw);
  if (!part) throw new Error("no visit.ics attachment");
  const ics = Buffer.from(part[1]!.replace(/\n/g, ""), "base64").toString("utf8");
  expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
}

async function bookAndPay(email: string, extra: Record<string, unknown> = {}) {
  const fence = await makeService(db(), { name: "Fence Repair", basePrice: "150.00" });
  const kitchen = await makeService(db(), { name: "Kitchen Remodeling", basePrice: "1000.00" });
  const request = bookingBody(
    [
      { serviceId: fence, quantity: 2 },
      { serviceId: kitchen, quantity: 1 },
    ],
    { email, time: "14:00", ...extra },
  );
  const booked = await (await postJson(server.url, "/api/book", request)).json();
  expect((await postJson(server.url, `/api/test-checkout/${booked.sessionId}/pay`, {})).status).toBe(200);
  await expect.poll(() => mailsTo(email).length, MAIL_DEADLINE).toBe(1);
  return { request, booked, mail: mailsTo(email)[0]! };
}

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(db());
});
afterAll(() => server?.close());

describe("the confirmation mail", () => {
  it("tells the customer the services, quantities, weekday date, 12-hour time, total and amount paid", async () => {
    const { request, booked, mail } = await bookAndPay("details@example.com");
    expect(mail.subject).toContain("confirmed");
    for (const text of [
      `#${booked.appointmentId}`,
      formatWeekdayDate(request.date),
      "2:00 PM",
      "Fence Repair × 2: $300.00",
      "Kitchen Remodeling × 1: $1,000.00",
      "Total: $1,300.00",
      "Paid today: $800.00",
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it("goes to the business address too", async () => {
    await bookAndPay("notify@example.com");
    // Sent after the customer's mail, so it may still be on its way.
    const notices = () =>
      readOutbox(`${server.dataDir}/outbox`).filter(
        (m) => m.to === demoSettings.email && m.text.includes("notify@example.com"),
      );
    await expect.poll(() => notices().length, MAIL_DEADLINE).toBe(1);
    const notice = notices();
    expect(notice[0]!.text).toContain("Fence Repair × 2");
  });

  it("carries the booking's own link, which opens it without a password, more than once", async () => {
    const { mail, booked } = await bookAndPay("link@example.com");
    expect(new URL(linkIn(mail)).pathname).toMatch(/^\/visits\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`sign in at ${server.url}/login`);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(linkIn(mail).replace("/visits/", "/api/visits/"));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { bookingId: number }).bookingId).toBe(booked.bookingId);
    }
  });

  it("attaches a calendar invitation in business time at the business address", async () => {
    const { request, booked, mail } = await bookAndPay("ics@example.com");
    const lines = calendarOf(mail);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("TZID:America/Chicago");
    expect(lines).toContain(`DTSTART;TZID=America/Chicago:${request.date.replaceAll("-", "")}T140000`);
    expect(lines.find((l) => l.startsWith("UID:"))).toMatch(
      new RegExp(`^UID:booking-${booked.bookingId}-\\d+@`),
    );
    expect(lines).toContain(
      `LOCATION:${demoSettings.streetAddress}\\, ${demoSettings.city}\\, ${demoSettings.region} ${demoSettings.postalCode}`,
    );
  });

  it("names the visit's address when given, and invites to it rather than to the business", async () => {
    const address = "1402 Elm Street, Abilene, TX 79601";
    const { mail } = await bookAndPay("visit-address@example.com", { address });
    expect(mail.text).toContain(`Address: ${address}`);
    expect(calendarOf(mail)).toContain("LOCATION:1402 Elm Street\\, Abilene\\, TX 79601");
    const notices = () =>
      readOutbox(`${server.dataDir}/outbox`).filter(
        (m) => m.to === demoSettings.email && m.text.includes("visit-address@example.com"),
      );
    await expect.poll(() => notices().length, MAIL_DEADLINE).toBe(1);
    expect(notices()[0]!.text).toContain(`Address: ${address}`);
  });

  it("is sent at once for a booking with nothing to pay", async () => {
    const free = await makeService(db(), { name: "Free Consultation", basePrice: "0.00" });
    await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: free }], { email: "free@example.com" }),
    );
    await expect.poll(() => mailsTo("free@example.com").length, MAIL_DEADLINE).toBe(1);
    expect(mailsTo("free@example.com")[0]!.text).toContain("Paid today: $0.00");
  });
});

describe("when mail cannot be sent", () => {
  it("the payment is still recorded and confirmed", async () => {
    const broken = await startTestServer({ env: { TRUST_PROXY: "1", SMTP_URL: "smtp://127.0.0.1:9" } });
    try {
      await ensureSettings(broken.database.db);
      const service = await makeService(broken.database.db);
      const booked = await (
        await postJson(broken.url, "/api/book", bookingBody([{ serviceId: service }]))
      ).json();
      const res = await postJson(broken.url, `/api/test-checkout/${booked.sessionId}/pay`, {});
      expect(res.status).toBe(200);
      expect((await paymentsOfBooking(broken.database.db, booked.bookingId)).map((p) => p.status)).toEqual([
        "succeeded",
      ]);
    } finally {
      await broken.close();
    }
  });
});
