/**
 * A job and its change orders, as the owner and the customer live them: an estimate with a 30/40/30 payment
 * schedule is signed and its deposit paid by card; on the job's page the owner writes and sends a change order
 * that adds work and one that credits some back, both for the next invoice; the customer approves the first
 * from its mail's link and declines the credit. The milestone's invoice then carries the approved change order
 * beside the milestone's share, and nothing of the declined one; the job's page and My Projects agree on the
 * contract (the estimate and the approved change order), what was paid and what is left.
 */
import type { Locator, Page } from "@playwright/test";
import { estimateSums } from "~/features/estimates/estimate-totals";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { addDays, businessInstant, businessToday } from "~/lib/dates";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { scheduleCents } from "~/lib/payment-schedule";
import { hundredths } from "~/lib/priced-lines";
import { invoiceDueMilestones } from "~/workflows/schedule-invoices.server";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { expect, test, toast, TOAST } from "./admin-fixture";
import { randomIp, signInWithLink } from "./booking-support";
import {
  bringMilestonesDue,
  closeEstimateData,
  estimateFlowDeps,
  kitchenEstimate,
  sendEstimate,
  uniqueCustomerEmail,
} from "./estimate-data";
import { expectNoAxeViolations, waitForHydration } from "./support";

test.describe.configure({ timeout: 180_000 });
test.afterAll(closeEstimateData);

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

const EXTRA = { title: "Extra framing", price: "1850.00" };
const CREDIT = { title: "Faucet supplied by the customer", price: "-300.00" };

