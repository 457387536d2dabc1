/**
 * The customer pays an invoice by its link (docs/invoices.md): the mail with the link when it is sent, the
 * checkout for the balance, and the receipt (the page and the way back: tests/integration/invoice-page.test.ts). Reports of the same payment, however
 * many and in whatever order, record it once and send one receipt.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { formatLongDate, businessToday } from "~/lib/dates";
import { invoices, payments } from "~db/schema";
import { invoiceTestServer } from "~tests/support/invoice-server";
import { linkIn, mailsTo, waitForMail } from "~tests/support/outbox";

const { site, db, outbox } = invoiceTestServer();

let emails = 0;

/** A sent invoice of $1,795.00 and its link, as the customer's mail gives it. */
async function sentInvoice(terms = "net_15") {
  const email = `payer-${++emails}-${Date.now()}@example.com`;
  const created = await site().admin.post("/api/admin/invoices", {
    customer: { name: "Rosa Jimenez", email, phone: "325-555-0142" },
    lines: [
      { description: "Replace vanity", quantity: 1, unit: "each", unitPrice: "1200.00" },
      { description: "Tile floor", quantity: 42.5, unit: "sq ft", unitPrice: "14.00" },
    ],
    terms,
  });
  const invoice = (await created.json()) as InvoiceView;
  const sent = (await (await site().admin.post(`/api/admin/invoices/${invoice.id}/send`)).json()) as {
    number: string;
    dueDate: string;
  };
  const mail = await waitForMail(outbox(), email, { subject: /^Invoice INV-/ });
  return { invoice, email, number: sent.number, dueDate: sent.dueDate, mail, link: linkIn(mail) };
}

const tokenOf = (link: string) => link.split("/").at(-1)!;
const pay = (link: string) => site().anonymous.post(`/api/invoices/${tokenOf(link)}/pay`, { method: "card" });
const sessionOf = (checkoutUrl: string) => checkoutUrl.split("/").at(-1)!;
const payTest = (checkoutUrl: string) =>
  site().anonymous.post(`/api/test-checkout/${sessionOf(checkoutUrl)}/pay`);

describe("the invoice's mail", () => {
  it("mails the invoice with its link, number, figures and due date once when sent", async () => {
    const { mail, link, number, dueDate, email } = await sentInvoice();
    expect(mail.subject).toBe(`Invoice ${number} from Big Country Home Remodeling`);
    expect(link).toMatch(new RegExp(`^${site().server.url}/invoices/[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(
      `Here is invoice ${number} from Big Country Home Remodeling, issued ${formatLongDate(businessToday())}.`,
    );
    expect(mail.text).toContain("Balance due: $1,795.00");
    expect(mail.text).toContain(`Due by ${formatLongDate(dueDate)}.`);
    // Sent once: a second look finds no second mail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(outbox(), email, /^Invoice INV-/)).toHaveLength(1);
  });
});

describe("paying by card", () => {
  it("pays the balance through the checkout; the way back records it and says so; one receipt", async () => {
    const { link, email, invoice, number } = await sentInvoice();
    const opened = await pay(link);
    expect(opened.status).toBe(200);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(/\/checkout\/test\//);
    expect((await payTest(url)).status).toBeLessThan(400);

    const view = (await (
      await site().admin.fetch(`/api/admin/invoices/${invoice.id}`)
    ).json()) as InvoiceView;
    expect(view).toMatchObject({ status: "paid", amountPaid: "1795.00", balance: "0.00" });
    expect(view.payments).toMatchObject([{ amount: "1795.00", method: "card", status: "succeeded" }]);

    const receipt = await waitForMail(outbox(), email, { subject: /^Receipt/ });
    expect(receipt.subject).toBe(`Receipt: $1,795.00 for invoice ${number}`);
    expect(receipt.text).toContain("The invoice is paid in full.");

    // Nothing left to pay: paying again is refused.
    expect((await pay(link)).status).toBe(409);
  });

  it("the same payment reported ten times at once is recorded once, with one receipt", async () => {
    const { link, email, invoice } = await sentInvoice();
    const { url } = (await (await pay(link)).json()) as { url: string };
    await Promise.all([...Array.from({ length: 10 }, () => payTest(url))]);
    const recorded = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, "succeeded")));
    expect(recorded).toHaveLength(1);
    await waitForMail(outbox(), email, { subject: /^Receipt/ });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(outbox(), email, /^Receipt/)).toHaveLength(1);
  });

  it("a check recorded while the checkout is open makes the card payment owed back, whole", async () => {
    const { link, invoice } = await sentInvoice();
    const { url } = (await (await pay(link)).json()) as { url: string };
    await site().admin.post(`/api/admin/invoices/${invoice.id}/payments`, {
      amount: "1795.00",
      method: "check",
      receivedOn: businessToday(),
    });
    await payTest(url);
    const [card] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice.id), eq(payments.providerSessionId, sessionOf(url))));
    expect(card?.status).toMatch(/^refund/);
    const [row] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "paid", amountPaid: "1795.00" });
  });
});
