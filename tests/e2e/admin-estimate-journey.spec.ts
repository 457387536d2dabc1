/**
 * The whole way from a visitor's quote request to a paid, scheduled job, as the two people involved do it:
 * the visitor asks for a quote with photos and an instant estimate, the owner prices it from the inbox and
 * sends it, the customer ticks an option, signs and pays the deposit, the owner schedules two days of work,
 * and the customer finds the approved estimate, both visits and the quote request in My Projects.
 */
import crypto from "node:crypto";
import { weekdayOf } from "~/features/availability/visit-rules";
import { addDays, businessToday } from "~/lib/dates";
import { solidImage } from "~tests/support/images";
import { attachmentOf, linkIn, mailsTo } from "~tests/support/outbox";
import { pdfText } from "~tests/support/pdf-text";
import { expect, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { signInWithLink } from "./booking-support";
import { expectNoAxeViolations, revealSection, waitForHydration } from "./support";

test.describe.configure({ timeout: 240_000 });

const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;
const png = async (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: await solidImage(640, 480, "png"),
});

test(
  "quote with photos and an instant estimate -> estimate sent -> approved and paid -> two visits scheduled",
  { tag: "@phone" },
  async ({ page, browser, baseURL }) => {
    const name = unique("Avery Quinn");
    const email = `journey-${test.info().project.name}-${Date.now()}@example.com`;
    // The visitor has a browser of their own: the project's device, without the admin's cookies (a new
    // context takes both from the project's settings), and an address of its own.
    const bytes = crypto.randomBytes(3);
    const visitorContext = await browser.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` },
    });
    const visitor = await visitorContext.newPage();

    // 1. The quote request: the calculator's estimate and two photos.
    await visitor.goto("/#quote");
    const section = visitor.locator("#quote");
    const form = section.getByRole("region", { name: "Request a Quote" });
    const calc = section.getByRole("region", { name: "Quick Estimate Calculator" });
    await revealSection(visitor, form);
    await revealSection(visitor, calc);
    await calc.getByRole("radio", { name: "Kitchen", exact: true }).check();
    await calc.getByRole("button", { name: "Get this estimate" }).click();
    await expect(form.getByText(/^Instant estimate attached: Kitchen remodel, 100 sq ft/)).toBeVisible();
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("(325) 555-0177");
    await form.getByLabel("Preferred Date").fill(addDays(businessToday(), 10));
    await form
      .getByLabel("Photos (optional)")
      .setInputFiles([await png("sink.png"), await png("counter.png")]);
    await expect(form.getByRole("img", { name: /^Photo \d: / })).toHaveCount(2);
    await form.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(toast(visitor, "Quote Request Submitted")).toBeVisible(TOAST);

    // 2. The owner prices it from the inbox: customer, photos and the calculator's line come along.
    await openTab(page, "inbox", "Inbox");
    const request = page.getByRole("article").filter({ hasText: name });
    await expect(request.getByRole("img", { name: /^Photo \d of the quote request/ })).toHaveCount(2);
    await request.getByRole("link", { name: "Create estimate" }).click();
    const editor = page.getByRole("dialog", { name: "New estimate" });
    await expect(editor.getByLabel("Customer name")).toHaveValue(name);
    await expect(editor.getByLabel("Customer email")).toHaveValue(email);
    await expect(editor.getByLabel("Line 1 description", { exact: true })).toHaveValue(
      /^Kitchen remodel, 100 sq ft/,
    );
    await expect(editor.getByLabel("Line 1 unit price", { exact: true })).toHaveValue("17500.00");
    await editor.getByRole("button", { name: "Add line" }).click();
    await editor.getByLabel("Line 2 description", { exact: true }).fill("Pendant lights over the island");
    await editor.getByLabel("Line 2 unit", { exact: true }).fill("job");
    await editor.getByLabel("Line 2 unit price", { exact: true }).fill("900");
    await editor.getByLabel("Line 2 optional", { exact: true }).check();
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/[?&]estimate=\d+/);
    const estimateId = Number(new URL(page.url()).searchParams.get("estimate"));
    expect(estimateId).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Send estimate" }).click();
    await page
      .getByRole("dialog", { name: "Send this estimate?" })
      .getByRole("button", { name: "Send estimate" })
      .click();
    await expect(toast(page, "Estimate sent")).toBeVisible(TOAST);

    // 3. The mail: the link, and the estimate as a PDF that opens and lists the lines.
    await expect
      .poll(() => mailsTo(outbox, email, /^Your estimate from/).length, { timeout: 20_000 })
      .toBe(1);
    const mail = mailsTo(outbox, email, /^Your estimate from/)[0]!;
    const link = linkIn(mail);
    expect(link).toMatch(/\/estimates\/[A-Za-z0-9_-]{43}$/);
    const pdf = attachmentOf(mail, `estimate-${estimateId}.pdf`)!;
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
    const text = await pdfText(pdf);
    expect(text).toContain("Kitchen remodel, 100 sq ft");
    expect(text).toContain("Pendant lights over the island");

    // 4. The customer ticks the option, signs, and pays the deposit: (17,500 + 900) × 30% = 5,520.
    await visitor.goto(link);
    await waitForHydration(visitor);
    await visitor.getByRole("checkbox", { name: "Add Pendant lights over the island" }).check();
    await expect(visitor.getByTestId("estimate-deposit")).toHaveText("$5,520.00");
    await visitor.getByLabel("Type your full name").fill(name);
    await visitor.getByLabel("I have read and accept the terms above").check();
    await visitor.getByRole("button", { name: "Approve and pay deposit" }).click();
    await expect(visitor).toHaveURL(/\/checkout\/test\//);
    await waitForHydration(visitor);
    await visitor.getByRole("button", { name: "Pay $5,520.00" }).click();
    await expect(visitor).toHaveURL(/\/estimates\/paid\?session_id=/);
    await expect(visitor.getByText(/is approved/)).toBeVisible();

    // 5. The owner schedules the work over two days.
    // A Monday to Thursday, open all afternoon and the day after too: no warning of the business's rules.
    let first = addDays(businessToday(), 150 + Math.floor(Math.random() * 100));
    while (![1, 2, 3, 4].includes(weekdayOf(first))) first = addDays(first, 1);
    const second = addDays(first, 1);
    const time = test.info().project.name === "admin-phone" ? "16:00" : "15:00";
    await openTab(page, `estimates&estimate=${estimateId}`, "Estimates");
    await page.getByRole("button", { name: "Schedule visits" }).click();
    const schedule = page.getByRole("dialog", { name: "Schedule visits" });
    await schedule.getByLabel("Visit 1 date").fill(first);
    await schedule.getByLabel("Visit 1 time").selectOption(time);
    await schedule.getByRole("button", { name: "Add another day" }).click();
    await schedule.getByLabel("Visit 2 date").fill(second);
    await schedule.getByLabel("Visit 2 time").selectOption(time);
    await schedule.getByRole("button", { name: "Save visits" }).click();
    await expect(schedule).toBeHidden();
    await expectNoAxeViolations(page);

    // 6. The customer finds the estimate and both visits in My Projects.
    await signInWithLink(visitor, email);
    await visitor.goto("/my-projects");
    const estimates = visitor.getByRole("region", { name: "Estimates" });
    await expect(estimates.getByText("Scheduled")).toBeVisible();
    await expect(estimates.getByText("Kitchen remodel", { exact: false }).first()).toBeVisible();
    const visits = visitor.getByRole("article").filter({ hasText: `estimate #${estimateId}` });
    await expect(visits).toHaveCount(2);
    // The quote request it came from, with the reference its mail gave and the estimate's status.
    const quoteRequest = visitor.getByRole("region", { name: "Quote requests" }).getByRole("listitem");
    await expect(quoteRequest).toHaveCount(1);
    await expect(quoteRequest).toContainText(/^Quote request Q-\d+/);
    await expect(quoteRequest.getByText("Scheduled")).toBeVisible();
    await expect(quoteRequest).toContainText("Photos2");
    await expect(quoteRequest).toContainText(
      `We sent you estimate #${estimateId}: it is listed under Estimates.`,
    );

    // 7. The deposit is revenue, and the customer's total spent.
    await openTab(page, "customers", "Customers");
    await page.getByRole("searchbox").fill(email);
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("$5,520.00");
    await visitorContext.close();
  },
);
