import { expect, test, type Page } from "@playwright/test";
import { demoServices } from "~db/demo-data";
import {
  expectNoHorizontalScroll,
  expectOpacity,
  gotoWithFrozenClock,
  movePointerAway,
  tabInto,
} from "./carousel-support";
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  headerLink,
  isPhone,
  revealSection,
  waitForHydration,
} from "./support";

const SLIDES = [
  ["Transform Your Home Today!", "Complete Home Remodeling"],
  ["Beautiful Kitchen Renovations", "Kitchen Remodeling"],
  ["Luxurious Bathroom Makeovers", "Bathroom Remodeling"],
  ["Professional Installation Services", "Installation Services"],
] as const;

const hero = (page: Page) => page.getByRole("region", { name: "Featured services" });

/** The slide the visitor sees: its dot is current and its title is a visible heading. */
async function expectSlide(page: Page, index: number) {
  const [title, label] = SLIDES[index];
  await expect(
    hero(page).getByRole("button", { name: `Show slide ${index + 1} of 4: ${title}` }),
  ).toHaveAttribute("aria-current", "true");
  await expectOpacity(hero(page).getByRole("heading", { name: title }), 1);
  await expectOpacity(hero(page).getByText(label, { exact: true }), 1);
  for (const [other] of SLIDES.filter((_, i) => i !== index)) {
    await expectOpacity(hero(page).getByText(other, { exact: true }), 0);
  }
}

test.describe("hero slideshow", () => {
  test("the first slide's title is the page's only h1, in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Transform Your Home Today!<\/h1>/);
    for (const [title, label] of SLIDES) {
      expect(html).toContain(title);
      expect(html).toContain(label);
    }
  });

  test("shows four slides with their labels, one dot each, and the two buttons", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoWithFrozenClock(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transform Your Home Today!");
    await expect(hero(page).getByRole("group", { name: "Choose a slide" }).getByRole("button")).toHaveCount(
      4,
    );
    await expectSlide(page, 0);
    await expect(hero(page).getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/book");
    await expect(hero(page).getByRole("link", { name: "Explore Services" })).toHaveAttribute(
      "href",
      "/services",
    );
    expect(errors).toEqual([]);
  });

  test("advances every 5 seconds and wraps from the last slide to the first", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await expectSlide(page, 0);
    await page.clock.runFor(4900);
    await expectSlide(page, 0);
    for (const next of [1, 2, 3, 0]) {
      await page.clock.runFor(5000);
      await expectSlide(page, next);
    }
  });

  test("the arrows step both ways with wrap-around and a dot jumps to its slide", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await hero(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 3);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 0);
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    await hero(page)
      .getByRole("button", { name: /^Show slide 3 of 4/ })
      .click();
    await expectSlide(page, 2);
  });

  test("hovering pauses the rotation until the pointer leaves", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await hero(page).getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(15_000);
    await expectSlide(page, 0);
    await movePointerAway(page);
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
  });

  test("keyboard focus inside stops the rotation until the visitor presses play", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await tabInto(page, hero(page), page.getByRole("banner").getByRole("link").first());
    await page.clock.runFor(15_000);
    await expectSlide(page, 0);
    const play = hero(page).getByRole("button", { name: "Play slideshow" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(hero(page).getByRole("button", { name: "Pause slideshow" })).toBeFocused();
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
  });

  test("the pause control stops the rotation and the play control restarts it", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await hero(page).getByRole("button", { name: "Pause slideshow" }).click();
    await movePointerAway(page);
    await page.clock.runFor(15_000);
    await expectSlide(page, 0);
    await hero(page).getByRole("button", { name: "Play slideshow" }).click();
    await movePointerAway(page);
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
  });
});

test.describe("with prefers-reduced-motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing rotates and nothing animates; play still works on request", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await expect(hero(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const services = page.getByRole("region", { name: "Services", exact: true });
    const firstCard = services.getByRole("listitem").first();
    const startX = (await firstCard.boundingBox())!.x;
    await page.clock.runFor(30_000);
    await expectSlide(page, 0);
    expect((await firstCard.boundingBox())!.x).toBe(startX);
    await expect(
      page.getByRole("region", { name: "Projects", exact: true }).getByRole("button", { name: /slide 1 of/ }),
    ).toHaveAttribute("aria-current", "true");
    // Slides change without a transition.
    await expect(services.getByRole("list")).toHaveCSS("transition-duration", "0s");
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
  });
});

