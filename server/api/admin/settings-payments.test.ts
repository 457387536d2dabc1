/**
 * The money settings of POST /api/admin/contact-info: "Most a booking asks online" (bookingDepositCap) and
 * "Send a payment schedule's invoices at once" (scheduleInvoicesSent).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEPOSIT_CAP_MESSAGE, DEPOSIT_CAP_TOO_LARGE } from "~/features/settings/settings.schema";
import { seedDemoData } from "~db/seed";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
  await seedDemoData(t.server.database.db);
});
afterAll(() => t?.server.close());

type Settings = Record<string, unknown>;
const current = async () => (await (await t.admin.fetch("/api/admin/contact-info")).json()) as Settings;
const save = (body: Settings) => t.admin.post("/api/admin/contact-info", body);

describe("the deposit's cap and the schedule's invoices in the settings", () => {
  it("start with no cap and a schedule's invoices as drafts, as the demo has them", async () => {
    expect(await current()).toMatchObject({ bookingDepositCap: null, scheduleInvoicesSent: false });
  });

  it("saves a cap as dollars and cents, and blank or null as no cap", async () => {
    const before = await current();
    for (const [sent, saved] of [
      ["500", "500.00"],
      [" $250.5 ", "250.50"],
      [750, "750.00"],
      ["100000", "100000.00"],
      ["0.01", "0.01"],
      ["", null],
      ["  ", null],
      [null, null],
    ] as const) {
      const res = await save({ ...before, bookingDepositCap: sent });
      expect(res.status, String(sent)).toBe(200);
      expect(((await res.json()) as Settings).bookingDepositCap, String(sent)).toBe(saved);
      expect((await current()).bookingDepositCap).toBe(saved);
    }
  });

  it("turns sending a schedule's invoices at once on and off", async () => {
    const before = await current();
    const on = await save({ ...before, scheduleInvoicesSent: true });
    expect(((await on.json()) as Settings).scheduleInvoicesSent).toBe(true);
    expect((await current()).scheduleInvoicesSent).toBe(true);
    await save({ ...before, scheduleInvoicesSent: false });
    expect((await current()).scheduleInvoicesSent).toBe(false);
  });

  it("keeps both as they are when a request leaves them out", async () => {
    const before = await current();
    await save({ ...before, bookingDepositCap: "400.00", scheduleInvoicesSent: true });
    const { bookingDepositCap: _cap, scheduleInvoicesSent: _sent, ...rest } = before;
    const res = await save({ ...rest, phone: "(325) 555-0111" });
    expect(res.status).toBe(200);
    expect(await current()).toMatchObject({
      phone: "(325) 555-0111",
      bookingDepositCap: "400.00",
      scheduleInvoicesSent: true,
    });
    await save(before);
  });

  it("refuses a cap that is not a positive amount of dollars and cents, or is over $100,000", async () => {
    const before = await current();
    for (const [cap, message] of [
      ["0", DEPOSIT_CAP_MESSAGE],
      ["0.00", DEPOSIT_CAP_MESSAGE],
      ["-5", DEPOSIT_CAP_MESSAGE],
      ["12.345", DEPOSIT_CAP_MESSAGE],
      ["five hundred", DEPOSIT_CAP_MESSAGE],
      ["1e3", DEPOSIT_CAP_MESSAGE],
      [true, DEPOSIT_CAP_MESSAGE],
      [{ amount: 5 }, DEPOSIT_CAP_MESSAGE],
      ["100000.01", DEPOSIT_CAP_TOO_LARGE],
      [250000, DEPOSIT_CAP_TOO_LARGE],
    ] as const) {
      const res = await save({ ...before, bookingDepositCap: cap });
      expect(res.status, JSON.stringify(cap)).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors, JSON.stringify(cap)).toEqual({ bookingDepositCap: message });
    }
    expect(await current()).toEqual(before);
  });

  it("refuses a schedule's-invoices choice that is not true or false", async () => {
    const before = await current();
    const res = await save({ ...before, scheduleInvoicesSent: "yes" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      scheduleInvoicesSent: "Choose on (true) or off (false)",
    });
    expect(await current()).toEqual(before);
  });

  it("answers 401 to anonymous and 403 to customers, changing nothing", async () => {
    const before = await current();
    const body = { ...before, bookingDepositCap: "1.00", scheduleInvoicesSent: true };
    const post = { method: "POST", json: body } as const;
    expect((await t.anonymous.fetch("/api/admin/contact-info", post)).status).toBe(401);
    expect((await t.customer.fetch("/api/admin/contact-info", post)).status).toBe(403);
    expect((await t.anonymous.fetch("/api/admin/contact-info")).status).toBe(401);
    expect((await t.customer.fetch("/api/admin/contact-info")).status).toBe(403);
    expect(await current()).toEqual(before);
  });
});
