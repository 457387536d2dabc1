/**
 * Estimates through the API: the back office writes, sends and schedules; the customer answers by the
 * link. Every refusal has its test: editing a sent estimate, approving twice, approving an expired, declined
 * or replaced estimate, an option that is not the estimate's, a link that is not one.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireEstimates } from "~/features/estimates/estimate-expiry-follow-up.server";
import type { EstimateView, PublicEstimateView } from "~/features/estimates/estimate-view";
import { addDays, businessToday, formatWeekdayDate } from "~/lib/dates";
import { queueFollowUps } from "~/workflows/estimate-notices.server";
import { customerTotals, estimates, payments, revenueByDay } from "~db/schema";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings, freshWeekdays } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { attachmentOf, linkIn, MAIL_DEADLINE, mailsTo, waitForMail } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";

const silentLogger = pino({ level: "silent" });

let t: AdminTestServer;
const db = () => t.server.database.db;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(db());
});
afterAll(() => t?.server.close());

async function created(body = estimateBody()): Promise<EstimateView> {
  const res = await t.admin.post("/api/admin/estimates", body);
  expect(res.status).toBe(201);
  return (await res.json()) as EstimateView;
}

/** A sent estimate and its link's token. */
async function sent(body = estimateBody()) {
  const estimate = await created(body);
  const res = await t.admin.post(`/api/admin/estimates/${estimate.id}/send`);
  expect(res.status).toBe(200);
  return { estimate: (await res.json()) as EstimateView, token: await tokenOfEstimate(db(), estimate.id) };
}

const approve = (token: string, body: unknown) => t.anonymous.post(`/api/estimates/${token}/approve`, body);
const read = (token: string) => t.anonymous.fetch(`/api/estimates/${token}`);
const payTest = (url: string) => t.anonymous.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`);

describe("writing an estimate", () => {
  it("answers the estimate with its lines' ids and totals as decimal strings", async () => {
    const estimate = await created();
    expect(estimate).toMatchObject({
      status: "draft",
      revision: 1,
      subtotal: "2250.00",
      total: "2250.00",
      depositDue: "675.00",
      deposit: { kind: "percent", value: "30" },
    });
    expect(estimate.number).toBe(estimate.id);
    expect(estimate.lines.map((l) => [l.description, l.total, l.optional])).toEqual([
      ["Cabinet refacing", "1500.00", false],
      ["New outlets", "750.00", false],
      ["Under-cabinet lighting", "400.00", true],
    ]);
    expect(estimate.lines.every((l) => Number.isInteger(l.id))).toBe(true);
  });

  it("refuses bad input with a message on each field, by its path", async () => {
    const body = estimateBody();
    const res = await t.admin.post("/api/admin/estimates", {
      ...body,
      customer: { ...body.customer, email: "not-an-email" },
      lines: [{ ...body.lines[0], unitPrice: "12.345" }, { ...body.lines[2] }],
      validUntil: "2020-01-01",
    });
    expect(res.status).toBe(400);
    const { errors: fields } = (await res.json()) as { errors: Record<string, string> };
    expect(fields).toMatchObject({
      "customer.email": "Invalid email address",
      "lines.0.unitPrice": "Please enter a price like 1234.50",
      validUntil: "Please choose a date that is today or later",
    });
    const onlyOptional = await t.admin.post("/api/admin/estimates", { ...body, lines: [body.lines[2]] });
    expect(((await onlyOptional.json()) as { errors: Record<string, string> }).errors).toEqual({
      lines: "At least one line must not be optional",
    });
  });

  it("takes the terms and deposit of the settings when none are given", async () => {
    const { terms: _terms, deposit: _deposit, ...body } = estimateBody();
    const estimate = await created(body);
    const defaults = await (await t.admin.fetch("/api/admin/estimate-defaults")).json();
    expect(estimate.terms).toBe(defaults.terms);
    expect(estimate.terms.length).toBeGreaterThan(20);
    expect(estimate.deposit).toEqual(defaults.deposit);
  });

  it("edits a draft; a sent estimate is 409 and changes by a new revision that voids the old link", async () => {
    const estimate = await created();
    const edited = await t.admin.fetch(`/api/admin/estimates/${estimate.id}`, {
      method: "PUT",
      json: estimateBody({ title: "Kitchen refresh, revised" }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as EstimateView).title).toBe("Kitchen refresh, revised");

    await t.admin.post(`/api/admin/estimates/${estimate.id}/send`);
    const token = await tokenOfEstimate(db(), estimate.id);
    const refused = await t.admin.fetch(`/api/admin/estimates/${estimate.id}`, {
      method: "PUT",
      json: estimateBody(),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Only a draft can be edited/);

    const revised = await t.admin.post(`/api/admin/estimates/${estimate.id}/revise`);
    expect(revised.status).toBe(201);
    const next = (await revised.json()) as EstimateView;
    expect(next).toMatchObject({ number: estimate.number, revision: 2, status: "draft" });
    // The old link: a 404 that says why; approving by it is refused the same way.
    const old = await read(token);
    expect(old.status).toBe(404);
    expect(((await old.json()) as { message: string }).message).toMatch(/replaced by a newer version/);
    expect((await approve(token, { name: "Dana Estimate", acceptTerms: true })).status).toBe(404);
  });

  it("deletes an estimate nobody paid for", async () => {
    const estimate = await created();
    expect((await t.admin.fetch(`/api/admin/estimates/${estimate.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await t.admin.fetch(`/api/admin/estimates/${estimate.id}`)).status).toBe(404);
  });

  it("is admin-only", async () => {
    for (const client of [t.anonymous, t.customer]) {
      expect([401, 403]).toContain((await client.fetch("/api/admin/estimates")).status);
      expect([401, 403]).toContain((await client.post("/api/admin/estimates", estimateBody())).status);
    }
  });
});