test.describe("services carousel", () => {
  const services = (page: Page) => page.getByRole("region", { name: "Services", exact: true });
  const card = (page: Page, name: string) =>
    services(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });
  const active = demoServices.filter((s) => s.isActive !== false);

  test("lists every active service with its price, and a custom quote link below", async ({ page }) => {
    await page.goto("/");
    await expect(services(page).getByRole("listitem")).toHaveCount(active.length);
    await expect(card(page, "Kitchen Remodeling")).toContainText("Starting at $15,000.00");
    await expect(card(page, "Fence Installation")).toContainText("$28.00 per linear ft");
    await expect(card(page, "Electrical Installation")).toContainText("$150.00");
    await expect(services(page).getByText("Interior Painting")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Request a Custom Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
  });

  test("slides 350 px every 4 seconds and wraps back to the first card", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await revealSection(page, services(page));
    const first = services(page).getByRole("listitem").first();
    const x0 = (await first.boundingBox())!.x;
    await page.clock.runFor(3900);
    expect((await first.boundingBox())!.x).toBe(x0);
    await page.clock.runFor(100);
    await expect.poll(async () => (await first.boundingBox())!.x).toBe(x0 - 350);
    // Keep stepping until the carousel wraps: it must come back to the start, never run past the last card.
    const last = services(page).getByRole("listitem").last();
    for (let step = 2; step <= active.length; step++) {
      await page.clock.runFor(4000);
      // After the 500 ms slide: one more step to the left, or back at the start.
      const settled = async () => {
        const x = (await first.boundingBox())!.x;
        return x === x0 || x === x0 - 350 * step;
      };
      await expect.poll(settled).toBe(true);
      const x = (await first.boundingBox())!.x;
      if (x === x0) return;
      const lastBox = (await last.boundingBox())!;
      expect(lastBox.x).toBeGreaterThanOrEqual(x0);
    }
    throw new Error("the services carousel never wrapped to its first card");
  });

  test("the arrows step one card and wrap both ways", async ({ page }) => {
    await gotoWithFrozenClock(page, "/");
    await revealSection(page, services(page));
    const items = services(page).getByRole("listitem");
    const x0 = (await items.first().boundingBox())!.x;
    await services(page).getByRole("button", { name: "Previous services" }).click();
    // Wrapped to the end: the last card is in view, at or after the first card's old place.
    await expect(items.last()).toBeInViewport();
    await expect.poll(async () => (await items.last().boundingBox())!.x).toBeGreaterThanOrEqual(x0);
    await services(page).getByRole("button", { name: "Next services" }).click();
    await expect.poll(async () => (await items.first().boundingBox())!.x).toBe(x0);
    await services(page).getByRole("button", { name: "Next services" }).click();
    await expect.poll(async () => (await items.first().boundingBox())!.x).toBe(x0 - 350);
  });

  test(
    "hovering (tapping on a phone) shows a card's details: badge, 120-character description, links",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const kitchen = demoServices.find((s) => s.name === "Kitchen Remodeling")!;
      expect(kitchen.description.length).toBeGreaterThan(120);
      const preview = `${kitchen.description.slice(0, 120).trimEnd()}...`;
      const target = card(page, "Kitchen Remodeling");
      const description = target.getByText(preview, { exact: true });
      const details = description.locator("..");
      await expect(target.getByText(kitchen.description, { exact: true })).toHaveCount(0);
      await expectOpacity(description, 0);
      // The hidden links must not catch a tap or click meant for the card.
      if (isPhone(page)) await target.tap();
      else await target.hover();
      await expect(page).toHaveURL(/\/$/);
      await expectOpacity(description, 1);
      await expect(details.getByText("Kitchen", { exact: true })).toBeVisible();
      await expect(details.getByRole("link", { name: /^Book Now/ })).toHaveAttribute(
        "href",
        /^\/book\?serviceId=\d+$/,
      );
      await expect(details.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", "/services");
      if (isPhone(page)) await page.getByRole("heading", { name: "Our Services" }).tap();
      else await movePointerAway(page);
      await expectOpacity(description, 0);
    },
  );

  test("keyboard focus shows the details and brings a card out of view into view", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const lastService = active[active.length - 1];
    const target = card(page, lastService.name);
    await revealSection(page, services(page));
    await expect(target).not.toBeInViewport();
    const bookNow = target.getByRole("link", { name: `Book Now: ${lastService.name}` });
    await bookNow.focus();
    await expect(bookNow).toBeFocused();
    await expect(target).toBeInViewport();
    await expectOpacity(bookNow, 1);
  });

  test("a client-side visit to the home page renders the services after they load", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await (await headerLink(page, "Home")).click();
    await expect(services(page).getByRole("listitem")).toHaveCount(active.length);
  });
});

test(
  "the home page has no accessibility violations in light and dark",
  { tag: "@phone" },
  async ({ page }) => {
    test.setTimeout(120_000);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await page.goto("/");
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
  },
);

test("the home page never scrolls sideways at 375, 768 and 1280 px", async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    await expectNoHorizontalScroll(page);
  }
});
