import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessToday, businessYear, formatLongDate } from "~/lib/dates";
import { openDatabase, type Database } from "~db/client.server";
import { invoices } from "~db/schema";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { expect, failRequests, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 120_000 });

// The server's DATA_DIR (playwright.config.ts): its embedded database, borrowed as the CLI commands borrow it.
const dataDir = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data`;
let opened: Promise<Database> | undefined;
const database = () => (opened ??= openDatabase({ dataDir, role: "command", poolSize: 2 }));
test.afterAll(async () => {
  const db = await opened;
  opened = undefined;
  await db?.close();
});

/** The line fields of line `n` of the open editor. */
const line = (page: Page, n: number) => {
  const field = (name: string) => page.getByLabel(`Line ${n} ${name}`, { exact: true });
  return {
    description: field("description"),
    quantity: field("quantity"),
    unit: field("unit"),
    unitPrice: field("unit price"),
  };
};

const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The Invoices table's rows that mention `text`. */
const rowsWith = (page: Page, text: string) =>
  page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: text });

/** A sent invoice written through the API, for the list's tests. */
async function sentInvoice(page: Page, customer: { name: string; email: string }, unitPrice: string) {
  const created = await page.request.post("/api/admin/invoices", {
    data: {
      customer: { ...customer, phone: "325-555-0177" },
      lines: [{ description: "Replace the water heater", quantity: 1, unit: "job", unitPrice }],
      terms: "net_7",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()) as InvoiceView;
  const sent = await page.request.post(`/api/admin/invoices/${invoice.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  return { id: invoice.id, number: ((await sent.json()) as { number: string }).number };
}

