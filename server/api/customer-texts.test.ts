/**
 * What is texted to a customer besides the mail (docs/texts.md, "What is texted"): each event queues one text
 * to a customer who asked for texts, however often it is told, and none to one who did not. The texts are
 * read from text_messages as the log keeps them (the sending itself is the texts' own tests').
 */
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import { addDays, businessInstant } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { queueInvoiceReminders } from "~/workflows/invoice-notices.server";
import { sendVisitReminder } from "~/workflows/visit-reminders.server";
import { customers, invoices, textMessages } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, freshSlot, makeService, postJson } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { changeOrderBody } from "~tests/support/change-orders";
import { estimateBody } from "~tests/support/estimate-body";
import { approvedJob } from "~tests/support/estimate-jobs";
import { makeVisit } from "~tests/support/fixtures";
import { waitForIdleQueue } from "~tests/support/queue";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

const logger = pino({ level: "silent" });
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

/** The customer asked for texts (the consent's own tests say how): to a fictional number. */
async function optIn(email: string, phone = "+13255550150") {
  await db()
    .update(customers)
    .set({ textOptIn: true, phoneE164: phone })
    .where(eq(customers.email, email.toLowerCase()));
}

/** The texts of a kind queued for the customer of `email`. */
async function textsTo(email: string, kind: string) {
  const [customer] = await db().select().from(customers).where(eq(customers.email, email.toLowerCase()));
  if (!customer) return [];
  return db()
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.customerId, customer.id), eq(textMessages.kind, kind)));
}

let people = 0;
const someone = (what: string) => `${what}-${++people}@example.com`;