describe("the customer's link", () => {
  it("shows the estimate without internal fields, and records no view for a GET", async () => {
    const { estimate, token } = await sent();
    const res = await read(token);
    expect(res.status).toBe(200);
    const view = (await res.json()) as PublicEstimateView & Record<string, unknown>;
    expect(view).toMatchObject({ status: "sent", title: "Kitchen refresh", depositDue: "675.00" });
    for (const internal of ["id", "quoteRequestId", "customerId", "sentAt", "declineReason"]) {
      expect(view).not.toHaveProperty(internal);
    }
    expect(JSON.stringify(view)).not.toContain(estimate.customer.email);
    const [row] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(row).toMatchObject({ status: "sent", viewedAt: null });
    // Only the hash is stored: the token itself is nowhere in the row.
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("records the view the page posts, once; a wrong link is a 404", async () => {
    const { estimate, token } = await sent();
    const view = () => t.anonymous.post(`/api/estimates/${token}/view`);
    expect((await view()).status).toBe(204);
    const [first] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(first).toMatchObject({ status: "viewed", viewedAt: expect.any(Date) });
    expect((await view()).status).toBe(204);
    const [again] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(again!.viewedAt).toEqual(first!.viewedAt);
    expect((await t.anonymous.post(`/api/estimates/${"A".repeat(43)}/view`)).status).toBe(404);
  });

  it("counts an answer as a view, for a customer whose browser never reported one", async () => {
    const signed = await sent();
    await approve(signed.token, { name: "Dana Estimate", acceptTerms: true });
    const declined = await sent();
    await t.anonymous.post(`/api/estimates/${declined.token}/decline`, { reason: "" });
    for (const id of [signed.estimate.id, declined.estimate.id]) {
      const [row] = await db().select().from(estimates).where(eq(estimates.id, id));
      expect(row!.viewedAt, `estimate ${id}`).toEqual(expect.any(Date));
    }
    expect(((await (await read(signed.token)).json()) as PublicEstimateView).status).toBe("viewed");
  });

  it("is a 404 for a token that is not one", async () => {
    await sent();
    for (const token of ["A".repeat(43), "short", "x".repeat(200)]) {
      expect((await read(token)).status).toBe(404);
      expect((await approve(token, { name: "Dana", acceptTerms: true })).status).toBe(404);
    }
  });

  it("refuses an approval without a name, without the terms accepted, or with another estimate's option", async () => {
    const { token } = await sent();
    const other = await sent();
    const missing = await approve(token, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Please type your full name to approve",
      acceptTerms: "Please accept the terms to approve",
    });
    const required = other.estimate.lines.find((l) => !l.optional)!.id;
    const foreign = other.estimate.lines.find((l) => l.optional)!.id;
    for (const id of [foreign, required, 2_000_000_000]) {
      const tampered = await approve(token, {
        name: "Dana Estimate",
        acceptTerms: true,
        optionalLineIds: [id],
      });
      expect(tampered.status).toBe(400);
      expect(((await tampered.json()) as { errors: Record<string, string> }).errors).toEqual({
        optionalLineIds: "One of the chosen options is not part of this estimate",
      });
    }
  });

  it("approves with the chosen option, takes the deposit through the checkout, and refuses a second approval", async () => {
    const { estimate, token } = await sent();
    const optional = estimate.lines.find((l) => l.optional)!.id;
    const res = await approve(token, {
      name: "Dana Estimate",
      acceptTerms: true,
      optionalLineIds: [optional],
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/checkout\/test\/test_cs_/);
    // Signed, not yet approved: approved once the deposit is paid.
    expect(((await (await read(token)).json()) as PublicEstimateView).status).toBe("viewed");
    const [payment] = await db().select().from(payments).where(eq(payments.estimateId, estimate.id));
    // (2250 + 400) × 30% = 795.
    expect(payment).toMatchObject({ amount: "795.00", status: "pending", bookingId: null });

    const paid = await payTest(url);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({
      redirectUrl: expect.stringMatching(/^\/estimates\/paid\?session_id=/),
    });
    const view = (await (await read(token)).json()) as PublicEstimateView;
    expect(view).toMatchObject({ status: "approved", total: "2650.00", depositDue: "795.00" });
    expect(view.approval).toMatchObject({ signedName: "Dana Estimate", optionalLineIds: [optional] });
    expect(view.approval!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    const admin = (await (await t.admin.fetch(`/api/admin/estimates/${estimate.id}`)).json()) as EstimateView;
    expect(admin.approval).toMatchObject({
      paid: true,
      ipAddress: expect.any(String),
      userAgent: expect.any(String),
    });

    const again = await approve(token, { name: "Dana Estimate", acceptTerms: true });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("This estimate has been approved.");
    // An approved estimate is locked: no edit, no revision.
    expect((await t.admin.post(`/api/admin/estimates/${estimate.id}/revise`)).status).toBe(409);
  });

  it("counts the deposit in revenue and in the customer's total spent", async () => {
    const { estimate, token } = await sent();
    const revenueBefore = await revenueToday();
    const { url } = (await (await approve(token, { name: "Dana Estimate", acceptTerms: true })).json()) as {
      url: string;
    };
    await payTest(url);
    expect(await revenueToday()).toBe(revenueBefore + 675);
    const [totals] = await db()
      .select()
      .from(customerTotals)
      .where(eq(customerTotals.customerId, estimate.customerId));
    expect(totals!.totalSpent).toBe("675.00");
  });

  it("approves at once when no deposit is due", async () => {
    const { token } = await sent(estimateBody({ deposit: { kind: "fixed", value: "0" } }));
    const res = await approve(token, { name: "Dana Estimate", acceptTerms: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "approved", depositDue: "0.00" });
  });

  it("records a different hash when any line differs", async () => {
    const hashOf = async (body: ReturnType<typeof estimateBody>) => {
      const { token } = await sent({ ...body, deposit: { kind: "fixed", value: "0" } });
      await approve(token, { name: "Dana Estimate", acceptTerms: true });
      return ((await (await read(token)).json()) as PublicEstimateView).approval!.contentHash;
    };
    const body = estimateBody();
    const same = { ...body, customer: { ...body.customer } };
    const base = await hashOf(body);
    const changedPrice = await hashOf({
      ...same,
      lines: [{ ...body.lines[0]!, unitPrice: "1500.01" }, body.lines[1]!, body.lines[2]!],
    });
    const changedText = await hashOf({
      ...same,
      lines: [body.lines[0]!, { ...body.lines[1]!, description: "New outlet" }, body.lines[2]!],
    });
    expect(new Set([base, changedPrice, changedText]).size).toBe(3);
  });

  it("refuses approving a declined estimate, and says why", async () => {
    const { token } = await sent();
    const declined = await t.anonymous.post(`/api/estimates/${token}/decline`, { reason: "Over budget" });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({
      status: "declined",
      closedReason: "This estimate was declined.",
    });
    const res = await approve(token, { name: "Dana Estimate", acceptTerms: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toBe("This estimate was declined.");
  });

  it("refuses approving an expired estimate; the hourly job marks it expired after its last day", async () => {
    const { estimate, token } = await sent();
    const yesterday = addDays(businessToday(), -1);
    await db().update(estimates).set({ validUntil: yesterday }).where(eq(estimates.id, estimate.id));
    const res = await approve(token, { name: "Dana Estimate", acceptTerms: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/^This estimate expired on /);
    expect(await expireEstimates(db())).toContain(estimate.id);
    expect(((await (await read(token)).json()) as PublicEstimateView).status).toBe("expired");
  });

  it("sends a request for changes to the business's inbox", async () => {
    const { token } = await sent();
    const tooShort = await t.anonymous.post(`/api/estimates/${token}/changes`, { message: "no" });
    expect(tooShort.status).toBe(400);
    const res = await t.anonymous.post(`/api/estimates/${token}/changes`, {
      message: "Please drop the outlets.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "changes_requested", closedReason: null });
    const inbox = await (await t.admin.fetch("/api/admin/inbox?kind=messages")).json();
    expect(inbox.items[0]).toMatchObject({ title: expect.stringMatching(/^Changes requested: estimate #/) });
  });
});

describe("scheduling the work", () => {
  it("schedules an approved estimate as visits on two days, each confirmed in its slot", async () => {
    const { estimate, token } = await sent(estimateBody({ deposit: { kind: "fixed", value: "0" } }));
    // Open weekdays: a closed day would be a warning to confirm (estimate-schedule-warnings.test.ts).
    const days = freshWeekdays().slice(20, 22);
    const early = await t.admin.post(`/api/admin/estimates/${estimate.id}/visits`, {
      visits: [{ date: days[0], time: "09:00" }],
    });
    expect(early.status).toBe(409);
    await approve(token, { name: "Dana Estimate", acceptTerms: true });
    const res = await t.admin.post(`/api/admin/estimates/${estimate.id}/visits`, {
      visits: [
        { date: days[1], time: "09:00" },
        { date: days[0], time: "09:00" },
      ],
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as EstimateView;
    expect(view.status).toBe("scheduled");
    expect(view.visits.map((v) => [v.date, v.time, v.status])).toEqual([
      [days[0], "09:00", "confirmed"],
      [days[1], "09:00", "confirmed"],
    ]);
    // The customer hears of both days.
    const mail = await waitForMail(`${t.server.dataDir}/outbox`, estimate.customer.email, {
      subject: /is scheduled/,
    });
    expect(mail.text).toContain(formatWeekdayDate(days[0]!));
    expect(mail.text).toContain(formatWeekdayDate(days[1]!));
    // The slot is taken now, for bookings and for other jobs alike.
    const other = await sent(estimateBody({ deposit: { kind: "fixed", value: "0" } }));
    await approve(other.token, { name: "Dana Estimate", acceptTerms: true });
    const taken = await t.admin.post(`/api/admin/estimates/${other.estimate.id}/visits`, {
      visits: [{ date: days[0], time: "09:00" }],
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { conflicts: unknown }).conflicts).toEqual([
      { date: days[0], time: "09:00", reason: `Overlaps the visit of ${estimate.customer.name} at 9:00 AM` },
    ]);
  });
});

async function revenueToday() {
  const [row] = await db().select().from(revenueByDay).where(eq(revenueByDay.paidOn, businessToday()));
  return Number(row?.amount ?? 0);
}

describe("the estimate's mail and PDF", () => {
  it("mails the customer the link and the estimate as a PDF that has its lines", async () => {
    const body = estimateBody();
    const { estimate, token } = await sent(body);
    const mail = await waitForMail(`${t.server.dataDir}/outbox`, body.customer.email);
    expect(linkIn(mail)).toBe(`${t.server.url}/estimates/${token}`);
    const pdf = attachmentOf(mail, `estimate-${estimate.number}.pdf`)!;
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    const text = await pdfText(pdf);
    for (const line of [
      "Cabinet refacing",
      "New outlets",
      "Under-cabinet lighting",
      "$2,250.00",
      "$675.00",
    ]) {
      expect(text).toContain(line);
    }
    // The same PDF by the link, not for search engines; none by a wrong link.
    const res = await t.anonymous.fetch(`/estimates/${token}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(await pdfText(Buffer.from(await res.arrayBuffer()))).toContain("Cabinet refacing");
    expect((await t.anonymous.fetch(`/estimates/${"B".repeat(43)}.pdf`)).status).toBe(404);
  });

  it("follows up once, three days after sending, unless the customer answered", async () => {
    const quiet = await sent();
    const answered = await sent();
    await t.anonymous.post(`/api/estimates/${answered.token}/decline`, { reason: "" });
    const sentAt = new Date(quiet.estimate.sentAt!);
    const deps = { db: db(), jobs: t.server.jobs, logger: silentLogger };
    const due = async (hours: number) => {
      const now = new Date(sentAt.getTime() + hours * 3600_000);
      await queueFollowUps(deps, now);
      const [row] = await db().select().from(estimates).where(eq(estimates.id, quiet.estimate.id));
      return row!.followedUpAt;
    };
    expect(await due(71)).toBeNull();
    expect(await due(72.1)).not.toBeNull();
    const [declined] = await db().select().from(estimates).where(eq(estimates.id, answered.estimate.id));
    expect(declined!.followedUpAt).toBeNull();
    await due(80);
    const mails = () =>
      mailsTo(`${t.server.dataDir}/outbox`, quiet.estimate.customer.email, /^Reminder: your estimate/);
    await expect.poll(() => mails().length, MAIL_DEADLINE).toBe(1);
    expect(linkIn(mails()[0]!)).toBe(`${t.server.url}/estimates/${quiet.token}`);
  });
});