test(
  "invoices: write with catalog and free lines and live totals, send, record a check, refusals said",
  { tag: "@phone" },
  async ({ page, errors }) => {
    const customer = unique("Rosa Jimenez");
    const email = uniqueEmail("invoices");
    await openTab(page, "invoices", "Invoices");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Create invoice" }).click();
    const editor = page.getByRole("dialog", { name: "New invoice" });
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Add at least one line")).toBeVisible();
    await expect(editor.getByLabel("Customer name")).toBeFocused();
    await editor.getByLabel("Customer name").fill(customer);
    await editor.getByLabel("Customer email").fill(email);
    await editor.getByLabel("Customer phone").fill("325-555-0142");

    // A catalog service fills its line: name, per-foot unit, base price.
    await editor
      .getByLabel("Service from the catalog")
      .selectOption({ label: "Fence Installation ($28.00 per ft)" });
    await editor.getByRole("button", { name: "Add service" }).click();
    await expect(line(page, 1).description).toHaveValue("Fence Installation");
    await expect(line(page, 1).unit).toHaveValue("ft");
    await expect(line(page, 1).unitPrice).toHaveValue("28.00");
    await line(page, 1).quantity.fill("120");
    await editor.getByRole("button", { name: "Add line" }).click();
    await line(page, 2).description.fill("Haul away the old fence");
    await line(page, 2).unit.fill("job");
    await line(page, 2).unitPrice.fill("250");

    // 120 × $28.00 + $250.00, as it is typed.
    await expect(editor.getByTestId("line-1-total")).toHaveText("$3,360.00");
    await expect(editor.getByTestId("editor-total")).toHaveText("$3,610.00");
    await line(page, 1).quantity.fill("100.5");
    await expect(editor.getByTestId("editor-total")).toHaveText("$3,064.00");
    await line(page, 1).quantity.fill("120");
    await expect(editor.getByTestId("editor-total")).toHaveText("$3,610.00");
    await editor.getByLabel("Terms").selectOption({ label: "Net 30" });
    await editor.getByLabel("Notes").fill("Thank you for your business.");
    await expectNoAxeViolations(page);

    // A refused price says what is wrong on its field, and everything typed stays.
    await line(page, 2).unitPrice.fill("abc");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByText("Please enter a price like 1234.50")).toBeVisible();
    await expect(line(page, 2).unitPrice).toBeFocused();
    await expect(line(page, 2).unitPrice).toHaveAccessibleDescription("Please enter a price like 1234.50");
    await expect(line(page, 1).quantity).toHaveValue("120");
    await expect(editor.getByLabel("Customer name")).toHaveValue(customer);
    await expect(editor.getByTestId("editor-total")).toHaveText("$3,360.00");
    await line(page, 2).unitPrice.fill("250.00");
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Invoice created")).toBeVisible(TOAST);

    // Saved as a draft and opened: no number yet.
    const draft = page.getByRole("dialog", { name: `Draft invoice for ${customer}` });
    await expect(draft).toBeVisible();
    await expect(page).toHaveURL(/[?&]invoice=\d+/);
    await expect(draft).toContainText("Haul away the old fence");
    await expect(draft).toContainText("Net 30");
    await expect(draft.getByTestId("invoice-balance")).toHaveText("$3,610.00");

    // A draft is rewritten (PUT).
    await draft.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit draft invoice" });
    await expect(line(page, 2).unitPrice).toHaveValue("250.00");
    await expect(edit.getByLabel("Terms")).toHaveValue("net_30");
    await edit.getByLabel("Notes").fill("Thank you for choosing us.");
    await edit.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Invoice saved")).toBeVisible(TOAST);
    await expect(edit).toBeHidden();
    await expect(draft).toContainText("Thank you for choosing us.");

    // Sent: numbered, in the year's sequence.
    await draft.getByRole("button", { name: "Send invoice" }).click();
    const confirm = page.getByRole("dialog", { name: "Send this invoice?" });
    await expect(confirm).toContainText(email);
    await confirm.getByRole("button", { name: "Send invoice" }).click();
    await expect(toast(page, "Invoice sent")).toBeVisible(TOAST);
    const detail = page.getByRole("dialog", { name: new RegExp(`^Invoice INV-${businessYear()}-\\d{4}$`) });
    await expect(detail).toBeVisible();
    const number = (await detail.getByRole("heading", { level: 2 }).innerText()).replace("Invoice ", "");
    await expect(detail).toContainText("Sent");
    await expect(detail.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(detail.getByRole("button", { name: "Send again" })).toBeVisible();

    // A check for part of the balance: the amount starts at the balance, the date at today.
    await detail.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record a payment" });
    await expect(payment.getByLabel("Amount")).toHaveValue("3610.00");
    await expect(payment.getByLabel("Date received")).toHaveValue(businessToday());
    await expect(payment.getByLabel("Paid by")).toHaveValue("check");
    await payment.getByLabel("Amount").fill("1000");
    await payment.getByLabel("Reference (optional)").fill("1042");
    await expectNoAxeViolations(page);
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(toast(page, "Payment recorded")).toBeVisible(TOAST);
    await expect(payment).toBeHidden();
    await expect(detail).toContainText("Partially Paid");
    await expect(detail.getByTestId("invoice-balance")).toHaveText("$2,610.00");
    await expect(detail.getByRole("list", { name: "Payments" })).toContainText("Check · 1042");

    // The invoice's PDF opens in a new tab, by the server's own address for it.
    const pdfLink = detail.getByRole("link", { name: "View PDF (opens in a new tab)" });
    await expect(pdfLink).toHaveAttribute("target", "_blank");
    const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toBe(`inline; filename="${number}.pdf"`);

    // More than the balance: the server's refusal is said in the dialog, and the amount stays.
    await detail.getByRole("button", { name: "Record payment" }).click();
    await expect(payment.getByLabel("Amount")).toHaveValue("2610.00");
    await payment.getByLabel("Amount").fill("5000");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(payment.getByRole("alert").filter({ hasText: "more than the balance" })).toHaveText(
      "The amount is more than the balance of $2,610.00: record at most the balance.",
    );
    await expect(payment.getByLabel("Amount")).toHaveValue("5000");
    await payment.getByRole("button", { name: "Cancel" }).click();
    await expect(payment).toBeHidden();

    // Money was paid: voiding is refused until it is refunded.
    await detail.getByRole("button", { name: "Void" }).click();
    const voiding = page.getByRole("dialog", { name: "Void this invoice?" });
    await voiding.getByLabel("Reason").fill("Billed the wrong customer");
    await voiding.getByRole("button", { name: "Void invoice" }).click();
    await expect(
      voiding.getByText("Money was paid on this invoice: refund it before voiding the invoice."),
    ).toBeVisible();
    await expect(voiding.getByLabel("Reason")).toHaveValue("Billed the wrong customer");
    await voiding.getByRole("button", { name: "Cancel" }).click();
    await expect(detail).toContainText("Partially Paid");

    // Found by its number, and by its status.
    await detail.getByRole("button", { name: "Close" }).click();
    await expect(detail).toBeHidden();
    await page.getByLabel("Search invoices").fill(number);
    await expect(page).toHaveURL(/[?&]q=INV-/);
    const rows = rowsWith(page, number);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("Partially Paid");
    await expect(rows).toContainText("$2,610.00");
    await page.getByLabel("Status").selectOption({ label: "Partially Paid" });
    await expect(page).toHaveURL(/[?&]status=partially_paid/);
    await expect(rows).toHaveCount(1);
    await page.getByLabel("Status").selectOption({ label: "Paid" });
    await expect(page.getByText("No invoices match.")).toBeVisible();
    await page.getByLabel("Status").selectOption({ label: "All statuses" });
    await rows.getByRole("link", { name: `Invoice ${number}` }).click();
    await expect(detail).toContainText("Check · 1042");
    expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  },
);

