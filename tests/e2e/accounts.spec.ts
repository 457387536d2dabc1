import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { linkIn, mailsTo } from "~tests/support/outbox";
import { totpCode } from "~tests/support/totp";
import { E2E_ADMIN_PASSWORD, e2eAdminEmail } from "./accounts";
import { collectConsoleErrors, expectNoAxeViolations, headerLink, isPhone } from "./support";

// Each test walks a whole sign-in, sometimes two: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// The server's DATA_DIR (playwright.config.ts): the outbox mailer writes every message here.
const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

/** The link in the mail number `index` (from 0, oldest first) to this person, once it is in the outbox. */
async function linkFromOutbox(email: string, index = 0) {
  let mail;
  // Mail leaves through the job queue a moment after the answer: wait until this one is there.
  await expect
    .poll(() => (mail = mailsTo(outbox, email)[index])?.text, { timeout: 10_000 })
    .toMatch(/https?:\/\/\S+/);
  return linkIn(mail!);
}

/** Signs a new customer in through the sign-in page and the link in their mail. */
async function signInCustomer(page: Page, email: string) {
  const sentBefore = mailsTo(outbox, email).length;
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText(`We sent a sign-in link to ${email}`);
  await page.goto(await linkFromOutbox(email, sentBefore));
}

// A toast shows once the page is interactive, which takes a moment longer on a busy machine.
const TOAST = { timeout: 15_000 };

const uniqueEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test(
  "a customer signs in with the link from the outbox and sees My Projects",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Anonymous: My Projects sends them home with a toast.
    await page.goto("/my-projects");
    await expect(page).toHaveURL(/\/$/);
    const toast = page.getByRole("alert").filter({ hasText: "Login Required" });
    await expect(toast).toContainText("Please login to view your projects", TOAST);

    await (await headerLink(page, "Login")).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    const email = uniqueEmail("customer");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // A customer's link that named no page lands on My Projects.
    await page.goto(await linkFromOutbox(email));
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();
    await (await headerLink(page, "My Projects")).click();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Admin/ })).toHaveCount(0);

    // The link worked once: opened again, it is refused.
    const link = await linkFromOutbox(email);
    const other = await page.context().browser()!.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage).toHaveURL(/\/login\?error=/);
    await expect(otherPage.getByRole("alert")).toContainText("expired or was already used");
    await other.close();

    // A session that ends while the page is open: the next in-app navigation finds out.
    await page.goto("/about");
    await page.context().clearCookies({ name: /session_token/ });
    await (await headerLink(page, "My Projects")).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("alert").filter({ hasText: "Login Required" })).toBeVisible(TOAST);
    await expect(await headerLink(page, "Login")).toBeVisible();
    await signInCustomer(page, email);

    // Signed in, the forms start with the account's email.
    await page.goto("/contact");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await page.goto("/quote");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);

    // Logout ends the session: My Projects is closed again.
    await (await headerLink(page, "Logout")).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(await headerLink(page, "Login")).toBeVisible();
    await page.goto("/my-projects");
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  },
);

test("a customer who opens /admin sees Access Denied and lands on /", async ({ page }) => {
  await signInCustomer(page, uniqueEmail("curious"));
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole("alert").filter({ hasText: "Access Denied" });
  await expect(toast).toContainText("You don't have admin privileges to access this area.", TOAST);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard", exact: true })).toHaveCount(0);
});

test("an anonymous visitor who opens /admin sees Unauthorized and lands on /", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("alert").filter({ hasText: "Unauthorized" })).toContainText(
    "You need to log in to access this area.",
    TOAST,
  );
});

test(
  "an admin created with npm run admin:create signs in, sets up two-factor and reaches /admin",
  { tag: "@phone" },
  async ({ page }) => {
    const email = e2eAdminEmail(test.info().project.name);
    await page.goto("/api/login?returnTo=/admin");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    await page.getByRole("button", { name: "Sign in with password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in with password" }).click();
    // Production: no admin area before two-factor authentication is set up.
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
    await page.getByLabel("Your password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const key = (await page.getByTestId("totp-key").textContent())!;
    await page.getByLabel("6-digit code from the app").fill(totpCode(key));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor authentication is on" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(8);
    // The codes can be kept by copying them or as a text file.
    const codes = await page
      .getByRole("list", { name: "Backup codes" })
      .getByRole("listitem")
      .allTextContents();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy codes" }).click();
    await expect(page.getByText("Backup codes copied.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(codes.join("\n"));
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as .txt" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("backup-codes.txt");
    const file = await readFile((await download.path())!, "utf8");
    for (const code of codes) expect(file).toContain(code);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue to the dashboard" }).click();
    // The back office's first screen: Today on a phone (docs/today.md), the dashboard on a desktop.
    const first = isPhone(page)
      ? { url: /\/admin\?tab=today$/, heading: "Today" }
      : { url: /\/admin$/, heading: "Dashboard" };
    await expect(page).toHaveURL(first.url);
    await expect(page.getByRole("heading", { level: 1, name: first.heading, exact: true })).toBeVisible();
    await expect(page.getByText("Welcome, Dana")).toBeVisible();
    await expect(await headerLink(page, isPhone(page) ? "Admin Dashboard" : "Admin")).toBeVisible();
    await expectNoAxeViolations(page);

    // Next time the sign-in asks for the code, and a wrong one is refused.
    await page.goto("/api/logout");
    await page.goto("/login?returnTo=%2Fadmin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in with password" }).click();
    await expect(page).toHaveURL(/\/login\/two-factor\?returnTo=%2Fadmin$/);
    await page.getByLabel("Authentication code").fill(totpCode(key, Date.now() - 5 * 60_000));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await page.getByLabel("Authentication code").fill(totpCode(key));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(first.url);
    await expect(page.getByText("Welcome, Dana")).toBeVisible();
  },
);

test(
  "the sign-in pages have no accessibility violations, in light and dark",
  { tag: "@phone" },
  async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/login");
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await expect(page.getByText("Enter a valid email address.")).toBeVisible();
      await expectNoAxeViolations(page);
    }
  },
);
