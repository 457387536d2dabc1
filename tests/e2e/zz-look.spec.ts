import { test, openTab } from "./admin-fixture";
test("look", async ({ page }) => {
  const p = test.info().project.name;
  for (const [tab, h] of [["dashboard","Dashboard"],["services","Services"],["appointments","Appointments"],["projects","Projects"],["customers","Customers"],["settings","Settings"],["inbox","Inbox"]]) {
    await openTab(page, tab, h);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/look/${p}-${tab}.png`, fullPage: true });
  }
  await openTab(page, "services", "Services");
  await page.getByRole("button", { name: "Add Service" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/look/${p}-service-dialog.png` });
  if (p === "phone") { await page.keyboard.press("Escape"); await page.getByRole("button", { name: "Admin menu" }).click(); await page.waitForTimeout(300); await page.screenshot({ path: `/tmp/look/${p}-menu.png` }); }
});
