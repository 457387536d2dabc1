import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { bookVisit, newVisitor, visitorApi } from "./admin-data";
import { expect, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

test("opening hours: a last visit before the first is refused with its message, and nothing is saved", async ({
  page,
  errors,
}) => {
  // Both runs: nothing is saved, so the runs never meet whatever the hours are meanwhile.
  await openTab(page, "settings", "Settings");
  const form = page.getByRole("form", { name: "Opening hours" });
  const hours = page.getByRole("textbox", { name: "Business Hours" });
  await expect(hours).toHaveAttribute("readonly", "");
  const before = await hours.inputValue();
  await form.getByRole("combobox", { name: "Monday first visit" }).selectOption("17:00");
  await form.getByRole("combobox", { name: "Monday last visit" }).selectOption("09:00");
  await form.getByRole("button", { name: "Save opening hours" }).click();
  await expect(form.getByText("The last visit cannot start before the first")).toBeVisible();
  await expect(toast(page, "Opening hours saved")).toHaveCount(0);
  await expect(hours).toHaveValue(before);
  expect(errors).toEqual([]);
});

test(
  "days off: one is added with its note, listed and deleted; axe at this width",
  { tag: "@phone" },
  async ({ page, errors }) => {
    await openTab(page, "settings", "Settings");
    const section = page.getByRole("region", { name: "Days off" });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);

    const addForm = section.getByRole("form", { name: "Add a day off" });
    // Through before from: refused under Through.
    await addForm.getByLabel("From").fill("2031-03-10");
    await addForm.getByLabel("Through").fill("2031-03-09");
    await addForm.getByRole("button", { name: "Add day off" }).click();
    await expect(addForm.getByText("The last day off cannot be before the first")).toBeVisible();

    const note = unique("Vacation");
    await addForm.getByLabel("Through").fill("2031-03-12");
    await addForm.getByLabel("Note").fill(note);
    await addForm.getByRole("button", { name: "Add day off" }).click();
    await expect(toast(page, "Day off added")).toBeVisible(TOAST);
    const item = section.getByRole("listitem").filter({ hasText: note });
    await expect(item).toContainText("March 10, 2031 through March 12, 2031");

    await item.getByRole("button", { name: /^Delete day off/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Day off deleted")).toBeVisible(TOAST);
    await expect(item).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test("days off: one over a booked visit lists it, with a link to move it, and adds nothing until kept", async ({
  page,
  baseURL,
  errors,
}) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Harper", test.info().project.name);
  const visit = await bookVisit(api, visitor);
  await openTab(page, "settings", "Settings");
  const section = page.getByRole("region", { name: "Days off" });
  const addForm = section.getByRole("form", { name: "Add a day off" });
  const note = unique("Called away");
  await addForm.getByLabel("From").fill(visit.date);
  await addForm.getByLabel("Through").fill(visit.date);
  await addForm.getByLabel("Note").fill(note);
  await addForm.getByRole("button", { name: "Add day off" }).click();

  const dialog = page.getByRole("dialog", { name: "Visits are booked on these days" });
  const listed = dialog.getByRole("listitem").filter({ hasText: visitor.name });
  await expect(listed).toContainText(`${formatWeekdayDate(visit.date)} at ${formatTime12h(visit.time)}`);
  await expect(listed).toContainText(`${visitor.name}, Handyman Services`);
  await expect(
    listed.getByRole("link", { name: `Move the visit of ${visitor.name} (opens in a new tab)` }),
  ).toHaveAttribute("href", `/my-projects/${visit.appointmentId}?action=reschedule`);
  await expect(dialog.getByRole("button", { name: "Keep the visits and add the day off" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Other tests book on these days: the day off is not added.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("listitem").filter({ hasText: note })).toHaveCount(0);
  await expect(addForm.getByLabel("Note")).toHaveValue(note);
  expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
  await api.dispose();
});