test("invoices: the server's field messages land on their fields; a draft is deleted", async ({
  page,
  errors,
}) => {
  const customer = unique("Walt Becker");
  await openTab(page, "invoices", "Invoices");
  await page.getByRole("button", { name: "Create invoice" }).click();
  const editor = page.getByRole("dialog", { name: "New invoice" });
  await editor.getByLabel("Customer name").fill(customer);
  await editor.getByLabel("Customer email").fill(uniqueEmail("invoice-draft"));
  await editor.getByLabel("Customer phone").fill("325-555-0150");
  await editor.getByRole("button", { name: "Add line" }).click();
  await line(page, 1).description.fill("Patch the drywall");
  await line(page, 1).unitPrice.fill("180");

  // A refusal the server words (`lines.0.unitPrice`) is said under that field, and what was typed stays.
  const message = "That price is above the catalog's limit";
  await page.route(
    "**/api/admin/invoices",
    (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please correct the highlighted fields.",
          errors: { "lines.0.unitPrice": message },
        }),
      }),
    { times: 1 },
  );
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(line(page, 1).unitPrice).toHaveAccessibleDescription(message);
  await expect(line(page, 1).unitPrice).toBeFocused();
  await expect(line(page, 1).description).toHaveValue("Patch the drywall");
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Invoice created")).toBeVisible(TOAST);
  const draft = page.getByRole("dialog", { name: `Draft invoice for ${customer}` });
  await draft.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Invoice deleted")).toBeVisible(TOAST);
  await expect(draft).toBeHidden();
  await page.getByLabel("Search invoices").fill(customer);
  await expect(page.getByText("No invoices match.")).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  "invoices: the list filtered by Overdue and by status, its state in the URL",
  { tag: "@phone" },
  async ({ page, errors }) => {
    const customer = { name: unique("Dale Porter"), email: uniqueEmail("invoices-overdue") };
    const late = await sentInvoice(page, customer, "900.00");
    const onTime = await sentInvoice(page, customer, "450.00");
    // Sent 40 days ago on 7 days' terms: overdue for a month.
    const { db } = await database();
    const issuedOn = addDays(businessToday(), -40);
    await db
      .update(invoices)
      .set({ issuedOn, dueDate: addDays(issuedOn, 7) })
      .where(eq(invoices.id, late.id));

    await openTab(page, "invoices", "Invoices");
    await page.getByLabel("Search invoices").fill(customer.name);
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page.getByRole("table", { name: "Invoices" }).getByRole("row");
    await expect(rowsWith(page, customer.name)).toHaveCount(2);
    await expect(rowsWith(page, late.number)).toContainText("Overdue");
    await expect(rowsWith(page, onTime.number)).not.toContainText("Overdue");

    await page.getByLabel("Status").selectOption({ label: "Overdue" });
    await expect(page).toHaveURL(/[?&]status=overdue/);
    await expect(rowsWith(page, customer.name)).toHaveCount(1);
    await expect(rowsWith(page, late.number)).toContainText("Sent");
    await expect(rowsWith(page, late.number)).toContainText("$900.00");
    await expectNoAxeViolations(page);

    // The URL keeps the view: reloaded, the same filter and search.
    await page.reload();
    await expect(page.getByLabel("Status")).toHaveValue("overdue");
    await expect(page.getByLabel("Search invoices")).toHaveValue(customer.name);
    await expect(rowsWith(page, customer.name)).toHaveCount(1);

    await page.getByLabel("Status").selectOption({ label: "Sent" });
    await expect(rowsWith(page, customer.name)).toHaveCount(2);
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await expect(rows.filter({ hasText: customer.name })).toHaveCount(0);
    await expect(page.getByText("No invoices match.")).toBeVisible();

    // The overdue invoice opens with its due date said.
    await page.goto(`/admin?tab=invoices&invoice=${late.id}`);
    const detail = page.getByRole("dialog", { name: `Invoice ${late.number}` });
    await expect(detail).toContainText("Overdue");
    await expect(detail).toContainText("Net 7");
    expect(errors).toEqual([]);
  },
);

/** The invoice's link, as its mail gives it to the customer. */
async function linkOf(email: string) {
  const outbox = `${dataDir}/outbox`;
  await expect.poll(() => mailsTo(outbox, email, /^Invoice INV-/).length, { timeout: 20_000 }).toBe(1);
  return linkIn(mailsTo(outbox, email, /^Invoice INV-/)[0]!);
}

