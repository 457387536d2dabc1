/**
 * Getting paid for a whole job, as the owner and the customer do it: an estimate with a 30/40/30 payment
 * schedule is signed and its deposit paid; the milestone's invoice is made on its date and sent; the customer
 * pays it by bank account (processing, then paid once the bank settles); the owner marks the job complete,
 * records a check for part of the completion invoice, and the customer pays the rest by card. My Projects
 * then shows both invoices paid with their receipts, and the dashboard and the accounting export agree with
 * the API.
 */
import { businessInstant, businessToday } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { csvRecords } from "~tests/support/csv";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { expect, openTab, test, toast, TOAST } from "./admin-fixture";
import { signInWithLink } from "./booking-support";
import {
  closeEstimateData,
  estimateFlowDeps,
  kitchenEstimate,
  sendEstimate,
  uniqueCustomerEmail,
} from "./estimate-data";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 300_000 });
test.afterAll(closeEstimateData);

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

test(
  "a 30/40/30 job: deposit by card, the milestone by bank account, the rest by check and card; all paid",
  { tag: "@phone" },
  async ({ page, browser, baseURL, errors }) => {
    const email = uniqueCustomerEmail("invoice-journey");
    const today = businessToday();
    // $2,250.00 without the option: $675.00 on approval, $900.00 at rough-in (today), $675.00 on completion.
    const estimate = await sendEstimate(
      kitchenEstimate(email, {
        milestones: [
          { name: "Rough-in complete", kind: "percent", value: "40", due: "on_date", date: today },
        ],
      }),
    );
    const customerContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const customer = await customerContext.newPage();
    const invoiceMails = () => mailsTo(outbox, email, /^Invoice INV-/);

    // 1. The customer reads the schedule before signing, signs, and pays the deposit by card.
    await customer.goto(`/estimates/${estimate.token}`);
    await waitForHydration(customer);
    const schedule = customer.getByRole("region", { name: "Payment schedule" });
    await expect(schedule).toContainText("$675.00");
    await expect(schedule).toContainText("Rough-in complete");
    await expect(schedule).toContainText("$900.00");
    await customer.getByLabel("Type your full name").fill("Dana Whitfield");
    await customer.getByLabel("I have read and accept the terms above").check();
    await customer.getByRole("button", { name: "Approve and pay deposit" }).click();
    await expect(customer).toHaveURL(/\/checkout\/test\//);
    await waitForHydration(customer);
    await customer.getByRole("button", { name: "Pay $675.00" }).click();
    await expect(customer.getByText(/is approved/)).toBeVisible();

    // 2. The milestone's date has come: the hourly job makes its invoice, a draft the owner sends.
    // It bills every milestone due, the other project's too (each run finds its own invoice below).
    await invoiceDueMilestones(await estimateFlowDeps(baseURL!), businessInstant(today, "12:00"));
    await page.goto(`/admin?tab=estimates&estimate=${estimate.id}`);
    await waitForHydration(page);
    const job = page
      .getByRole("dialog", { name: `Estimate #${estimate.number}` })
      .getByRole("region", { name: "Invoices of the job" });
    await job.getByRole("link", { name: "Draft invoice" }).click();
    const draft = page.getByRole("dialog", { name: /^Draft invoice for / });
    await expect(draft).toContainText("Rough-in complete");
    await expect(draft.getByTestId("invoice-balance")).toHaveText("$900.00");
    await draft.getByRole("button", { name: "Send invoice" }).click();
    await page
      .getByRole("dialog", { name: "Send this invoice?" })
      .getByRole("button", { name: "Send invoice" })
      .click();
    await expect(toast(page, "Invoice sent")).toBeVisible(TOAST);
    await expectNoAxeViolations(page);

    // 3. The customer pays it by bank account: processing until the bank settles it, then paid.
    await expect.poll(() => invoiceMails().length, { timeout: 20_000 }).toBe(1);
    const milestoneLink = new URL(linkIn(invoiceMails()[0]!)).pathname;
    const milestoneNumber = /INV-\d{4}-\d{4}/.exec(invoiceMails()[0]!.subject)![0];
    await customer.goto(milestoneLink);
    await waitForHydration(customer);
    await expectNoAxeViolations(customer);
    await customer.getByRole("button", { name: "Pay $900.00 by bank account" }).click();
    await expect(customer).toHaveURL(/\/checkout\/test\//);
    const bankCheckout = customer.url();
    await waitForHydration(customer);
    await customer.getByRole("button", { name: "Pay $900.00 by bank account" }).click();
    await expect(
      customer.getByText("Payment processing: your bank payment of $900.00 is on its way."),
    ).toBeVisible();
    await customer.goto(bankCheckout);
    await customer.getByRole("button", { name: "Settle bank payment" }).click();
    await expect(customer.getByText("Paid in full. Thank you!")).toBeVisible();

    // 4. The owner marks the job complete: the completion invoice asks the last $675.00.
    await page.goto(`/admin?tab=estimates&estimate=${estimate.id}`);
    await waitForHydration(page);
    const detail = page.getByRole("dialog", { name: `Estimate #${estimate.number}` });
    await expect(job).toContainText("Paid (deposit and invoices)$1,575.00");
    await detail.getByRole("button", { name: "Mark job complete" }).click();
    const confirm = page.getByRole("dialog", { name: "Mark this job complete?" });
    await expect(confirm).toContainText("The completion invoice for $675.00");
    await confirm.getByRole("button", { name: "Mark job complete" }).click();
    await expect(toast(page, "Job marked complete")).toBeVisible(TOAST);
    await job.getByRole("link", { name: /\(completion\)/ }).click();
    const completion = page.getByRole("dialog", { name: /invoice/i });
    await expect(completion.getByTestId("invoice-balance")).toHaveText("$675.00");
    if (await completion.getByRole("button", { name: "Send invoice" }).isVisible()) {
      await completion.getByRole("button", { name: "Send invoice" }).click();
      await page
        .getByRole("dialog", { name: "Send this invoice?" })
        .getByRole("button", { name: "Send invoice" })
        .click();
      await expect(toast(page, "Invoice sent")).toBeVisible(TOAST);
    }

    // 5. A check for part of it, recorded by the owner.
    const sent = page.getByRole("dialog", { name: /^Invoice INV-/ });
    await sent.getByRole("button", { name: "Record payment" }).click();
    const payment = page.getByRole("dialog", { name: "Record a payment" });
    await payment.getByLabel("Amount").fill("300");
    await payment.getByLabel("Reference (optional)").fill("1042");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await expect(toast(page, "Payment recorded")).toBeVisible(TOAST);
    await expect(sent.getByTestId("invoice-balance")).toHaveText("$375.00");
    const completionNumber = (await sent.getByRole("heading", { level: 2 }).innerText()).replace(
      "Invoice ",
      "",
    );

    // 6. The customer pays the rest by card.
    await expect.poll(() => invoiceMails().length, { timeout: 20_000 }).toBe(2);
    const completionLink = new URL(linkIn(invoiceMails()[1]!)).pathname;
    await customer.goto(completionLink);
    await waitForHydration(customer);
    await customer.getByRole("button", { name: "Pay $375.00 by card" }).click();
    await expect(customer).toHaveURL(/\/checkout\/test\//);
    await waitForHydration(customer);
    await customer.getByRole("button", { name: "Pay $375.00" }).click();
    await expect(customer.getByText("Paid in full. Thank you!")).toBeVisible();
    await expectNoAxeViolations(customer);

    // 7. My Projects: both invoices paid in full, with their receipts.
    await signInWithLink(customer, email);
    await customer.goto("/my-projects");
    const invoices = customer.getByRole("region", { name: "Invoices" });
    await expect(invoices.getByText("Paid in full")).toHaveCount(2);
    await expect(invoices).toContainText("$900.00 by bank account");
    await expect(invoices).toContainText("$300.00 by check");
    await expect(invoices).toContainText("$375.00 by card");
    await expect(invoices).not.toContainText("to pay");

    // 8. The owner's side: nothing left on the job; the dashboard's receivables are the API's; the export
    // lists both invoices and the three payments.
    await page.goto(`/admin?tab=estimates&estimate=${estimate.id}`);
    await expect(job).toContainText("Balance of the approved total$0.00");
    // Other tests change invoices at the same time: the API and the page are read again until they agree.
    await openTab(page, "dashboard", "Dashboard");
    const panel = page.getByRole("region", { name: /^Receivables/ });
    await expect(async () => {
      const receivables = (await (await page.request.get("/api/admin/receivables")).json()) as {
        total: string;
      };
      await page.reload();
      await expect(panel).toContainText(`Total owed${formatMoney(receivables.total)}`, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const csv = async (kind: string) =>
      csvRecords(
        await (await page.request.get(`/api/admin/exports/${kind}.csv?from=${today}&to=${today}`)).text(),
      );
    const numbers = [milestoneNumber, completionNumber];
    const invoiceRows = (await csv("invoices")).filter((row) => numbers.includes(row.InvoiceNo!));
    // The completion invoice lists the contract and credits the deposit and the milestone's invoice.
    expect(invoiceRows.map((row) => [row.InvoiceNo, row.ItemAmount])).toEqual([
      [milestoneNumber, "900.00"],
      [completionNumber, "2250.00"],
      [completionNumber, "-675.00"],
      [completionNumber, "-900.00"],
    ]);
    const paymentRows = (await csv("payments")).filter((row) => numbers.includes(row.InvoiceNo!));
    expect(paymentRows.map((row) => row.Amount).sort()).toEqual(["300.00", "375.00", "900.00"]);
    await openTab(page, "invoices", "Invoices");
    await expectNoAxeViolations(page);
    await customerContext.close();
    expect(errors).toEqual([]);
  },
);
