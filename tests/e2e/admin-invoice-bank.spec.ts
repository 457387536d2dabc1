import type { InvoiceView } from "~/features/invoices/invoice-view";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { expect, test, unique } from "./admin-fixture";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 120_000 });

// The server's DATA_DIR (playwright.config.ts), where the outbox mailer writes.
const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

test("an invoice paid by bank account: viewed, processing on both sides, then paid once the bank settles", async ({
  page,
  errors,
}) => {
  const name = unique("Iris Delgado");
  const email = `invoice-bank-${test.info().project.name}-${Date.now()}@example.com`;
  const created = await page.request.post("/api/admin/invoices", {
    data: {
      customer: { name, email, phone: "325-555-0188" },
      lines: [{ description: "Patch the drywall", quantity: 1, unit: "job", unitPrice: "410.00" }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as InvoiceView;
  const sent = await page.request.post(`/api/admin/invoices/${id}/send`);
  const { number } = (await sent.json()) as { number: string };
  await expect.poll(() => mailsTo(outbox, email, /^Invoice INV-/).length, { timeout: 20_000 }).toBe(1);
  const link = new URL(linkIn(mailsTo(outbox, email, /^Invoice INV-/)[0]!)).pathname;
  const status = async () =>
    ((await (await page.request.get(`/api/admin/invoices/${id}`)).json()) as InvoiceView).status;

  // The customer's browser shows the page: the invoice is viewed.
  await page.goto(link);
  await waitForHydration(page);
  await expect.poll(status).toBe("viewed");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Pay $410.00 by bank account" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  const checkout = page.url();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Pay $410.00 by bank account" }).click();
  await expect(page).toHaveURL(new RegExp(`${link}\\?payment=processing$`));
  await expect(page.getByText("Thank you: your bank payment is processing.")).toBeVisible();
  await expect(
    page.getByText("Payment processing: your bank payment of $410.00 is on its way."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  await page.goto(`/admin?tab=invoices&invoice=${id}`);
  const detail = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(detail).toContainText("Payment processing");
  await expect(detail.getByTestId("invoice-balance")).toHaveText("$410.00");

  // The bank settles it, as Stripe's async_payment_succeeded would say.
  await page.goto(checkout);
  await page.getByRole("button", { name: "Settle bank payment" }).click();
  await expect(page).toHaveURL(new RegExp(`${link}\\?payment=paid$`));
  await expect(page.getByText("Paid in full. Thank you!")).toBeVisible();
  expect(await status()).toBe("paid");
  expect(errors).toEqual([]);
});
