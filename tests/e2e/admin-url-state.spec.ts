import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { appointmentItems, expect, test } from "./admin-fixture";
import { waitForHydration } from "./support";

test.describe.configure({ timeout: 90_000 });

test("appointments: filters, search and page live in the URL: a reload keeps the view, Back returns to the one before", async ({
  page,
  baseURL,
  errors,
}) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Casey", test.info().project.name);
  await bookVisit(api, visitor, { pay: true });
  await bookVisit(api, visitor);
  await bookVisit(api, visitor, { service: "Plumbing Repair" });

  // One appointment a page (the page size the JSON API takes too), so that three make pages.
  await page.goto("/admin?tab=appointments&pageSize=1");
  await waitForHydration(page);
  const items = appointmentItems(page, visitor.name);
  const pages = page.getByRole("navigation", { name: "Appointment pages" });
  const status = page.getByLabel("Status", { exact: true });
  const search = page.getByLabel("Search");

  await search.fill(visitor.email);
  await expect(page).toHaveURL(/[?&]q=casey-/);
  await expect(pages).toContainText("Page 1 of 3");
  await status.selectOption("payment_pending");
  await expect(page).toHaveURL(/[?&]status=payment_pending/);
  await expect(pages).toContainText("Page 1 of 2");
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages).toContainText("Page 2 of 2");
  await expect(items).toHaveCount(1);
  const secondPage = await items.innerText();

  await page.reload();
  await waitForHydration(page);
  await expect(pages).toContainText("Page 2 of 2");
  await expect(status).toHaveValue("payment_pending");
  await expect(search).toHaveValue(visitor.email);
  await expect(items).toHaveCount(1);
  expect(await items.innerText()).toBe(secondPage);

  await page.goBack();
  await expect(pages).toContainText("Page 1 of 2");
  await expect(status).toHaveValue("payment_pending");
  await page.goBack();
  await expect(status).toHaveValue("");
  await expect(pages).toContainText("Page 1 of 3");
  await expect(search).toHaveValue(visitor.email);
  expect(errors).toEqual([]);
  await api.dispose();
});
