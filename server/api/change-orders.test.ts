/**
 * The customer's change order by its link (docs/change-orders.md): reading it (which records nothing), the
 * page's report that it was seen, the signed approval (name, address, user agent, time, the hash of the page
 * as shown), its own invoice issued once however often the approval is replayed, declining, expiry, the PDF,
 * and the mail to both sides.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentHash } from "~/features/change-orders/change-order-content.server";
import type { ChangeOrderView, PublicChangeOrderView } from "~/features/change-orders/change-order-view";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessToday } from "~/lib/dates";
import { expireOldChangeOrders } from "~/workflows/change-order-sending.server";
import { businessContact } from "~db/business-contact";
import { changeOrders, invoices } from "~db/schema";
import { createLogger } from "~server/logger";
import {
  changeOrderTestServer,
  draftChangeOrder,
  newJob,
  sentChangeOrder,
  visitor,
} from "~tests/support/change-orders";
import { mailsTo, waitForMail } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";

const site = changeOrderTestServer();
const db = () => site().server.database.db;
const outbox = () => `${site().server.dataDir}/outbox`;
const read = async (id: number) =>
  (await (await site().admin.fetch(`/api/admin/change-orders/${id}`)).json()) as ChangeOrderView;
const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const approval = (name = "Dana Estimate") => ({ name, acceptTerms: true });
const LINK_NOT_FOUND =
  "This change order link is not valid. Please check the link in your email, or call us.";

describe("reading a change order by its link", () => {
  it("answers what the customer's page shows, private and unindexed, and records no view", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id);
    const res = await visitor(site()).get(`/api/change-orders/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const shown = (await res.json()) as PublicChangeOrderView;
    expect(shown).toMatchObject({
      number: "CO-1",
      title: "Replace rotten subfloor",
      status: "sent",
      total: "900.00",
      daysAdded: 3,
      billing: "next_invoice",
      estimate: { number: job.number, title: "Kitchen refresh" },
      customer: { name: job.customer.name },
      terms: "Payment terms: deposit on approval, balance on completion.",
      signature: null,
    });
    expect(shown.business.name).not.toBe("");
    expect(Object.keys(shown)).not.toContain("id");
    expect(Object.keys(shown)).not.toContain("customerId");
    expect((await read(view.id)).viewedAt).toBeNull();
  });

  it("is a 404 that says why for a link that is not one, and a draft has none", async () => {
    const job = await newJob(site());
    const { id } = await draftChangeOrder(site(), job.id);
    const [row] = await db().select().from(changeOrders).where(eq(changeOrders.id, id));
    expect(row!.tokenHash).toBeNull();
    for (const token of ["not-a-token", "A".repeat(43)]) {
      for (const res of [
        await visitor(site()).get(`/api/change-orders/${token}`),
        await visitor(site()).post(`/api/change-orders/${token}/view`),
        await visitor(site()).post(`/api/change-orders/${token}/approve`, approval()),
        await visitor(site()).post(`/api/change-orders/${token}/decline`, {}),
      ]) {
        expect(res.status).toBe(404);
        expect(await message(res)).toBe(LINK_NOT_FOUND);
      }
    }
  });

  it("becomes viewed when its page reports the view, keeping the first view's time", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id);
    const customer = visitor(site());
    expect((await customer.post(`/api/change-orders/${token}/view`)).status).toBe(204);
    const first = await read(view.id);
    expect(first).toMatchObject({ status: "viewed", viewedAt: expect.any(String) });
    expect((await customer.post(`/api/change-orders/${token}/view`)).status).toBe(204);
    expect((await read(view.id)).viewedAt).toBe(first.viewedAt);
  });
});

describe("approving", () => {
  it("records the signature: the typed name, the address, the user agent, the time and the page's hash", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id);
    const customer = visitor(site(), "203.0.113.42", "Mozilla/5.0 (Kitchen Tablet)");
    const shown = (await (await customer.get(`/api/change-orders/${token}`)).json()) as PublicChangeOrderView;
    const before = Date.now();
    const res = await customer.post(`/api/change-orders/${token}/approve`, approval("Dana Q. Estimate"));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ status: "approved" });

    const approved = await read(view.id);
    expect(approved.status).toBe("approved");
    expect(approved.viewedAt).not.toBeNull();
    expect(approved.signature).toEqual({
      name: "Dana Q. Estimate",
      signedAt: approved.decidedAt,
      ipAddress: "203.0.113.42",
      userAgent: "Mozilla/5.0 (Kitchen Tablet)",
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Date.parse(approved.signature!.signedAt)).toBeGreaterThanOrEqual(before - 1000);
    // The hash is of the page the customer was shown.
    expect(approved.signature!.contentHash).toBe(contentHash(shown));
    const after = (await (await customer.get(`/api/change-orders/${token}`)).json()) as PublicChangeOrderView;
    expect(after).toMatchObject({ status: "approved", signature: { name: "Dana Q. Estimate" } });
    // Billed on the next invoice: no invoice of its own.
    expect(approved.invoice).toBeNull();
  });

  it("signs a different hash for change orders that differ in one line only", async () => {
    const job = await newJob(site());
    const lines = (unitPrice: string) => [
      { description: "Subfloor replacement", quantity: 2, unit: "sheet", unitPrice },
    ];
    const a = await sentChangeOrder(site(), job.id, { lines: lines("600.00") });
    const b = await sentChangeOrder(site(), job.id, { lines: lines("600.01") });
    for (const { token } of [a, b])
      expect((await visitor(site()).post(`/api/change-orders/${token}/approve`, approval())).status).toBe(
        200,
      );
    const [hashA, hashB] = [(await read(a.view.id)).signature!, (await read(b.view.id)).signature!].map(
      (signature) => signature.contentHash,
    );
    expect(hashA).not.toBe(hashB);
    // The hash is of the page's content, not of where the change order stands; one line changed changes it.
    const shownA = (await (
      await visitor(site()).get(`/api/change-orders/${a.token}`)
    ).json()) as PublicChangeOrderView;
    expect(contentHash({ ...shownA, status: "sent", signature: null })).toBe(hashA);
    expect(contentHash({ ...shownA, lines: [{ ...shownA.lines[0]!, unitPrice: "600.01" }] })).not.toBe(hashA);
  });

  it("refuses a second approval, an approval after a decline, and one past the valid-until date (409)", async () => {
    const job = await newJob(site());
    const once = await sentChangeOrder(site(), job.id);
    expect((await visitor(site()).post(`/api/change-orders/${once.token}/approve`, approval())).status).toBe(
      200,
    );
    const twice = await visitor(site()).post(`/api/change-orders/${once.token}/approve`, approval());
    expect(twice.status).toBe(409);
    expect(await message(twice)).toBe("This change order was already approved.");
    const declineAfter = await visitor(site()).post(`/api/change-orders/${once.token}/decline`, {});
    expect(declineAfter.status).toBe(409);

    const declined = await sentChangeOrder(site(), job.id);
    expect((await visitor(site()).post(`/api/change-orders/${declined.token}/decline`, {})).status).toBe(200);
    const late = await visitor(site()).post(`/api/change-orders/${declined.token}/approve`, approval());
    expect(late.status).toBe(409);
    expect(await message(late)).toBe("This change order was declined.");

    const old = await sentChangeOrder(site(), job.id);
    const yesterday = addDays(businessToday(), -1);
    await db().update(changeOrders).set({ validUntil: yesterday }).where(eq(changeOrders.id, old.view.id));
    const shown = (await (
      await visitor(site()).get(`/api/change-orders/${old.token}`)
    ).json()) as PublicChangeOrderView;
    expect(shown.status).toBe("expired");
    const expired = await visitor(site()).post(`/api/change-orders/${old.token}/approve`, approval());
    expect(expired.status).toBe(409);
    expect(await message(expired)).toMatch(
      /^This change order expired on .+\. Please contact us for a new one\.$/,
    );
    expect((await read(old.view.id)).signature).toBeNull();
  });

  it("refuses an approval without a name or the terms accepted, at its field", async () => {
    const job = await newJob(site());
    const { token } = await sentChangeOrder(site(), job.id);
    const res = await visitor(site()).post(`/api/change-orders/${token}/approve`, {
      name: "",
      acceptTerms: false,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Please type your full name to sign",
      acceptTerms: "Please accept the terms to approve",
    });
  });

  it("billed at once, issues exactly one invoice of its lines however often the approval is replayed", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id, {
      billing: "invoice_now",
      lines: [
        { description: "Subfloor replacement", quantity: 2, unit: "sheet", unitPrice: "600.00" },
        { description: "Vanity tile not needed", quantity: 1, unit: "job", unitPrice: "-300.00" },
        // 1.5 × -$0.33 = -$0.495: a credit rounds as the same work would, to -$0.50, on both.
        { description: "Trim left over", quantity: 1.5, unit: "ft", unitPrice: "-0.33" },
      ],
    });
    expect(view.total).toBe("899.50");
    const customer = visitor(site());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => customer.post(`/api/change-orders/${token}/approve`, approval())),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((res) => res.status === 200)!;
    const { invoiceUrl } = (await ok.json()) as { status: string; invoiceUrl: string };
    expect(invoiceUrl).toMatch(/^\/invoices\/[A-Za-z0-9_-]{43}$/);

    const made = await db().select().from(invoices).where(eq(invoices.estimateId, job.id));
    expect(made).toHaveLength(1);
    const approved = await read(view.id);
    expect(approved.invoice).toEqual({
      id: made[0]!.id,
      number: expect.stringMatching(/^INV-/),
      status: "sent",
    });
    const invoice = (await (
      await site().admin.fetch(`/api/admin/invoices/${made[0]!.id}`)
    ).json()) as InvoiceView;
    expect(invoice).toMatchObject({ estimateId: job.id, total: "899.50", credits: [], balance: "899.50" });
    expect(invoice.lines.map((line) => [line.description, line.total])).toEqual([
      ["CO-1: Subfloor replacement", "1200.00"],
      ["CO-1: Vanity tile not needed", "-300.00"],
      ["CO-1: Trim left over", "-0.50"],
    ]);
    // The link answered is the invoice's page, and its mail went to the customer.
    const page = await visitor(site()).get(`/api/${invoiceUrl.slice(1)}`);
    expect(page.status).toBe(200);
    await waitForMail(outbox(), job.customer.email, { subject: /^Invoice INV-/ });
  });
});

describe("declining", () => {
  it("records the reason, answers the page's view, and tells the business", async () => {
    const job = await newJob(site());
    const { view, token } = await sentChangeOrder(site(), job.id);
    const res = await visitor(site()).post(`/api/change-orders/${token}/decline`, {
      reason: "We will keep the old subfloor for now.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "declined",
      declineReason: "We will keep the old subfloor for now.",
      decidedAt: expect.any(String),
    });
    expect((await read(view.id)).signature).toBeNull();
    const { email } = await businessContact(db());
    const mail = await waitForMail(outbox(), email, {
      subject: new RegExp(`^Change order CO-1 \\(estimate #${job.number}\\) declined: `),
    });
    expect(mail.text).toContain("Their reason: We will keep the old subfloor for now.");
    expect(mail.text).toContain(`/admin?tab=jobs&job=${job.id}`);
  });
});

describe("the mail of an approval", () => {
  it("tells the business and gives the customer their copy", async () => {
    const job = await newJob(site());
    const { token } = await sentChangeOrder(site(), job.id);
    expect((await visitor(site()).post(`/api/change-orders/${token}/approve`, approval())).status).toBe(200);
    const copy = await waitForMail(outbox(), job.customer.email, {
      subject: /^Change order CO-1 is approved: /,
    });
    expect(copy.text).toContain("Signed by Dana Estimate on ");
    expect(copy.text).toContain("It will be added to your next invoice.");
    expect(copy.text).toContain(`/change-orders/${token}`);
    const { email } = await businessContact(db());
    const told = await waitForMail(outbox(), email, {
      subject: new RegExp(`^Change order CO-1 \\(estimate #${job.number}\\) approved: `),
    });
    expect(told.text).toContain(`${job.customer.name} (${job.customer.email}) approved change order CO-1`);
    expect(told.text).toContain("Signed by Dana Estimate on ");
    expect(told.text).toContain("It goes on the job's next invoice.");
    // One mail each, however the queue is worked.
    expect(mailsTo(outbox(), job.customer.email, /^Change order CO-1 is approved: /)).toHaveLength(1);
  });
});

describe("expiry", () => {
  it("the hourly job marks sent change orders past their date expired, and leaves answered ones", async () => {
    const job = await newJob(site());
    const old = await sentChangeOrder(site(), job.id);
    const fresh = await sentChangeOrder(site(), job.id);
    const yesterday = addDays(businessToday(), -1);
    await db().update(changeOrders).set({ validUntil: yesterday }).where(eq(changeOrders.id, old.view.id));
    const expired = await expireOldChangeOrders({ db: db(), logger: createLogger("silent") });
    expect(expired).toContain(old.view.id);
    expect(expired).not.toContain(fresh.view.id);
    expect((await read(old.view.id)).status).toBe("expired");
    const decline = await visitor(site()).post(`/api/change-orders/${old.token}/decline`, {});
    expect(decline.status).toBe(409);
  });
});

describe("the customer's PDF", () => {
  it("is the change order by its link, with the signature once approved; an unknown link a plain 404", async () => {
    const job = await newJob(site());
    const { token } = await sentChangeOrder(site(), job.id);
    expect((await visitor(site()).post(`/api/change-orders/${token}/approve`, approval())).status).toBe(200);
    const res = await visitor(site()).get(`/change-orders/${token}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Change order CO-1");
    expect(text).toContain("Approved by Dana Estimate on ");
    expect(text).toMatch(/SHA-256 of the change order as approved: [0-9a-f]{64}/);

    const unknown = await visitor(site()).get(`/change-orders/${"B".repeat(43)}.pdf`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(LINK_NOT_FOUND);
  });
});

describe("the link's rate limit", () => {
  it("answers 429 with Retry-After once one client passes 60 requests in 10 minutes", async () => {
    const job = await newJob(site());
    const { token } = await sentChangeOrder(site(), job.id);
    const customer = visitor(site());
    for (let i = 0; i < 60; i++) expect((await customer.get(`/api/change-orders/${token}`)).status).toBe(200);
    const over = await customer.post(`/api/change-orders/${token}/approve`, approval());
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await message(over)).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    // Another client is not held back by it.
    expect((await visitor(site()).get(`/api/change-orders/${token}`)).status).toBe(200);
  });
});