/** Writes a change order of one line on the job's page, saves it, sends it and closes its panel. */
async function writeAndSend(page: Page, number: string, order: { title: string; price: string }) {
  await page.getByRole("button", { name: "New change order" }).click();
  const editor = page.getByRole("dialog", { name: "New change order" });
  await editor.getByLabel("Title").fill(order.title);
  await editor.getByRole("button", { name: "Add line" }).click();
  await editor.getByLabel("Line 1 description").fill(order.title);
  await editor.getByLabel("Line 1 unit", { exact: true }).fill("job");
  await editor.getByLabel("Line 1 unit price").fill(order.price);
  const credit = hundredths(order.price) < 0;
  await expect(editor.getByTestId("editor-total")).toHaveText(
    credit ? `Credit ${formatMoney(-Number(order.price))}` : formatMoney(order.price),
  );
  // A credit cannot be invoiced on its own: the form offers the next invoice only.
  await expect(editor.getByRole("radio", { name: /^Invoice when approved/ })).toBeEnabled({
    enabled: !credit,
  });
  await editor.getByRole("radio", { name: /^Add to the next invoice/ }).check();
  await editor.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Change order saved")).toBeVisible(TOAST);

  const panel = page.getByRole("dialog", { name: `Change order ${number}` });
  await expect(panel.getByRole("heading", { name: `Change order ${number}: ${order.title}` })).toBeVisible();
  await panel.getByRole("button", { name: "Send", exact: true }).click();
  await page
    .getByRole("dialog", { name: new RegExp(`^Send .*${number}\\?$`) })
    .getByRole("button", { name: "Send", exact: true })
    .click();
  await expect(toast(page, "Change order sent")).toBeVisible(TOAST);
  // Sent, it no longer changes: it can only be mailed again.
  await expect(panel.getByRole("button", { name: "Send again" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
}

/** The mailed link of the change order, once its mail is in the customer's inbox. */
async function changeOrderLink(email: string, number: string) {
  const subject = new RegExp(`^Change order ${number} from `);
  await expect.poll(() => mailsTo(outbox, email, subject).length, { timeout: 20_000 }).toBe(1);
  return new URL(linkIn(mailsTo(outbox, email, subject)[0]!)).pathname;
}

/** Priced lines read as a table on a desktop and as cards on a phone: whichever is shown. */
const linesOf = (scope: Locator) =>
  scope.getByRole("table", { name: "Lines" }).or(scope.getByRole("list", { name: "Lines" }));
const lineOf = (lines: Locator, text: string) =>
  lines.getByRole("row").or(lines.getByRole("listitem")).filter({ hasText: text });

test(
  "a job's change orders: one approved and billed on the milestone's invoice, a credit declined and billed nowhere",
  { tag: "@phone" },
  async ({ page, browser, baseURL, errors }) => {
    const email = uniqueCustomerEmail("job-journey");
    const today = businessToday();
    // The rough-in is due later as written, so that no run of the schedule (another test's, the site's hourly
    // one) bills it before the customer has answered the change orders; its day comes in step 4.
    const body = kitchenEstimate(email, {
      milestones: [
        { name: "Rough-in complete", kind: "percent", value: "40", due: "on_date", date: addDays(today, 14) },
      ],
    });
    const parsed = estimateBodySchema.parse(body);
    const lines = parsed.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
    const { totalCents } = estimateSums(lines, parsed.deposit!);
    const schedule = scheduleCents(totalCents, parsed.deposit!, parsed.milestones);
    const money = (cents: number) => formatMoney(fromCents(cents));
    const extraCents = hundredths(EXTRA.price);
    const milestoneCents = schedule.milestoneCents[0]!;
    const contract = money(totalCents + extraCents);
    const paid = money(schedule.depositCents);
    const balance = money(totalCents + extraCents - schedule.depositCents);

    const estimate = await sendEstimate(body);
    const customerContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
    });
    const customer = await customerContext.newPage();

    // 1. The customer signs and pays the deposit by card.
    await customer.goto(`/estimates/${estimate.token}`);
    await waitForHydration(customer);
    await customer.getByLabel("Type your full name").fill("Dana Whitfield");
    await customer.getByLabel("I have read and accept the terms above").check();
    await customer.getByRole("button", { name: "Approve and pay deposit" }).click();
    await expect(customer).toHaveURL(/\/checkout\/test\//);
    await waitForHydration(customer);
    await customer.getByRole("button", { name: `Pay ${paid}` }).click();
    await expect(customer.getByText(/is approved/)).toBeVisible();

    // 2. On the job's page the owner writes and sends work added, then a credit, both for the next invoice.
    const jobPage = `/admin?tab=jobs&job=${estimate.id}`;
    await page.goto(jobPage);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Kitchen refresh" })).toBeVisible();
    await writeAndSend(page, "CO-1", EXTRA);
    await writeAndSend(page, "CO-2", CREDIT);
    const changeOrders = page.getByRole("list", { name: "Change orders" });
    await expect(changeOrders.getByRole("listitem")).toHaveCount(2);
    await expect(changeOrders.getByRole("listitem").nth(0)).toContainText(formatMoney(EXTRA.price));
    await expect(changeOrders.getByRole("listitem").nth(1)).toContainText(
      `Credit ${formatMoney(-Number(CREDIT.price))}`,
    );
    await expectNoAxeViolations(page);

    // 3. The customer approves the added work from its mail, and declines the credit with a reason.
    await customer.goto(await changeOrderLink(email, "CO-1"));
    await waitForHydration(customer);
    await expect(customer.getByRole("heading", { level: 1 })).toContainText(EXTRA.title);
    await expect(customer.getByTestId("change-order-total")).toHaveText(formatMoney(EXTRA.price));
    await expectNoAxeViolations(customer);
    await customer.getByLabel("Type your full name").fill("Dana Whitfield");
    await customer.getByLabel("I have read and accept the terms above").check();
    await customer.getByRole("button", { name: "Approve change order" }).click();
    await expect(customer.getByText("You approved this change order. Thank you!")).toBeVisible();

    await customer.goto(await changeOrderLink(email, "CO-2"));
    await waitForHydration(customer);
    await expect(customer.getByTestId("change-order-total")).toHaveText(
      `Credit ${formatMoney(-Number(CREDIT.price))}`,
    );
    await customer.getByRole("button", { name: "Decline", exact: true }).click();
    await customer.getByLabel("Reason (optional)").fill("We will keep the old faucet after all.");
    await customer.getByRole("button", { name: "Decline change order" }).click();
    await expect(customer.getByText(/^You declined this change order/)).toBeVisible();
    await expect(customer.getByText("Your reason: We will keep the old faucet after all.")).toBeVisible();

    // 4. The rough-in's day comes: its invoice asks the milestone's share and the approved change order.
    await bringMilestonesDue(estimate.id, today);
    await invoiceDueMilestones(await estimateFlowDeps(baseURL!), businessInstant(today, "12:00"));
    await page.goto(jobPage);
    await waitForHydration(page);
    await expect(changeOrders.getByRole("listitem").nth(0)).toContainText("Approved");
    await expect(changeOrders.getByRole("listitem").nth(1)).toContainText("Declined");
    const invoices = page.getByRole("list", { name: "Invoices" });
    await expect(invoices.getByRole("listitem")).toHaveCount(1);
    await invoices.getByRole("link", { name: "Draft invoice" }).click();
    const draft = page.getByRole("dialog", { name: /^Draft invoice for / });
    const invoiceLines = linesOf(draft);
    await expect(lineOf(invoiceLines, "Rough-in complete")).toContainText(money(milestoneCents));
    await expect(lineOf(invoiceLines, `CO-1: ${EXTRA.title}`)).toContainText(formatMoney(EXTRA.price));
    await expect(invoiceLines).not.toContainText("CO-2");
    await expect(draft.getByTestId("invoice-balance")).toHaveText(money(milestoneCents + extraCents));

    // The declined credit is billed on no invoice.
    await page.goto(jobPage);
    await waitForHydration(page);
    await changeOrders.getByRole("link", { name: `CO-2: ${CREDIT.title}` }).click();
    const declined = page.getByRole("dialog", { name: "Change order CO-2" });
    await expect(declined).toContainText("Invoice:Not billed yet");
    await expect(declined).toContainText("We will keep the old faucet after all.");
    await declined.getByRole("button", { name: "Close" }).click();

    // 5. The job's page and My Projects tell the same contract, paid and balance.
    const figures = page.getByRole("region", { name: "Money" });
    await expect(figures).toContainText(`Contract total${contract}`);
    await expect(figures).toContainText(`Paid${paid}`);
    await expect(figures).toContainText(`Balance${balance}`);

    await signInWithLink(customer, email);
    await customer.goto("/my-projects");
    const card = customer
      .getByRole("region", { name: "Jobs" })
      .getByRole("listitem")
      .filter({ hasText: `Estimate #${estimate.number}` });
    await expect(card).toContainText(`Contract total${contract}`);
    await expect(card).toContainText(`Paid${paid}`);
    await expect(card).toContainText(`Balance${balance}`);
    await card.getByRole("link", { name: /^See the job/ }).click();
    await expect(customer).toHaveURL(new RegExp(`/my-projects/jobs/${estimate.id}$`));
    const main = customer.getByRole("main");
    await expect(main).toContainText(`Contract total${contract}`);
    await expect(main).toContainText(`Paid${paid}`);
    await expect(main).toContainText(`Balance${balance}`);
    const customerOrders = customer.getByRole("region", { name: "Change orders" });
    await expect(customerOrders).toContainText(`CO-1: ${EXTRA.title}`);
    await expect(customerOrders).toContainText(`CO-2: ${CREDIT.title}`);
    // Both are answered: nothing waits for the customer (the milestone's invoice is still a draft).
    await expect(customer.getByRole("region", { name: "Waiting for you" })).toHaveCount(0);
    await expectNoAxeViolations(customer);

    await customerContext.close();
    expect(errors).toEqual([]);
  },
);
