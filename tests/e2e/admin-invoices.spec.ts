import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { addDays, businessToday, businessYear } from "~/lib/dates";
import { openDatabase, type Database } from "~db/client.server";
import { invoices } from "~db/schema";
import { expect, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

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
