import { expect, test, type Page } from "@playwright/test";
import { demoProjects } from "~db/demo-data";
import { expectNoHorizontalScroll, gotoWithFrozenClock, movePointerAway, tabInto } from "./carousel-support";
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support";

// The gallery lists the newest completion first.
const newestFirst = [...demoProjects].sort((a, b) => b.completionDate.localeCompare(a.completionDate));
const slideCount = Math.ceil(newestFirst.length / 3);
const FILTERS = ["All Projects", "Bathroom", "Kitchen", "Fence", "Fixtures", "Sheds"];

const tabs = (page: Page) => page.getByRole("tablist", { name: "Filter projects by category" });
const panel = (page: Page) => page.getByRole("tabpanel");
const carousel = (page: Page) => page.getByRole("region", { name: "Projects", exact: true });
const projectCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function expectGallerySlide(page: Page, index: number) {
  await expect(
    carousel(page).getByRole("button", { name: `Show projects slide ${index + 1} of ${slideCount}` }),
  ).toHaveAttribute("aria-current", "true");
  // The slide's projects are the ones a visitor (and a screen reader) can reach; the others are not.
  const shown = newestFirst.slice(index * 3, index * 3 + 3).map((p) => p.title);
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(shown);
}

test("the projects page has its heading, the tabs and the gallery, and no console error", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Our Projects" })).toBeVisible();
  await expect(tabs(page).getByRole("tab")).toHaveText(FILTERS);
  await expect(tabs(page).getByRole("tab", { name: "All Projects" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    carousel(page).getByRole("group", { name: "Choose a slide of projects" }).getByRole("button"),
  ).toHaveCount(slideCount);
  expect(errors).toEqual([]);
});

test("a card shows its category, description, location and month of completion", async ({ page }) => {
  await page.goto("/projects");
  const project = newestFirst[0];
  const card = projectCard(page, project.title);
  await expect(card.getByText(project.category, { exact: true })).toBeVisible();
  await expect(card.getByText(project.description)).toBeVisible();
  await expect(card.getByText(project.location)).toBeVisible();
  const month = new Date(`${project.completionDate}T12:00:00Z`).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(card.getByText(`Completed ${month}`)).toBeVisible();
});

test("All Projects shows three per slide, rotates every 5 s and wraps", async ({ page }) => {
  await gotoWithFrozenClock(page, "/projects");
  await expectGallerySlide(page, 0);
  await page.clock.runFor(4900);
  await expectGallerySlide(page, 0);
  for (let step = 1; step <= slideCount; step++) {
    await page.clock.runFor(5000);
    await expectGallerySlide(page, step % slideCount);
  }
});

test("the arrows wrap both ways and a dot jumps to its slide", async ({ page }) => {
  await gotoWithFrozenClock(page, "/projects");
  await carousel(page).getByRole("button", { name: "Previous projects" }).click();
  await expectGallerySlide(page, slideCount - 1);
  await carousel(page).getByRole("button", { name: "Next projects" }).click();
  await expectGallerySlide(page, 0);
  await carousel(page)
    .getByRole("button", { name: `Show projects slide 2 of ${slideCount}` })
    .click();
  await expectGallerySlide(page, 1);
});

test("hover and keyboard focus pause the gallery; the pause control stops it", async ({ page }) => {
  await gotoWithFrozenClock(page, "/projects");
  await panel(page).getByRole("heading", { level: 3 }).first().hover();
  await page.clock.runFor(12_000);
  await expectGallerySlide(page, 0);
  await movePointerAway(page);
  await page.clock.runFor(5000);
  await expectGallerySlide(page, 1);

  await carousel(page).getByRole("button", { name: "Pause projects carousel" }).click();
  await movePointerAway(page);
  await page.clock.runFor(12_000);
  await expectGallerySlide(page, 1);
  await carousel(page).getByRole("button", { name: "Play projects carousel" }).click();
  await movePointerAway(page);
  await page.clock.runFor(5000);
  await expectGallerySlide(page, 2);

  await tabInto(page, carousel(page), tabs(page).getByRole("tab", { selected: true }));
  await page.clock.runFor(12_000);
  await expectGallerySlide(page, 2);
  await expect(carousel(page).getByRole("button", { name: "Play projects carousel" })).toBeVisible();
});

test("a finger on the gallery holds it until it lifts", { tag: "@phone" }, async ({ page }) => {
  await gotoWithFrozenClock(page, "/projects");
  await movePointerAway(page);
  const card = panel(page).getByRole("heading", { level: 3 }).first();
  await card.dispatchEvent("touchstart");
  await page.clock.runFor(12_000);
  await expectGallerySlide(page, 0);
  await card.dispatchEvent("touchend");
  await page.clock.runFor(5000);
  await expectGallerySlide(page, 1);
});

for (const filter of FILTERS.slice(1)) {
  test(`the ${filter} tab shows only its ${filter} projects, without arrows or rotation`, async ({
    page,
  }) => {
    const matching = newestFirst.filter((p) => p.category === filter);
    expect(matching.length).toBeLessThanOrEqual(3);
    await gotoWithFrozenClock(page, "/projects");
    await tabs(page).getByRole("tab", { name: filter }).click();
    await expect(tabs(page).getByRole("tab", { name: filter })).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(matching.map((p) => p.title));
    await expect(panel(page).getByRole("button", { name: /projects/ })).toHaveCount(0);
    await page.clock.runFor(15_000);
    await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(matching.map((p) => p.title));
  });
}

test("Other projects appear under All Projects only", async ({ page }) => {
  await page.goto("/projects");
  await waitForHydration(page);
  const other = newestFirst.find((p) => p.category === "Other")!;
  const index = newestFirst.indexOf(other);
  await carousel(page)
    .getByRole("button", { name: `Show projects slide ${Math.floor(index / 3) + 1} of ${slideCount}` })
    .click();
  await expect(projectCard(page, other.title)).toBeVisible();
  for (const filter of FILTERS.slice(1)) {
    await tabs(page).getByRole("tab", { name: filter }).click();
    await expect(projectCard(page, other.title)).toHaveCount(0);
  }
});

test("the tabs work from the keyboard: arrows, Home and End", async ({ page }) => {
  await page.goto("/projects");
  await waitForHydration(page);
  await tabs(page).getByRole("tab", { name: "All Projects" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs(page).getByRole("tab", { name: "Bathroom" })).toBeFocused();
  await expect(tabs(page).getByRole("tab", { name: "Bathroom" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs(page).getByRole("tab", { name: "Sheds" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs(page).getByRole("tab", { name: "All Projects" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("ArrowLeft");
  await expect(tabs(page).getByRole("tab", { name: "Sheds" })).toHaveAttribute("aria-selected", "true");
  await expect(panel(page).getByRole("heading", { level: 3 })).toHaveText(
    newestFirst.filter((p) => p.category === "Sheds").map((p) => p.title),
  );
  // Only the selected tab is in the Tab order.
  await page.keyboard.press("Home");
  await page.keyboard.press("Tab");
  await expect(tabs(page).getByRole("tab", { name: "Bathroom" })).not.toBeFocused();
});

test.describe("a project card's photo carousel", () => {
  const kitchen = newestFirst.find((p) => p.images.length === 3)!;
  const photos = (page: Page) => page.getByRole("region", { name: `Photos of ${kitchen.title}` });
  const expectPhoto = async (page: Page, n: number) => {
    await expect(photos(page).getByRole("button", { name: `Show photo ${n} of 3` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(photos(page).getByRole("img")).toHaveAccessibleName(`${kitchen.title}, photo ${n}`);
  };

  test.beforeEach(async ({ page }) => {
    await gotoWithFrozenClock(page, "/projects");
    // A filter with few projects keeps the gallery itself still.
    await tabs(page).getByRole("tab", { name: kitchen.category }).click();
    await movePointerAway(page);
  });

  test("rotates every 3 seconds and wraps to the first photo", async ({ page }) => {
    await expectPhoto(page, 1);
    await page.clock.runFor(2900);
    await expectPhoto(page, 1);
    for (const n of [2, 3, 1]) {
      await page.clock.runFor(3000);
      await expectPhoto(page, n);
    }
  });

  test("the arrows wrap both ways and a dot jumps to its photo", async ({ page }) => {
    await photos(page)
      .getByRole("button", { name: `Previous photo of ${kitchen.title}` })
      .click();
    await expectPhoto(page, 3);
    await photos(page)
      .getByRole("button", { name: `Next photo of ${kitchen.title}` })
      .click();
    await expectPhoto(page, 1);
    await photos(page).getByRole("button", { name: "Show photo 2 of 3" }).click();
    await expectPhoto(page, 2);
  });

  test("has its own pause control", async ({ page }) => {
    await photos(page)
      .getByRole("button", { name: `Pause photos of ${kitchen.title}` })
      .click();
    await movePointerAway(page);
    await page.clock.runFor(10_000);
    await expectPhoto(page, 1);
  });

  test("a project with one photo has no carousel controls", async ({ page }) => {
    const single = newestFirst.find((p) => p.images.length === 1)!;
    await tabs(page).getByRole("tab", { name: single.category }).click();
    const card = projectCard(page, single.title);
    await expect(card.getByRole("img", { name: `${single.title}, photo 1` })).toBeVisible();
    await expect(card.getByRole("button")).toHaveCount(0);
  });
});

test("a photo that cannot be loaded is replaced by the placeholder", async ({ page }) => {
  const project = newestFirst[0];
  const file = project.images[0].replace(/-1200\.webp$/, "");
  await page.route(`**${file}-*.webp`, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/projects");
  const image = projectCard(page, project.title).getByRole("img", { name: `${project.title}, photo 1` });
  await expect(image).toHaveAttribute("src", "/images/placeholder.svg");
  await expect(image).not.toHaveAttribute("srcset");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test(
  "the projects page has no accessibility violations in light and dark",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto("/projects");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await tabs(page).getByRole("tab", { name: "Fence" }).click();
      await expectNoAxeViolations(page);
    }
  },
);

test("the projects page never scrolls sideways at 375, 768 and 1280 px", async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/projects");
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
  }
});
