import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { collectConsoleErrors, expectNoAxeViolations } from "./support";
import { randomOpenSlot } from "./visit-days";

/** A booking of the first demo service that has a price, made through the API; returns its answer. */
async function bookThroughApi(page: Page) {
  const bytes = crypto.randomBytes(3);
  const headers = { "x-forwarded-for": `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` };
  const services = (await (await page.request.get("/api/services")).json()) as Array<{
    id: number;
    basePrice: string;
  }>;
  const service = services.find((s) => Number(s.basePrice) > 0)!;
  // A slot after the days the other public specs own; one someone took is tried again.
  for (let attempt = 0; attempt < 10; attempt++) {
    const { date, time } = randomOpenSlot();
    const res = await page.request.post("/api/book", {
      headers,
      data: {
        name: "Pat Customer",
        email: `pat+${bytes.toString("hex")}@example.com`,
        phone: "(325) 555-0100",
        date,
        time,
        details: "",
        services: [{ serviceId: service.id, quantity: 1 }],
      },
    });
    if (res.status() === 409) continue;
    expect(res.status()).toBe(201);
    const answer = (await res.json()) as { sessionId: string; url: string; appointmentId: number };
    return { ...answer, date, time };
  }
  throw new Error("No free slot found");
}

test("the test checkout shows what is paid and pays it, landing on the thank-you page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const booking = await bookThroughApi(page);
  await page.goto(booking.url);
  await expect(page.getByText("Test payment page: no card is charged")).toBeVisible();
  await expect(page.getByRole("main").getByText("Pay Big Country Home Remodeling")).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay \$[\d,]+\.\d{2}$/ });
  await expect(pay).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `test-results/test-checkout-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
  await pay.click();
  await page.waitForURL(/\/thank-you\?appointment_id=\d+&session_id=test_cs_/);
  expect(new URL(page.url()).searchParams.get("appointment_id")).toBe(String(booking.appointmentId));
  // The thank-you page repeats the visit's day and time.
  await expect(page.getByText("Your visit:")).toHaveText(
    `Your visit: ${formatWeekdayDate(booking.date)} at ${formatTime12h(booking.time)}`,
  );
  expect(errors).toEqual([]);
});

test("cancel returns to the booking page with the choices kept, saying no payment was taken", async ({
  page,
}) => {
  const booking = await bookThroughApi(page);
  await page.goto(booking.url);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.waitForURL(/\/book\?cancelled=/);
  await expect(page.getByRole("status").filter({ hasText: "no payment was taken" })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Pat Customer");
  await expect(page.getByLabel("Phone")).toHaveValue("(325) 555-0100");
  await expect(page.getByRole("spinbutton", { name: /^Quantity of / })).toHaveValue("1");
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue(booking.time);
  await expectNoAxeViolations(page);
});

test("an unknown session is a 404 page", async ({ page }) => {
  const res = await page.goto("/checkout/test/test_cs_unknown");
  expect(res?.status()).toBe(404);
});
