import fs from "node:fs";
import { expect, test } from "@playwright/test";
import {
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

test("each booked visit in My Projects has Add to calendar, which downloads its .ics", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await asOwnClient(page);
  const email = uniqueEmail("calendar");
  const service = (await publicServices(page.request)).find((row) => row.name === "Fence Installation")!;
  const date = ownVisitDay("add-to-calendar");
  const booked = await bookViaApi(page.request, randomIp(), {
    email,
    date,
    time: "13:00",
    services: [{ serviceId: service.id, quantity: 1 }],
  });
  expect((await page.request.post(`/api/test-checkout/${booked.sessionId}/pay`)).status()).toBe(200);

  await signInWithLink(page, email);
  await page.goto("/my-projects");
  const card = page.getByRole("article").filter({ hasText: `#${booked.appointmentId}` });
  const add = card.getByRole("link", { name: /^Add to calendar: Fence Installation/ });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent("download"), add.click()]);
  expect(download.suggestedFilename()).toBe(`visit-${date}.ics`);
  const file = fs.readFileSync(await download.path(), "utf8");
  expect(file).toContain(`DTSTART;TZID=America/Chicago:${date.replaceAll("-", "")}T130000`);

  await page.goto(`/my-projects/${booked.appointmentId}`);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
    "href",
    `/api/appointments/${booked.appointmentId}/calendar.ics`,
  );
  expect(errors).toEqual([]);
});
