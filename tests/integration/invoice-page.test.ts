/**
 * The invoice's page by its link, as a browser without script uses it (docs/invoices.md): the figures and a
 * Pay button that posts natively to the page's action, the checkout's way back that records the payment and
 * says so, and the links that open nothing. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { businessToday } from "~/lib/dates";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { linkIn, waitForMail } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: "test" }, withPages: true });
  await ensureSettings(server.database.db);
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
  anonymous = browserLikeClient(server.url);
});
afterAll(() => server?.close());

let emails = 0;

/** A sent invoice of $480.00 and its page's path, from the customer's mail. */
async function sentInvoice(email = `page-payer-${++emails}-${Date.now()}@example.com`) {
  const created = await admin.post("/api/admin/invoices", {
    customer: { name: "Sam Reyes", email, phone: "325-555-0177" },
    lines: [{ description: "Fence repair, 3 posts", quantity: 1, unit: "job", unitPrice: "480.00" }],
    notes: "Gate latch adjusted at no charge.",
  });
  const invoice = (await created.json()) as InvoiceView;
  const { number } = (await (await admin.post(`/api/admin/invoices/${invoice.id}/send`)).json()) as {
    number: string;
  };
  const mail = await waitForMail(`${server.dataDir}/outbox`, email, { subject: /^Invoice INV-/ });
  return { invoice, number, email, page: new URL(linkIn(mail)).pathname };
}

const postPay = (page: string) =>
  anonymous.fetch(page, {
    method: "POST",
    body: new URLSearchParams({ method: "card" }),
    redirect: "manual",
  });

describe("the invoice's page", () => {
  it("shows the figures and a Pay button that posts natively; no cache keeps it", async () => {
    const { page, number } = await sentInvoice();
    const res = await anonymous.fetch(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain(`Invoice ${number}`);
    expect(html).toContain("Gate latch adjusted at no charge.");
    expect(html).toMatch(
      /<form[^>]* method="post">.*?Pay (<!-- -->)?\$480\.00(<!-- -->)? by card<\/button>/s,
    );
  });

  it("links the invoice's PDF by the same link, which the site answers with the PDF, not the page", async () => {
    const { page, number } = await sentInvoice();
    const html = await (await anonymous.fetch(page)).text();
    expect(html).toMatch(new RegExp(`<a[^>]* href="${page}\\.pdf"[^>]*>Download PDF</a>`));
    const pdf = await anonymous.fetch(`${page}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`inline; filename="${number}.pdf"`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain("Fence repair, 3 posts");
  });

  it("Pay without script goes to the checkout; paid, the way back records it and the page says so", async () => {
    const { page, invoice } = await sentInvoice();
    const posted = await postPay(page);
    expect(posted.status).toBe(302);
    const checkout = posted.headers.get("location")!;
    expect(checkout).toMatch(/\/checkout\/test\//);
    const sessionId = checkout.split("/").at(-1)!;

    // Back before paying: the page says it was not paid, and offers to pay again.
    const early = await anonymous.fetch(`/invoices/paid?session_id=${sessionId}`, { redirect: "manual" });
    expect(early.headers.get("location")).toBe(`${page}?payment=pending`);

    expect((await anonymous.post(`/api/test-checkout/${sessionId}/pay`)).status).toBeLessThan(400);
    const back = await anonymous.fetch(`/invoices/paid?session_id=${sessionId}`, { redirect: "manual" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`${page}?payment=paid`);
    const html = await (await anonymous.fetch(`${page}?payment=paid`)).text();
    expect(html).toContain("Payment received. Thank you!");
    expect(html).toContain("Paid in full. Thank you!");
    expect(html).not.toContain("by card</button>");

    const view = (await (await admin.fetch(`/api/admin/invoices/${invoice.id}`)).json()) as InvoiceView;
    expect(view).toMatchObject({ status: "paid", balance: "0.00" });
  });

  it("Pay on a paid invoice shows why on the page (409), with the figures", async () => {
    const { page, invoice } = await sentInvoice();
    await admin.post(`/api/admin/invoices/${invoice.id}/payments`, {
      amount: "480.00",
      method: "cash",
      receivedOn: businessToday(),
    });
    const res = await postPay(page);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("Nothing is owed on this invoice.");
  });

  it("an unknown link, a voided invoice and an unknown session are 404s that say why", async () => {
    const unknown = await anonymous.fetch(`/invoices/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This invoice link is not valid.");

    const { page, invoice } = await sentInvoice();
    await admin.post(`/api/admin/invoices/${invoice.id}/void`, { reason: "Billed twice" });
    const voided = await anonymous.fetch(page);
    expect(voided.status).toBe(404);
    expect(await voided.text()).toContain("This invoice was voided");

    const session = await anonymous.fetch("/invoices/paid?session_id=cs_not_an_invoice");
    expect(session.status).toBe(404);
    expect(await session.text()).toContain("We could not find this payment.");
  });
});

describe("My Projects", () => {
  /** The page's text, without its markup. */
  const textOf = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

  it("lists the customer's invoices with the balance and a link to pay, then the receipt; others see none", async () => {
    const email = `my-invoices-${Date.now()}@example.com`;
    const customer = await signInCustomer(server, email);
    const { page, number, invoice } = await sentInvoice(email);
    let html = await (await customer.fetch("/my-projects")).text();
    expect(textOf(html)).toContain(`Invoice ${number} Sent $480.00 to pay`);
    expect(html).toContain(`href="${page}"`);
    expect(textOf(html)).toContain("Pay $480.00 (invoice");

    await admin.post(`/api/admin/invoices/${invoice.id}/payments`, {
      amount: "480.00",
      method: "check",
      reference: "2231",
      receivedOn: businessToday(),
    });
    html = textOf(await (await customer.fetch("/my-projects")).text());
    expect(html).toContain(`Invoice ${number} Paid Paid in full`);
    expect(html).toMatch(/Receipts: \$480\.00 by check on [A-Z][a-z]+ \d{1,2}, \d{4} ?\./);

    const other = await signInCustomer(server, `someone-else-${Date.now()}@example.com`);
    expect(await (await other.fetch("/my-projects")).text()).not.toContain(number);
  });
});
