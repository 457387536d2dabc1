/**
 * The owner's alerts by text (docs/texts.md): Settings' "Owner's mobile" (kept in E.164, refused unless it
 * can take texts) and "Also send these alerts by text"; then a new quote request, a message, a booking
 * confirmed and a customer's own reschedule or cancellation each queue one text to that number when the
 * alert is on, and none when alerts by text are off or that alert is.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ALERTS_ON } from "~/features/settings/owner-alerts";
import { businessToday } from "~/lib/dates";
import { businessSettings, textMessages } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, freshSlot, makeService, postJson } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { waitForIdleQueue } from "~tests/support/queue";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let freeService: number;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(db());
  freeService = await makeService(db(), { basePrice: "0.00" });
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

const settingsBody = async (changes: Record<string, unknown>) => ({
  ...(await (await admin.fetch("/api/admin/contact-info")).json()),
  ...changes,
});
const saveSettings = async (changes: Record<string, unknown>) =>
  admin.post("/api/admin/contact-info", await settingsBody(changes));

const ownerTexts = () => db().select().from(textMessages).where(eq(textMessages.kind, "owner_alert"));

let leads = 0;
const quote = () => ({
  name: "Jane Doe",
  email: `jane${++leads}@example.com`,
  phone: "(325) 555-0199",
  serviceType: "Kitchen Remodeling",
  details: "New cabinets and quartz countertops for a 12x14 kitchen.",
  preferredDate: businessToday(),
});
const message = () => ({
  name: "Sam Carter",
  email: `sam${++leads}@example.com`,
  phone: "325-555-0123",
  subject: "Deck repair",
  message: "Two boards on our deck are loose. Can you take a look?",
});

describe("Settings: the owner's mobile and alerts by text", () => {
  it("keeps the mobile in E.164, takes the fictional 555-01xx numbers, and turns the alerts by text on", async () => {
    const res = await saveSettings({ ownerMobile: "(325) 555-0111", alertTexts: true });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ ownerMobile: "+13255550111", alertTexts: true });
    const [row] = await db().select().from(businessSettings);
    expect(row).toMatchObject({ ownerMobile: "+13255550111", alertTexts: true });
  });

  it("refuses a number that cannot take texts, and alerts by text without a number, at ownerMobile", async () => {
    for (const [changes, message] of [
      [
        { ownerMobile: "123-456-7890" },
        "Please enter a mobile number that can receive texts, such as +13255550123",
      ],
      [
        { ownerMobile: "+44 20 7946 0958" },
        "Please enter a mobile number that can receive texts, such as +13255550123",
      ],
      [{ ownerMobile: "", alertTexts: true }, "Please enter the mobile number the alerts by text go to"],
    ] as const) {
      const res = await saveSettings(changes);
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect((await res.json()).errors).toEqual({ ownerMobile: message });
    }
    const [row] = await db().select().from(businessSettings);
    expect(row).toMatchObject({ ownerMobile: "+13255550111", alertTexts: true });
    // Cleared together, both go; left out, both stay.
    const cleared = await saveSettings({ ownerMobile: "", alertTexts: false });
    expect(await cleared.json()).toMatchObject({ ownerMobile: "", alertTexts: false });
    const { ownerMobile: _m, alertTexts: _a, ...withoutThem } = await settingsBody({});
    await saveSettings({ ownerMobile: "325-555-0111", alertTexts: true });
    const kept = await admin.post("/api/admin/contact-info", withoutThem);
    expect(await kept.json()).toMatchObject({ ownerMobile: "+13255550111", alertTexts: true });
  });
});

describe("the alerts by text", () => {
  it("a quote request, a message, a booking and a customer's own move and cancellation: one text each", async () => {
    await saveSettings({ ownerMobile: "+13255550111", alertTexts: true, alerts: ALL_ALERTS_ON });
    const before = (await ownerTexts()).length;
    expect((await postJson(server.url, "/api/quotes", quote())).status).toBe(201);
    expect((await postJson(server.url, "/api/messages", message())).status).toBe(201);
    const email = "alerted@example.com";
    const booked = await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: freeService }], { email }),
    );
    const { appointmentId } = (await booked.json()) as { appointmentId: number };
    await waitForIdleQueue(db());
    const customer = await signInCustomer(server, email);
    expect((await customer.post(`/api/appointments/${appointmentId}/reschedule`, freshSlot())).status).toBe(
      200,
    );
    await customer.fetch(`/api/appointments/${appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    await waitForIdleQueue(db());

    const texts = (await ownerTexts()).slice(before);
    expect(texts.map((text) => text.toNumber)).toEqual(Array(5).fill("+13255550111"));
    const bodies = texts.map((text) => text.body).sort();
    expect(bodies).toEqual([
      expect.stringMatching(/^New booking #\d+: Pat Customer\. http.*\/admin\?tab=appointments$/),
      expect.stringMatching(
        /^New message M-\d+ from Sam Carter\. http.*\/admin\?tab=inbox&kind=messages&item=\d+$/,
      ),
      expect.stringMatching(
        /^New quote request Q-\d+: Jane Doe\. http.*\/admin\?tab=inbox&kind=quotes&item=\d+$/,
      ),
      expect.stringMatching(/^Visit #\d+ cancelled by the customer: Pat Customer\. http/),
      expect.stringMatching(/^Visit #\d+ moved to .*: Pat Customer\. http/),
    ]);
  });

  it("none with alerts by text off, nor for an alert turned off", async () => {
    await saveSettings({ alertTexts: false });
    const before = (await ownerTexts()).length;
    await postJson(server.url, "/api/quotes", quote());
    await waitForIdleQueue(db());
    await saveSettings({ alertTexts: true, alerts: { ...ALL_ALERTS_ON, messages: false } });
    await postJson(server.url, "/api/messages", message());
    await waitForIdleQueue(db());
    expect((await ownerTexts()).length).toBe(before);
  });
});
