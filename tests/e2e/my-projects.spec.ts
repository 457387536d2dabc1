import { expect, test } from "@playwright/test";
import {
  confirmCancel,
  TOAST,
  asOwnClient,
  bookViaApi,
  publicServices,
  randomIp,
  signInWithLink,
  uniqueEmail,
} from "./booking-support";
import { collectConsoleErrors, expectNoAxeViolations } from "./support";
import { ownVisitDay } from "./visit-days";

test.describe.configure({ timeout: 120_000 });

test(
  "an unpaid booking shows Payment Pending; its payment page pays the deposit",
  { tag: "@phone" },
  async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await asOwnClient(page);
    const email = uniqueEmail("unpaid");
    const fence = (await publicServices(page.request)).find(
      (service) => service.name === "Fence Installation",
    )!;
    const date = ownVisitDay("my-projects: unpaid");
    const { appointmentId } = await bookViaApi(page.request, randomIp(), {
      email,
      date,
      time: "09:00",
      services: [{ serviceId: fence.id, quantity: 10 }],
    });

    await signInWithLink(page, email);
    await page.goto("/my-projects");
    const card = page.getByRole("article").filter({ hasText: `#${appointmentId}` });
    await expect(card.getByText("Payment Pending")).toHaveCount(2); // the status and the payment badge
    await expectNoAxeViolations(page);
    await card.getByRole("link", { name: /^Complete Payment/ }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${appointmentId}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Payment Summary" })).toBeVisible();
    const summary = page.getByRole("region", { name: `Appointment #${appointmentId}` });
    const row = (label: string) =>
      summary
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator("+ dd");
    await expect(row("Service")).toHaveText("Fence Installation × 10");
    await expect(row("Date")).toHaveText(new RegExp(`^\\w+day, \\w+ \\d{1,2}, ${date.slice(0, 4)}$`));
    await expect(row("Time")).toHaveText("9:00 AM");
    await expect(row("Customer")).toHaveText("Other Customer");
    await expect(row("Service price")).toHaveText("$280.00");
    await expect(row("Deposit required")).toHaveText("50% ($140.00)");
    await expect(row("Payment amount")).toHaveText("$140.00");
    await expect(page.getByText("Secure payment processing provided by Stripe")).toBeVisible();
    await expect(page.getByText("SSL Encrypted")).toBeVisible();
    await expect(page.getByText("Secure Checkout")).toBeVisible();
    const support = page.getByRole("region", { name: "Contact Support" });
    await expect(support.getByRole("link").first()).toHaveAttribute("href", /^tel:/);
    await expect(support.getByRole("link").last()).toHaveAttribute("href", /^mailto:/);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Pay deposit" }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: "Pay $140.00" }).click();
    await expect(page).toHaveURL(new RegExp(`/thank-you\\?appointment_id=${appointmentId}&session_id=`));

    await page.goto(`/payment/${appointmentId}`);
    await expect(page.getByRole("region", { name: `Appointment #${appointmentId}` })).toContainText("Paid");
    await expect(page.getByRole("button", { name: "Pay deposit" })).toHaveCount(0);

    await page.goto(`/my-projects/${appointmentId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Project Details" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Fence Installation" })).toBeVisible();
    await expect(page.getByText("$28.00 per linear ft")).toBeVisible();
    await expect(page.getByText("No additional details provided.")).toBeVisible();
    const payment = page.getByRole("region", { name: "Payment", exact: true });
    await expect(payment).toContainText("$140.00");
    await expect(payment).toContainText("Succeeded");
    await expect(page.getByRole("button", { name: "Cancel Appointment" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to My Projects/ })).toHaveAttribute(
      "href",
      "/my-projects",
    );
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  },
);

test("project details cancel a visit; a card cancelled elsewhere meanwhile gets the failure toast", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  const email = uniqueEmail("canceller");
  const services = await publicServices(page.request);
  const serviceId = (name: string) => services.find((service) => service.name === name)!.id;
  const booking = await bookViaApi(page.request, randomIp(), {
    email,
    date: ownVisitDay("my-projects: paid"),
    time: "16:00",
    services: [
      { serviceId: serviceId("Plumbing Repair"), quantity: 1 },
      { serviceId: serviceId("Handyman Services"), quantity: 2 },
    ],
  });
  await page.goto(booking.url);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/thank-you\?/);
  await signInWithLink(page, email);

  const first = booking.appointmentId;
  await page.goto(`/my-projects/${first}`);
  await page.getByRole("button", { name: "Cancel Appointment" }).click();
  await confirmCancel(page);
  await expect(page.getByRole("status").filter({ hasText: "Appointment Cancelled" })).toBeVisible(TOAST);
  await expect(page.getByRole("button", { name: "Cancel Appointment" })).toHaveCount(0);
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();

  // The other visit is cancelled from another tab while this page still offers to cancel it.
  await page.goto("/my-projects");
  const card = page.getByRole("article").filter({ hasText: "Handyman Services" });
  await expect(card.getByText("Paid")).toBeVisible();
  const other = await page.request.put(`/api/appointments/${first + 1}`, { data: { status: "cancelled" } });
  expect(other.status()).toBe(200);
  await card.getByRole("button", { name: /^Cancel Appointment/ }).click();
  await confirmCancel(page);
  await expect(page.getByRole("alert")).toContainText(
    "Failed to cancel appointment. Please try again.",
    TOAST,
  );
  expect(errors).toEqual([`400 /api/appointments/${first + 1}`]);
});

test("someone else's or a missing appointment is not found; empty tabs say so", async ({ page }) => {
  await asOwnClient(page);
  const handyman = (await publicServices(page.request)).find(
    (service) => service.name === "Handyman Services",
  )!;
  const { appointmentId } = await bookViaApi(page.request, randomIp(), {
    email: uniqueEmail("owner"),
    date: ownVisitDay("my-projects: owner only"),
    time: "15:00",
    services: [{ serviceId: handyman.id, quantity: 1 }],
  });
  const stranger = uniqueEmail("stranger");
  await signInWithLink(page, stranger);
  // Signed in, the booking form starts with the account's email.
  await page.goto("/book");
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(stranger);

  for (const path of [`/my-projects/${appointmentId}`, "/my-projects/999999999", "/my-projects/abc"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to My Projects/ })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  const response = await page.goto(`/payment/${appointmentId}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Unable to find the appointment.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Homepage" })).toHaveAttribute(
    "href",
    "/",
  );
  await expectNoAxeViolations(page);

  await page.goto("/my-projects");
  await expect(page.getByText("You don't have any upcoming projects")).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a New Project" })).toHaveAttribute("href", "/book");
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByText("You don't have any completed projects yet")).toBeVisible();
  await page.getByRole("tab", { name: "Completed" }).press("ArrowRight");
  await expect(page.getByText("You don't have any cancelled projects")).toBeVisible();
  await expectNoAxeViolations(page);
});
