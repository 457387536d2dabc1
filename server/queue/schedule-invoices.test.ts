/**
 * A payment schedule's milestone invoices at fixed instants (docs/invoices.md), with TWO site instances on
 * one database running the scheduled job together: nothing before the milestone's date, one invoice on it
 * (its share of the approved total, no credits, the settings' terms), once however often and however many
 * run it, with the approved change orders no invoice bills yet, each once; none for an estimate that is not
 * an approved job; sent at once, numbered and mailed, when the settings say so.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessInstant } from "~/lib/dates";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { estimateMilestones, invoices } from "~db/schema";
import { approveChangeOrder, invoiceOfChangeOrder, linesNaming } from "~tests/support/approved-change-orders";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { addMilestones, approvedJob, sendScheduleInvoices, sentEstimate } from "~tests/support/estimate-jobs";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

const logger = pino({ level: "silent" });
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSettings(database.db);
  [a, b] = await Promise.all([startTestServer({ database }), startTestServer({ database })]);
  await createAdmin(a, "admin@example.com");
  admin = (await signInAdmin(a, "admin@example.com")).client;
  anonymous = browserLikeClient(a.url);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
});

const clients = () => ({ db: database.db, admin, anonymous });
const deps = (server: TestServer) => ({
  db: database.db,
  jobs: server.jobs,
  logger,
  siteUrl: server.url,
  provider: undefined,
  linkSecret: TEST_AUTH_SECRET,
});
/** Both instances run the job at each instant, at the same time; answers how many invoices they made. */
async function runBoth(...instants: Date[]) {
  let made = 0;
  for (const now of instants) {
    const counts = await Promise.all([
      invoiceDueMilestones(deps(a), now),
      invoiceDueMilestones(deps(b), now),
    ]);
    made += counts[0] + counts[1];
  }
  return made;
}
const invoicesOf = (estimateId: number) =>
  database.db.select().from(invoices).where(eq(invoices.estimateId, estimateId)).orderBy(invoices.id);
const readInvoice = async (id: number) =>
  (await (await admin.fetch(`/api/admin/invoices/${id}`)).json()) as InvoiceView;

// Far ahead, so that the site's own schedule never finds these milestones due.
const DUE = "2031-03-18";
const on = (days: number, time: string) => businessInstant(addDays(DUE, days), time);

describe("a milestone due on a date", () => {
  it("gets its invoice on that date, once, however often and however many run the job", async () => {
    // 35% of the $2,650.00 approved (the option chosen), after a paid deposit; the second is due later.
    const job = await approvedJob(
      clients(),
      [
        { name: "Rough-in complete", kind: "percent", value: "35", due: "on_date", dueDate: DUE },
        { name: "Cabinets hung", kind: "fixed", value: "500.00", due: "on_date", dueDate: addDays(DUE, 9) },
        { name: "Final walk-through", kind: "fixed", value: "300.00", due: "on_completion" },
      ],
      { withOption: true },
    );
    expect(await runBoth(on(-1, "12:00"), on(0, "07:59"))).toBe(0);
    expect(await invoicesOf(job.id)).toEqual([]);

    expect(await runBoth(on(0, "08:00"))).toBe(1);
    expect(await runBoth(on(0, "09:00"), on(1, "10:00"))).toBe(0);
    const [made] = await invoicesOf(job.id);
    const invoice = await readInvoice(made!.id);
    expect(invoice).toMatchObject({
      status: "draft",
      number: null,
      estimateId: job.id,
      customer: { id: job.customerId, email: job.customer.email },
      terms: "net_15",
      total: "927.50",
      credits: [],
      credited: "0.00",
      balance: "927.50",
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        description: "Rough-in complete — Kitchen refresh",
        quantity: 1,
        total: "927.50",
      }),
    ]);
    const milestones = await database.db
      .select()
      .from(estimateMilestones)
      .where(eq(estimateMilestones.estimateId, job.id))
      .orderBy(estimateMilestones.position);
    expect(milestones.map((m) => m.invoiceId)).toEqual([made!.id, null, null]);

    // A site that was down on the date makes it at its next run; the completion milestone never.
    expect(await runBoth(on(12, "10:00"), on(13, "10:00"))).toBe(1);
    expect((await invoicesOf(job.id)).map((row) => row.total)).toEqual(["927.50", "500.00"]);
  });

  it("gets none when the estimate is not an approved job, or its job is complete", async () => {
    const milestone = {
      name: "Rough-in",
      kind: "percent",
      value: "40",
      due: "on_date",
      dueDate: DUE,
    } as const;
    const declined = await sentEstimate(clients());
    const answer = await anonymous.post(`/api/estimates/${declined.token}/decline`, { reason: "Too much" });
    expect(answer.status).toBe(200);
    const unanswered = await sentEstimate(clients());
    const replaced = await sentEstimate(clients());
    expect((await admin.post(`/api/admin/estimates/${replaced.estimate.id}/revise`)).status).toBe(201);
    const complete = await approvedJob(clients(), [
      { ...milestone, due: "on_completion", dueDate: undefined },
    ]);
    expect((await admin.post(`/api/admin/estimates/${complete.id}/complete`)).status).toBe(200);
    for (const { estimate } of [declined, unanswered, replaced])
      await addMilestones(database.db, estimate.id, [milestone]);
    await addMilestones(database.db, complete.id, [{ ...milestone, name: "Added after", dueDate: DUE }]);

    await runBoth(on(0, "10:00"));
    for (const id of [declined.estimate.id, unanswered.estimate.id, replaced.estimate.id])
      expect(await invoicesOf(id)).toEqual([]);
    // Only the completion invoice.
    expect((await invoicesOf(complete.id)).map((row) => row.completion)).toEqual([true]);
  });

  it("is sent at once, numbered and mailed, when the settings say so", async () => {
    const job = await approvedJob(
      clients(),
      [{ name: "Framing", kind: "fixed", value: "800.00", due: "on_date", dueDate: addDays(DUE, 30) }],
      { deposit: "0" },
    );
    await sendScheduleInvoices(database.db, true);
    try {
      expect(await runBoth(on(30, "10:00"), on(30, "11:00"))).toBe(1);
    } finally {
      await sendScheduleInvoices(database.db, false);
    }
    const [made] = await invoicesOf(job.id);
    expect(made).toMatchObject({ status: "sent", total: "800.00" });
    expect(made!.number).toMatch(/^INV-\d{4}-\d{4}$/);
    const sent = () => [
      ...mailsTo(`${a.dataDir}/outbox`, job.customer.email, /^Invoice INV-/),
      ...mailsTo(`${b.dataDir}/outbox`, job.customer.email, /^Invoice INV-/),
    ];
    await expect.poll(() => sent().length, MAIL_DEADLINE).toBe(1);
    expect(sent()[0]!.subject).toContain(made!.number!);
  });
});

