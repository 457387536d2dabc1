import { expect, test, type Page } from "@playwright/test";
import { mailsTo } from "~tests/support/outbox";
import { e2eAdminEmail } from "./accounts";

// The server's DATA_DIR (playwright.config.ts): the outbox mailer writes every message here.
const outbox = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data/outbox`;

/** Presses `button` and answers the status of the page's POST to /login. */
async function post(page: Page, button: string) {
  const response = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/login",
  );
  await page.getByRole("button", { name: button }).click();
  return (await response).status();
}

test.describe("signing in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-in link: a bad email is refused with its message, then the link is sent", async ({ page }) => {
    const email = `no-script-${test.info().project.name}-${Date.now()}@example.com`;
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    expect(await post(page, "Email me a sign-in link")).toBe(400);
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Email").fill(email);
    expect(await post(page, "Email me a sign-in link")).toBe(200);
    await expect(page.getByRole("status")).toContainText(`We sent a sign-in link to ${email}`);
    // Mail leaves through the job queue a moment after the answer.
    await expect.poll(() => mailsTo(outbox, email, /sign-in link/i).length, { timeout: 15_000 }).toBe(1);
  });

  test("an admin's wrong password: the message, the email kept, the password not", async ({ page }) => {
    const email = e2eAdminEmail(test.info().project.name);
    await page.goto("/login?returnTo=%2Fadmin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password at all");
    expect(await post(page, "Sign in with password")).toBe(401);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Password")).toBeFocused();
  });
});
