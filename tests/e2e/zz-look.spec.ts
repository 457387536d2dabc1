import { test, openTab } from "./admin-fixture";
import { bookVisit, newVisitor, visitorApi, sendQuote } from "./admin-data";
test("look", async ({ page, baseURL }) => {
  const p = test.info().project.name;
  const api = await visitorApi(baseURL!);
  const v = newVisitor("Look", p);
  await bookVisit(api, v, { pay: true }); await bookVisit(api, v, { daysAhead: 1 }); await sendQuote(api, v, "Kitchen cabinets and counters, about 20 ft.");
  for (const [tab, h] of [["dashboard","Dashboard"],["appointments","Appointments"],["customers","Customers"],["inbox","Inbox"],["projects","Projects"],["settings","Settings"]]) {
    await openTab(page, tab, h);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/look/${p}-${tab}.png`, fullPage: true });
  }
  await openTab(page, "customers", "Customers");
  await page.getByLabel("Search customers").fill(v.email);
  await page.getByRole("button", { name: `View ${v.name}` }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/look/${p}-customer-detail.png` });
  await openTab(page, "projects", "Projects");
  await page.getByRole("button", { name: "Add Project" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/look/${p}-project-dialog.png`, fullPage: false });
});
