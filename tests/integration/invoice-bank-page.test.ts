/**
 * Paying an invoice by bank account from its page, as a browser without script does (docs/invoices.md): the
 * page's two Pay buttons post natively, the test checkout makes a bank payment processing, and its Settle and
 * Fail buttons, plain form posts too, end it as the bank would. Runs the production build (`npm run build`
 * first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { linkIn, waitForMail } from "~tests/support/outbox";
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

/** A sent invoice of $315.00 and its page's path, from the customer's mail. */
async function sentInvoice() {
  const email = `bank-page-${++emails}-${Date.now()}@example.com`;
  const created = await admin.post("/api/admin/invoices", {
    customer: { name: "Mia Torres", email, phone: "325-555-0166" },
    lines: [{ description: "Gutter repair", quantity: 1, unit: "job", unitPrice: "315.00" }],
  });
  const invoice = (await created.json()) as InvoiceView;
  await admin.post(`/api/admin/invoices/${invoice.id}/send`);
  const mail = await waitForMail(`${server.dataDir}/outbox`, email, { subject: /^Invoice INV-/ });
  return { invoice, page: new URL(linkIn(mail)).pathname };
}

const post = (path: string, fields: Record<string, string>) =>
  anonymous.fetch(path, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

/** Pays by bank account from the page and at the test checkout: answers the checkout's page, processing. */
async function bankPaymentProcessing(page: string) {
  const posted = await post(page, { method: "us_bank_account" });
  expect(posted.status).toBe(302);
  const checkout = posted.headers.get("location")!;
  expect(checkout).toMatch(/^\/checkout\/test\//);
  const sessionId = checkout.split("/").at(-1)!;
  expect(await (await anonymous.fetch(checkout)).text()).toMatch(
    /Pay (<!-- -->)?\$315\.00(<!-- -->)? by bank account/,
  );
  expect((await anonymous.post(`/api/test-checkout/${sessionId}/pay`)).status).toBe(200);
  const back = await anonymous.fetch(`/invoices/paid?session_id=${sessionId}`, { redirect: "manual" });
  expect(back.headers.get("location")).toBe(`${page}?payment=processing`);
  return { checkout, sessionId };
}

describe("paying an invoice by bank account from its page", () => {
  it("offers both ways to pay, each a native post", async () => {
    const { page } = await sentInvoice();
    const html = await (await anonymous.fetch(page)).text();
    expect(html).toMatch(/<form[^>]* method="post"/);
    // Each button names the way it pays: the form posts it as `method`.
    const button = (value: string, words: string) =>
      new RegExp(
        `<button(?=[^>]*name="method")(?=[^>]*value="${value}")[^>]*>Pay (<!-- -->)?\\$315\\.00(<!-- -->)? ${words}</button>`,
      );
    expect(html).toMatch(button("card", "by card"));
    expect(html).toMatch(button("us_bank_account", "by bank account"));
  });

  it("is processing, with no Pay, until the test checkout's Settle: then paid", async () => {
    const { page, invoice } = await sentInvoice();
    const { checkout } = await bankPaymentProcessing(page);
    const waiting = await (await anonymous.fetch(`${page}?payment=processing`)).text();
    expect(waiting).toContain("your bank payment is processing");
    expect(waiting).toMatch(/Payment processing: your bank payment of (<!-- -->)?\$315\.00/);
    expect(waiting).not.toContain("by card</button>");
    // Pay posted anyway (an old tab): refused on the page, with the reason.
    const refused = await post(page, { method: "card" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("A bank payment of $315.00 for this invoice is processing.");

    const checkoutPage = await (await anonymous.fetch(checkout)).text();
    expect(checkoutPage).toContain("Settle bank payment");
    expect(checkoutPage).toContain("Fail bank payment");
    const settled = await post(checkout, { answer: "settle" });
    expect(settled.status).toBe(302);
    const back = await anonymous.fetch(settled.headers.get("location")!, { redirect: "manual" });
    expect(back.headers.get("location")).toBe(`${page}?payment=paid`);
    expect(await (await anonymous.fetch(`${page}?payment=paid`)).text()).toContain(
      "Paid in full. Thank you!",
    );
    const view = (await (await admin.fetch(`/api/admin/invoices/${invoice.id}`)).json()) as InvoiceView;
    expect(view).toMatchObject({ status: "paid", balance: "0.00", processing: null });
  });

  it("failed at the test checkout: the page says so and offers Pay again", async () => {
    const { page } = await sentInvoice();
    const { checkout } = await bankPaymentProcessing(page);
    const failed = await post(checkout, { answer: "fail" });
    expect(failed.status).toBe(302);
    const back = await anonymous.fetch(failed.headers.get("location")!, { redirect: "manual" });
    expect(back.headers.get("location")).toBe(`${page}?payment=failed`);
    const html = await (await anonymous.fetch(`${page}?payment=failed`)).text();
    expect(html).toContain("The bank payment failed and the invoice is not paid.");
    expect(html).toMatch(/Pay (<!-- -->)?\$315\.00(<!-- -->)? by bank account/);
    // Failed once: the bank's second answer is refused on the checkout's page.
    const again = await post(checkout, { answer: "settle" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This checkout has no bank payment processing.");
  });

  it("refuses an unknown way to pay on the page (400) with the field's message", async () => {
    const { page } = await sentInvoice();
    const res = await post(page, { method: "wire" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please choose to pay by card or by bank account");
  });
});