describe("the approved change orders", () => {
  it("ride on the job's next milestone invoice, each once however many run the job; a voided invoice frees them", async () => {
    // $600.00 due on day 40 and $400.00 on day 45 of the signed $2,250.00; the change orders are billed in full.
    const job = await approvedJob(clients(), [
      { name: "Rough-in", kind: "fixed", value: "600.00", due: "on_date", dueDate: addDays(DUE, 40) },
      { name: "Cabinets", kind: "fixed", value: "400.00", due: "on_date", dueDate: addDays(DUE, 45) },
    ]);
    const framing = await approveChangeOrder(database.db, job.id, {
      title: "Extra framing",
      lines: [{ description: "Framing", unitPrice: "1850.00" }],
    });
    const credit = await approveChangeOrder(database.db, job.id, {
      title: "No backsplash",
      lines: [{ description: "Backsplash left out", unitPrice: "-300.00" }],
    });
    await runBoth(on(40, "10:00"), on(40, "11:00"), on(41, "10:00"));
    const [first] = await invoicesOf(job.id);
    const roughIn = await readInvoice(first!.id);
    expect(roughIn.lines.map((line) => [line.description, line.quantity, line.unit, line.unitPrice])).toEqual(
      [
        ["Rough-in — Kitchen refresh", 1, "job", "600.00"],
        ["CO-1: Extra framing", 1, "job", "1850.00"],
        ["CO-2: No backsplash", 1, "job", "-300.00"],
      ],
    );
    expect(roughIn).toMatchObject({ total: "2150.00", credits: [], balance: "2150.00" });
    for (const order of [framing, credit]) {
      expect(await invoiceOfChangeOrder(database.db, order.id)).toBe(roughIn.id);
      expect(await linesNaming(database.db, job.id, order.number)).toBe(1);
    }

    // Voided, it bills nothing: the change orders go on the next invoice, with one approved since.
    expect((await admin.post(`/api/admin/invoices/${roughIn.id}/send`)).status).toBe(200);
    const voided = await admin.post(`/api/admin/invoices/${roughIn.id}/void`, { reason: "Wrong amount" });
    expect(voided.status).toBe(200);
    const dimmers = await approveChangeOrder(database.db, job.id, {
      title: "Dimmer switches",
      lines: [{ description: "Dimmer", quantity: 2, unitPrice: "125.00" }],
    });
    await runBoth(on(45, "10:00"), on(45, "12:00"));
    const [, second] = await invoicesOf(job.id);
    const cabinets = await readInvoice(second!.id);
    expect(cabinets.lines.map((line) => [line.description, line.total])).toEqual([
      ["Cabinets — Kitchen refresh", "400.00"],
      ["CO-1: Extra framing", "1850.00"],
      ["CO-2: No backsplash", "-300.00"],
      ["CO-3: Dimmer switches", "250.00"],
    ]);
    expect(cabinets.total).toBe("2200.00");
    for (const order of [framing, credit, dimmers]) {
      expect(await invoiceOfChangeOrder(database.db, order.id)).toBe(cabinets.id);
      expect(await linesNaming(database.db, job.id, order.number)).toBe(1);
    }
    expect(await invoicesOf(job.id)).toHaveLength(2);
  });
});
