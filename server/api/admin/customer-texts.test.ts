/**
 * GET /api/admin/customers/{id}/texts, which the customer's page in the back office shows (docs/texts.md):
 * where their consent stands, each consent and withdrawal (when, how, from where, the words shown) and their
 * texts with their status, newest first.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueCustomerText } from "~/features/texts/queue-text.server";
import { TEXT_CONSENT_SHOWN } from "~/lib/text-consent";
import { customers } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { bookingBody, ensureSettings, makeService, postJson } from "~tests/support/booking";

let t: AdminTestServer;
const db = () => t.server.database.db;
beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

describe("GET /api/admin/customers/{id}/texts", () => {
  it("shows the consent (on, when, how, the words) and the message log", async () => {
    const service = await makeService(db(), { basePrice: "0.00" });
    const email = "logged@example.com";
    const booked = await postJson(
      t.server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email, phone: "(325) 555-0123", textOptIn: true }),
    );
    expect(booked.status).toBe(201);
    const [customer] = await db().select().from(customers).where(eq(customers.email, email));
    await queueCustomerText(db(), {
      customerId: customer!.id,
      kind: "reminder",
      body: "Reminder: your visit is tomorrow.",
      dedupeKey: "page-test",
    });

    const res = await t.admin.fetch(`/api/admin/customers/${customer!.id}/texts`);
    expect(res.status).toBe(200);
    const texts = await res.json();
    expect(texts).toMatchObject({
      optIn: true,
      phone: "+13255550123",
      consents: [
        {
          optIn: true,
          source: "booking",
          wording: TEXT_CONSENT_SHOWN,
          phone: "+13255550123",
          clientAddress: expect.any(String),
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
    expect(texts.messages).toContainEqual(
      expect.objectContaining({
        direction: "outbound",
        kind: "reminder",
        body: "Reminder: your visit is tomorrow.",
      }),
    );
  });

  it("a customer who never asked: off, no consent, no texts; an unknown customer: 404", async () => {
    const [customer] = await db()
      .insert(customers)
      .values({ email: "quiet@example.com", name: "Quiet Customer" })
      .returning();
    const res = await t.admin.fetch(`/api/admin/customers/${customer!.id}/texts`);
    expect(await res.json()).toEqual({ optIn: false, phone: null, consents: [], messages: [] });
    expect((await t.admin.fetch("/api/admin/customers/999999/texts")).status).toBe(404);
    expect((await t.admin.fetch("/api/admin/customers/abc/texts")).status).toBe(400);
  });

  it("is the admin's: a customer is refused", async () => {
    expect((await t.customer.fetch("/api/admin/customers/1/texts")).status).toBe(403);
    expect((await t.anonymous.fetch("/api/admin/customers/1/texts")).status).toBe(401);
  });
});
