import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { appointmentItems, expect, openTab, test, toast, TOAST } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

test("appointments: a refund from the details sends one request key, and that request sent again refunds once", async ({
  page,
  baseURL,
  errors,
}) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Rory", test.info().project.name);
  const paid = await bookVisit(api, visitor, { pay: true });

  await openTab(page, "appointments", "Appointments");
  await page.getByLabel("Search").fill(visitor.email);
  const item = appointmentItems(page, visitor.name);
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: /View details/ }).click();
  const details = page.getByRole("dialog", { name: `Appointment #${paid.appointmentId}` });
  const form = details.getByRole("form", { name: "Refund" });
  await form.getByLabel("Amount ($)").fill("20.00");
  await form.getByLabel("Reason").fill("Hinge only");
  await form.getByRole("button", { name: "Refund", exact: true }).click();

  const sent = page.waitForRequest(
    (req) =>
      req.method() === "POST" && req.url().endsWith(`/api/admin/appointments/${paid.appointmentId}/refunds`),
  );
  await form.getByRole("button", { name: "Confirm Refund" }).click();
  const body = (await sent).postDataJSON() as { amount: string; reason: string; requestKey: string };
  expect(body).toEqual({
    amount: "20.00",
    reason: "Hinge only",
    requestKey: expect.stringMatching(/^[\w-]{8,100}$/),
  });
  await expect(toast(page, "Refund Made")).toBeVisible(TOAST);
  await expect(details).toContainText("Refunded $20.00 on");
  await expectNoAxeViolations(page);

  // The browser's request sent again, as a network retry would: the same refund, nothing more.
  const again = await page.request.post(`/api/admin/appointments/${paid.appointmentId}/refunds`, {
    data: body,
    headers: { origin: baseURL! },
  });
  expect(again.status(), await again.text()).toBe(200);
  const refunds = ((await again.json()) as { payment: { refunds: { amount: string }[] } }).payment.refunds;
  expect(refunds.map((r) => r.amount)).toEqual(["20.00"]);
  expect(errors).toEqual([]);
  await api.dispose();
});
