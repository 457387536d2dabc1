import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestMailTo, linkIn, mailsTo, type OutboxMail } from "~tests/support/outbox";

// The server's DATA_DIR (playwright.config.ts): the outbox mailer writes every message here.
const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

/** The business's address in the demo's Settings: where owner alerts go. */
export const BUSINESS = "hello@bigcountryhomeremodeling.com";

/** The one mail to `to` whose subject matches, once the job queue has sent it. */
export async function mailTo(to: string, subject: RegExp): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(outbox, to, subject).length, { timeout: 15_000 }).toBe(1);
  return mailsTo(outbox, to, subject)[0]!;
}

/** A toast shows once the page is interactive, which takes a moment longer on a busy machine. */
export const TOAST = { timeout: 15_000 };

export const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Each test is its own client for the rate limits (TRUST_PROXY is on); which days it books is
 * visit-days.ts's to say.
 */
export async function asOwnClient(page: Page) {
  const ip = randomIp();
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

const octet = () => Math.floor(Math.random() * 250) + 1;
export const randomIp = () => `10.${octet()}.${octet()}.${octet()}`;

const longWeekdayDate = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });

export async function fillContact(
  page: Page,
  { name, email, phone }: { name: string; email: string; phone: string },
) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Phone").fill(phone);
}

/** Adds a service with the picker, then sets its quantity with the plus button. */
export async function addService(page: Page, name: string, quantity = 1) {
  const picker = page.getByLabel("Add a service");
  const value = await picker.locator("option", { hasText: `${name} (` }).getAttribute("value");
  await picker.selectOption(value!);
  await page.getByRole("button", { name: "Add Service" }).click();
  for (let n = 1; n < quantity; n++) {
    await page.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  }
  await expect(page.getByRole("spinbutton", { name: `Quantity of ${name}` })).toHaveValue(String(quantity));
}

export interface PublicServiceRow {
  id: number;
  name: string;
  basePrice: string;
}

export async function publicServices(request: APIRequestContext): Promise<PublicServiceRow[]> {
  const response = await request.get("/api/services");
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Books straight through the API, as another customer's browser would. */
export async function bookViaApi(
  request: APIRequestContext,
  ip: string,
  input: { email: string; date: string; time: string; services: { serviceId: number; quantity: number }[] },
) {
  const response = await request.post("/api/book", {
    headers: { "X-Forwarded-For": ip },
    data: { name: "Other Customer", phone: "325-555-0199", details: "", ...input },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { appointmentId: number; url: string; sessionId: string | null };
}

/** Opens the booking's own link (no sign-in) from the newest booking confirmation sent to `email`. */
export async function openConfirmationLink(page: Page, email: string) {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = latestMailTo(outbox, email);
        if (mail && /booking is confirmed/i.test(mail.subject)) link = linkIn(mail);
        return link;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^https?:\/\//);
  await page.goto(link);
}

/** Signs a customer in with a sign-in link from the sign-in page. */
export async function signInWithLink(page: Page, email: string) {
  const subject = /sign-in link/i;
  // Mail leaves through the job queue a moment after the answer: wait for this request's own mail, not an
  // earlier link (used already) to the same person.
  const sentBefore = mailsTo(outbox, email, subject).length;
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(`We sent a sign-in link to ${email}`);
  let link = "";
  await expect
    .poll(
      () => {
        const mail = mailsTo(outbox, email, subject)[sentBefore];
        if (mail) link = linkIn(mail);
        return link;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^https?:\/\//);
  await page.goto(link);
}

/** Waits until the booking calendar knows which days are open, then goes forward to the month of `date`. */
export async function showCalendarMonth(page: Page, date: string) {
  // The calendar's code loads when the visitor turns to the form, after the form's own (a chunk of its own):
  // a month shown before then is not yet there, and on a busy phone the two downloads take a while.
  await expect(page.getByRole("group", { name: "Choose a date" }).getByRole("grid")).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Checking which days are open…")).toHaveCount(0);
  // A month shows the days of its neighbours as empty cells (data-outside), not as days to choose.
  const day = page.locator(`[data-day="${date}"]:not([data-outside])`);
  for (let month = 0; month < 12 && !(await day.isVisible()); month++) {
    await page.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await expect(day).toBeVisible();
  return day.getByRole("button");
}

/** Chooses `date` (yyyy-MM-dd) in the booking page's calendar and checks that the Date field names it. */
export async function pickVisitDate(page: Page, date: string) {
  await (await showCalendarMonth(page, date)).click();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(longDate(date));
}

/** "Friday, September 18, 2026", as the Date field names a day. */
export const longDate = (date: string) => longWeekdayDate.format(new Date(`${date}T12:00:00Z`));

/** Answers the site's own "Cancel Appointment" dialog with its confirming button. */
export async function confirmCancel(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Cancel Appointment" });
  await dialog.getByRole("button", { name: "Cancel Appointment" }).click();
}