test("invoices: a card payment refunded in part, a check given back by hand, the reminders switched", async ({
  page,
  errors,
}) => {
  const customer = { name: unique("Nora Vance"), email: uniqueEmail("invoices-refund") };
  const { id, number } = await sentInvoice(page, customer, "600.00");
  // $100 by check, then the rest by card through the customer's link and the test checkout.
  const check = await page.request.post(`/api/admin/invoices/${id}/payments`, {
    data: { amount: "100.00", method: "check", reference: "5521", receivedOn: businessToday() },
  });
  expect(check.status(), await check.text()).toBe(201);
  const token = (await linkOf(customer.email)).split("/").at(-1)!;
  const checkout = await page.request.post(`/api/invoices/${token}/pay`, { data: { method: "card" } });
  const { url } = (await checkout.json()) as { url: string };
  expect((await page.request.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`)).status()).toBeLessThan(
    400,
  );

  await page.goto(`/admin?tab=invoices&invoice=${id}`);
  await waitForHydration(page);
  const detail = page.getByRole("dialog", { name: `Invoice ${number}` });
  await expect(detail.getByTestId("invoice-balance")).toHaveText("$0.00");
  await expect(detail).toContainText("Received by hand: to give it back, do so outside the site.");
  // Paid: no reminders to switch.
  await expect(detail.getByRole("switch", { name: "Payment reminders" })).toHaveCount(0);

  await detail.getByRole("button", { name: "Refund the payment of $500.00" }).click();
  const refund = page.getByRole("dialog", { name: "Refund a payment" });
  await expect(refund.getByLabel("Amount")).toHaveValue("500.00");
  await refund.getByLabel("Amount").fill("500.01");
  await refund.getByLabel("Reason").fill("Tile left over");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await refund.getByRole("button", { name: "Confirm refund" }).click();
  await expect(refund.getByText("The amount is more than what is left to refund ($500.00).")).toBeVisible();
  await expect(refund.getByLabel("Amount")).toBeFocused();
  await refund.getByLabel("Amount").fill("150.00");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expectNoAxeViolations(page);
  await refund.getByRole("button", { name: "Confirm refund" }).click();
  await expect(toast(page, "Refund made")).toBeVisible(TOAST);
  await expect(refund).toBeHidden();
  await expect(detail.getByTestId("invoice-balance")).toHaveText("$150.00");
  await expect(detail).toContainText("$150.00 refunded");

  // Partially paid again: the reminders apply, on until switched off.
  const reminders = detail.getByRole("switch", { name: "Payment reminders" });
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  await reminders.click();
  await expect(toast(page, "Payment reminders off")).toBeVisible(TOAST);
  await expect(reminders).toHaveAttribute("aria-checked", "false");
  const stored = await page.request.get(`/api/admin/invoices/${id}`);
  expect(((await stored.json()) as InvoiceView).remindersOff).toBe(true);

  // A write the server refuses is toasted, and the switch goes back.
  await failRequests(page, `**/api/admin/invoices/${id}/reminders`, "POST");
  await reminders.press("Space");
  await expect(toast(page, "Error")).toBeVisible(TOAST);
  await expect(reminders).toHaveAttribute("aria-checked", "false");
  await page.unroute(`**/api/admin/invoices/${id}/reminders`);
  await reminders.click();
  await expect(toast(page, "Payment reminders on")).toBeVisible(TOAST);
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("invoices: Export for QuickBooks downloads the chosen file; a backwards range is said at its field", async ({
  page,
  errors,
}) => {
  await openTab(page, "invoices", "Invoices");
  await page.getByText("Export for QuickBooks").click();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Download" }) });
  await form.getByLabel("Payments").check();
  await expect(form).toContainText(/The last export of payments was on|No payments were exported yet/);
  const today = businessToday();
  await form.getByLabel("From").fill(today);
  await form.getByLabel("To").fill(addDays(today, -1));
  await form.getByRole("button", { name: "Download" }).click();
  await expect(form.getByText("The last day must be on or after the first day")).toBeVisible();
  await expectNoAxeViolations(page);

  const from = addDays(today, -6);
  await form.getByLabel("From").fill(from);
  await form.getByLabel("To").fill(today);
  await form.getByLabel("Only what is new since the last export").check();
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`payments-${from}-to-${today}.csv`);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.split("\r\n")[0]).toBe("PaymentDate,Customer,InvoiceNo,PaymentMethod,ReferenceNo,Amount");
  // Listed among the latest exports, and said as the last one.
  await expect(
    page.getByRole("region", { name: "Recent exports" }).getByRole("listitem").first(),
  ).toContainText(`Payments, ${formatLongDate(from)} to ${formatLongDate(today)} (only new)`);
  await expect(form).toContainText(`The last export of payments was on ${formatLongDate(today)}.`);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
