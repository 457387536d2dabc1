import sharp from "sharp";
import { businessToday, formatLongDate } from "~/lib/dates";
import { expect, failRequests, openFailingTab, openTab, test, toast, TOAST, unique } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

/** A small real PNG, made here so that the upload goes through the server's image checks. */
const tinyPng = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

test("services: add with field messages, edit, deactivate and delete", async ({ page, errors }) => {
  await openTab(page, "services", "Services");
  await expect(page.getByRole("row", { name: /Kitchen Remodeling/ })).toBeVisible();
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await expect(dialog.getByLabel("Base price")).toHaveValue("0.00");
  await expect(dialog.getByLabel("Price unit")).toHaveValue("fixed");
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Description is too short")).toBeVisible();
  await expect(dialog.getByText("Image URL is required")).toBeVisible();
  await expect(dialog.getByText("Category is required")).toBeVisible();
  await expectNoAxeViolations(page);

  const name = unique("Gutter Cleaning");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Gutters cleared, flushed and checked for leaks.");
  await dialog.getByLabel("Base price").fill("abc");
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(dialog.getByText("Price must be a valid number")).toBeVisible();
  await dialog.getByLabel("Base price").fill("3.5");
  await dialog.getByLabel("Price unit").selectOption({ label: "Per Linear Foot" });
  await dialog.getByLabel("Category").selectOption("Outdoor");
  await dialog.getByRole("textbox", { name: "Image URL" }).fill("https://example.com/gutter.jpg");
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(toast(page, "Service Created")).toBeVisible(TOAST);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("$3.50 per ft");
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByRole("switch", { name: /Active/ }).click();
  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service Updated")).toBeVisible(TOAST);
  await expect(row).toContainText("Inactive");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(
    "This action cannot be undone. This will permanently delete the service from your account.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Service Deleted")).toBeVisible(TOAST);
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("services: failures keep the form and say what failed", async ({ page }) => {
  await openTab(page, "services", "Services");
  await expect(page.getByRole("row", { name: /Plumbing Repair/ })).toBeVisible();
  await failRequests(page, "**/api/admin/services**", "POST");
  await failRequests(page, "**/api/admin/services/*", "DELETE");
  await page.getByRole("button", { name: "Add Service" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Service" });
  await dialog.getByLabel("Name").fill("Window Washing");
  await dialog.getByLabel("Description").fill("Inside and out, screens and tracks included.");
  await dialog.getByLabel("Category").selectOption("General");
  await dialog.getByRole("textbox", { name: "Image URL" }).fill("https://example.com/w.jpg");
  await dialog.getByRole("button", { name: "Create Service" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to create service. Please try again later." }),
  ).toBeVisible(TOAST);
  await expect(dialog.getByLabel("Name")).toHaveValue("Window Washing");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "Delete Plumbing Repair" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to delete service. Please try again later." }),
  ).toBeVisible(TOAST);
  await expect(page.getByRole("row", { name: /Plumbing Repair/ })).toBeVisible();
});

test("services: a list that cannot be loaded shows the error toast", async ({ page }) => {
  await openFailingTab(page, "services", "Services");
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load services. Please try again later." }),
  ).toBeVisible(TOAST);
});

test("projects: an uploaded photo goes from the dialog to the public gallery", async ({ page, errors }) => {
  await openTab(page, "projects", "Projects");
  await expect(page.getByText("Total Projects")).toBeVisible();
  await expect(page.getByRole("table", { name: "Projects" }).getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Project" });
  await expect(dialog.getByLabel("Location")).toHaveValue("Abilene, TX");
  await expect(dialog.getByLabel("Location")).toHaveAttribute("placeholder", "City, State");

  // The browser's own checks first: not an image, then too large.
  const upload = dialog.getByLabel("Upload Main image");
  await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file type" })).toContainText(
    "Please select an image file",
    TOAST,
  );
  await upload.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(page.getByRole("alert").filter({ hasText: "File too large" })).toContainText(
    "Please select an image smaller than 5MB",
    TOAST,
  );
  // Then the server's: a file that only claims to be a PNG.
  await upload.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a png"),
  });
  await expect(
    page.getByRole("alert").filter({ hasText: "Please select an image file (PNG, JPEG, GIF or WebP)" }),
  ).toBeVisible(TOAST);

  await upload.setInputFiles({ name: "porch.png", mimeType: "image/png", buffer: await tinyPng() });
  await expect(toast(page, "Upload successful")).toBeVisible(TOAST);
  const mainUrl = dialog.getByRole("textbox", { name: "Main image URL" });
  await expect(mainUrl).toHaveValue(/^\/uploads\/.+\.webp$/);
  const uploadedUrl = await mainUrl.inputValue();
  await expect(dialog.getByRole("img", { name: "Main image preview" })).toBeVisible();

  // Rows of extra images: add one, remove one.
  await dialog.getByRole("button", { name: "Add Another Image" }).click();
  await expect(dialog.getByRole("group", { name: "Image 2" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove row 2" }).click();
  await expect(dialog.getByRole("group", { name: "Image 2" })).toHaveCount(0);

  const title = unique("Back Porch Rebuild");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A sagging porch rebuilt with cedar decking and new rails.");
  await dialog.getByLabel("Category").selectOption("Other");
  await dialog.getByLabel("Completion date").fill("2099-01-01");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Validation Error" })).toContainText(
    "Completion date cannot be in the future",
    TOAST,
  );
  // Today: the newest project leads the public gallery's first slide.
  const today = businessToday();
  await dialog.getByLabel("Completion date").fill(today);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project Created")).toBeVisible(TOAST);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText(formatLongDate(today));

  await page.goto("/projects");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  const photo = card.getByRole("img", { name: `${title}, photo 1` });
  await expect(photo).toHaveAttribute("src", uploadedUrl);
  const served = await page.request.get(uploadedUrl);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(errors).toEqual([]);
});

test("projects: update, removing an uploaded image, delete, and the failure toasts", async ({ page }) => {
  await openTab(page, "projects", "Projects");
  const table = page.getByRole("table", { name: "Projects" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  // Create one to work on, with an uploaded extra image.
  await page.getByRole("button", { name: "Add Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Project" });
  const title = unique("Shed Raising");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A ten by twelve garden shed on a gravel pad.");
  await dialog.getByLabel("Category").selectOption("Sheds");
  await dialog.getByRole("textbox", { name: "Main image URL" }).fill("https://example.com/shed.jpg");
  await dialog.getByLabel("Completion date").fill("2025-04-02");
  await dialog
    .getByLabel("Upload Image 1")
    .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await tinyPng() });
  await expect(toast(page, "Upload successful")).toBeVisible(TOAST);
  const extra = dialog.getByRole("textbox", { name: "Image 1 URL" });
  const extraUrl = await extra.inputValue();
  expect(extraUrl).toMatch(/^\/uploads\//);
  // Removing it clears the field and forgets the file.
  await dialog.getByRole("group", { name: "Image 1" }).getByRole("button", { name: "Remove image" }).click();
  await expect(extra).toHaveValue("");
  await expect.poll(async () => (await page.request.get(extraUrl)).status()).toBe(404);
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project Created")).toBeVisible(TOAST);
  const row = table.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("April 2, 2025");

  await row.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Update Project" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await edit.getByLabel("Location").fill("Merkel, TX");
  await failRequests(page, "**/api/admin/projects/*", "PUT");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to update project. Please try again later." }),
  ).toBeVisible(TOAST);
  await expect(edit.getByLabel("Location")).toHaveValue("Merkel, TX");
  await page.unroute("**/api/admin/projects/*");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project Updated")).toBeVisible(TOAST);

  await failRequests(page, "**/api/admin/projects/*", "DELETE");
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This will permanently delete the project from your gallery.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to delete project. Please try again later." }),
  ).toBeVisible(TOAST);
  await page.unroute("**/api/admin/projects/*");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project Deleted")).toBeVisible(TOAST);
  await expect(row).toHaveCount(0);

  await failRequests(page, "**/api/admin/projects", "POST");
  await page.getByRole("button", { name: "Add Project" }).click();
  await dialog.getByLabel("Title").fill("Fence Line");
  await dialog.getByLabel("Description").fill("Two hundred feet of cedar privacy fence.");
  await dialog.getByLabel("Category").selectOption("Fence");
  await dialog.getByRole("textbox", { name: "Main image URL" }).fill("https://example.com/fence.jpg");
  await dialog.getByRole("button", { name: "Add Project" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to create project. Please try again later." }),
  ).toBeVisible(TOAST);
});

test("projects: a list that cannot be loaded shows the admin's error toast", async ({ page }) => {
  await openFailingTab(page, "projects", "Projects");
  await expect(
    page.getByRole("alert").filter({ hasText: "Failed to load projects. Please try again." }),
  ).toBeVisible(TOAST);
});