/** A free visit booked through the API, confirmed at once. */
async function bookedVisit(email: string, textOptIn: boolean) {
  const res = await postJson(
    server.url,
    "/api/book",
    bookingBody([{ serviceId: freeService }], { email, textOptIn }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { appointmentId: number; bookingId: number };
}

describe("the visit's reminder", () => {
  const sent: MailMessage[] = [];
  const jobDeps = () => ({
    db: db(),
    siteUrl: server.url,
    logger,
    auth: server.auth,
    linkSecret: TEST_AUTH_SECRET,
    mailer: { send: async (mail: MailMessage) => void sent.push(mail), close() {} },
  });

  it("is texted once, with its day, time and the booking's link, to a customer who asked; never to one who did not", async () => {
    const date = "2031-07-15";
    const start = businessInstant(date, "10:00");
    const [texted, mailed] = [someone("reminded"), someone("mailed-only")];
    const visits = [
      await makeVisit(db(), { email: texted, date, time: "10:00", serviceName: "Kitchen Remodeling" }),
      await makeVisit(db(), { email: mailed, date, time: "11:00" }),
    ];
    await optIn(texted);
    const dayBefore = new Date(start.getTime() - 20 * 3_600_000);
    for (const visit of visits) {
      const startsAt = businessInstant(date, visit === visits[0] ? "10:00" : "11:00").toISOString();
      // The job run twice (a retry after the mail failed): one text.
      await sendVisitReminder(jobDeps(), { bookingId: visit.bookingId, startsAt }, dayBefore);
      await sendVisitReminder(jobDeps(), { bookingId: visit.bookingId, startsAt }, dayBefore);
    }
    const [text, ...more] = await textsTo(texted, "reminder");
    expect(more).toEqual([]);
    expect(text!.toNumber).toBe("+13255550150");
    expect(text!.body).toMatch(
      /^Reminder: your visit \(Kitchen Remodeling × 1\) is Tuesday, July 15, 2031 at 10:00 AM\. See, move or cancel it: http:\/\/127\.0\.0\.1:\d+\/visits\//,
    );
    expect(await textsTo(mailed, "reminder")).toEqual([]);
    expect(sent.filter((mail) => mail.to === mailed)).toHaveLength(2);
  });
});

describe("a visit moved or cancelled", () => {
  it("by the business: one text per move and per cancellation to a customer who asked, none to one who did not", async () => {
    const [texted, quiet] = [someone("moved"), someone("moved-quiet")];
    const visits = [await bookedVisit(texted, true), await bookedVisit(quiet, false)];
    for (const visit of visits) {
      const to = freshSlot();
      for (let i = 0; i < 2; i++) {
        const res = await admin.post(`/api/appointments/${visit.appointmentId}/reschedule`, to);
        expect(res.status, await res.clone().text()).toBe(200);
      }
    }
    const [moved, ...more] = await textsTo(texted, "visit_change");
    expect(more).toEqual([]);
    expect(moved!.body).toMatch(/^We moved your visit to \w+day, .* at \d+:00 [AP]M\. See it: http/);
    expect(await textsTo(quiet, "visit_change")).toEqual([]);

    for (const visit of visits) {
      for (let i = 0; i < 2; i++)
        await admin.fetch(`/api/appointments/${visit.appointmentId}`, {
          method: "PUT",
          json: { status: "cancelled" },
        });
    }
    const changes = await textsTo(texted, "visit_change");
    expect(changes).toHaveLength(2);
    expect(changes.map((t) => t.body).find((body) => body.startsWith("We cancelled"))).toMatch(
      /^We cancelled your visit \(Fence Repair\) of .* Questions\? Call us at /,
    );
    expect(await textsTo(quiet, "visit_change")).toEqual([]);
  });

  it("cancelled from the Appointments status menu, twice: one text to a customer who asked, none to one who did not", async () => {
    const [texted, quiet] = [someone("menu"), someone("menu-quiet")];
    const visits = [await bookedVisit(texted, true), await bookedVisit(quiet, false)];
    for (const visit of visits) {
      for (let i = 0; i < 2; i++) {
        const res = await admin.fetch(`/api/admin/appointments/${visit.appointmentId}`, {
          method: "PATCH",
          json: { status: "cancelled" },
        });
        expect(res.status, await res.clone().text()).toBe(200);
      }
    }
    const [cancelled, ...more] = await textsTo(texted, "visit_change");
    expect(more).toEqual([]);
    expect(cancelled!.body).toMatch(/^We cancelled your visit/);
    expect(await textsTo(quiet, "visit_change")).toEqual([]);
  });

  it("by the customer: no text to them (they did it; their mail says so)", async () => {
    const email = someone("self-moved");
    const visit = await bookedVisit(email, true);
    const customer = await signInCustomer(server, email);
    const res = await customer.post(`/api/appointments/${visit.appointmentId}/reschedule`, freshSlot());
    expect(res.status, await res.clone().text()).toBe(200);
    await customer.fetch(`/api/appointments/${visit.appointmentId}`, {
      method: "PUT",
      json: { status: "cancelled" },
    });
    await waitForIdleQueue(db());
    expect(await textsTo(email, "visit_change")).toEqual([]);
  });
});

describe("the links sent", () => {
  const anonymous = () => browserLikeClient(server.url);

  async function draftEstimate(email: string) {
    const res = await admin.post(
      "/api/admin/estimates",
      estimateBody({ customer: { name: "Dana Estimate", email, phone: "325-555-0142" } }),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as AdminEstimateView;
  }

  it("an estimate: its link by text once per sending to a customer who asked, none to one who did not", async () => {
    const [texted, quiet] = [someone("estimate"), someone("estimate-quiet")];
    const estimates = [await draftEstimate(texted), await draftEstimate(quiet)];
    await optIn(texted);
    for (const estimate of estimates)
      expect((await admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
    await waitForIdleQueue(db());
    const [text, ...more] = await textsTo(texted, "estimate");
    expect(more).toEqual([]);
    expect(text!.body).toMatch(
      new RegExp(
        `^Your estimate #${estimates[0]!.number} \\(Kitchen refresh\\) is ready\\. See and approve it: http.*/estimates/`,
      ),
    );
    expect(await textsTo(quiet, "estimate")).toEqual([]);
  });

  it("a change order: its link by text once, to a customer who asked", async () => {
    const job = await approvedJob({ db: db(), admin, anonymous: anonymous() }, []);
    await optIn(job.customer.email);
    const draft = await admin.post(`/api/admin/jobs/${job.id}/change-orders`, changeOrderBody());
    const { id, number } = (await draft.json()) as { id: number; number: string };
    expect((await admin.post(`/api/admin/change-orders/${id}/send`)).status).toBe(200);
    expect((await admin.post(`/api/admin/change-orders/${id}/send`)).status).toBe(200);
    await waitForIdleQueue(db());
    const [text, ...more] = await textsTo(job.customer.email, "change_order");
    expect(more).toEqual([]);
    expect(text!.body).toMatch(
      new RegExp(
        `^Change order ${number} \\(Replace rotten subfloor\\) is ready for your approval: http.*/change-orders/`,
      ),
    );
  });

  it("an invoice and its payment reminders: each once, to a customer who asked; none to one who did not", async () => {
    const [texted, quiet] = [someone("invoice"), someone("invoice-quiet")];
    const ids: number[] = [];
    for (const email of [texted, quiet]) {
      const created = await admin.post("/api/admin/invoices", {
        customer: { name: "Dee Laney", email, phone: "325-555-0188" },
        lines: [{ description: "Water heater install", quantity: 1, unit: "job", unitPrice: "1450.00" }],
      });
      ids.push(((await created.json()) as { id: number }).id);
    }
    await optIn(texted);
    for (const id of ids) {
      expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
      expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
    }
    await waitForIdleQueue(db());
    const [sent, ...more] = await textsTo(texted, "invoice");
    expect(more).toEqual([]);
    expect(sent!.body).toMatch(
      /^Invoice INV-\d{4}-\d{4} for \$1,450\.00 is ready, due .*\. Pay online: http.*\/invoices\//,
    );
    expect(await textsTo(quiet, "invoice")).toEqual([]);

    // Due far ahead, then the reminders' job ticks a day after the due date, twice.
    const due = "2031-03-18";
    for (const id of ids)
      await db()
        .update(invoices)
        .set({ issuedOn: addDays(due, -15), dueDate: due })
        .where(eq(invoices.id, id));
    const afterDue = businessInstant(addDays(due, 1), "10:00");
    const deps = { db: db(), jobs: server.jobs, logger };
    await queueInvoiceReminders(deps, afterDue);
    await queueInvoiceReminders(deps, afterDue);
    await waitForIdleQueue(db());
    const [reminder, ...again] = await textsTo(texted, "payment_reminder");
    expect(again).toEqual([]);
    expect(reminder!.body).toMatch(
      /^Reminder: invoice INV-\d{4}-\d{4} has \$1,450\.00 to pay, (was )?due March 18, 2031\. Pay online: http/,
    );
    expect(await textsTo(quiet, "payment_reminder")).toEqual([]);
  });
});
