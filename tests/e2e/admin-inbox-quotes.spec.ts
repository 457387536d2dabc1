/** The Inbox tab's quote requests: their photos, the calculator's estimate and the way to a new estimate. */
import { solidImage } from "~tests/support/images";
import { newVisitor, visitorApi } from "./admin-data";
import { expect, openTab, test } from "./admin-fixture";
import { expectNoAxeViolations } from "./support";

test.describe.configure({ timeout: 90_000 });

test("inbox: a quote request's photos open in a new tab, with its instant estimate and Create estimate", async ({
  page,
  baseURL,
  errors,
}) => {
  const api = await visitorApi(baseURL!);
  const visitor = newVisitor("Rowan", test.info().project.name);
  // Sent as the quote form sends a request with photos.
  const form = new FormData();
  const fields = {
    ...visitor,
    serviceType: "Kitchen Remodeling",
    details: `The old kitchen of ${visitor.name}, photos attached.`,
    preferredDate: "2027-03-01",
    estimate: JSON.stringify({ projectType: "kitchen", size: 120, option: "premium" }),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ["sink.png", "cabinets.png"]) {
    const bytes = new Uint8Array(await solidImage(800, 600, "png"));
    form.append("photos", new Blob([bytes], { type: "image/png" }), name);
  }
  const response = await api.post("/api/quotes", { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await openTab(page, "inbox", "Inbox");
  const quote = page.getByRole("article").filter({ hasText: visitor.name });
  await expect(quote).toContainText("Instant estimate: Kitchen remodel · 120 sq ft · Premium · $27,000.00");
  for (const n of [1, 2]) {
    const name = `Photo ${n} of the quote request from ${visitor.name}`;
    const thumbnail = quote.getByRole("img", { name });
    await expect(thumbnail).toBeVisible();
    // Loaded: the stored image is served.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const link = quote.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", /^\/media\/[0-9a-f]{32}-1200\.webp$/);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(quote.getByRole("link", { name: "Create estimate" })).toHaveAttribute(
    "href",
    `/admin?tab=estimates&quote=${id}`,
  );
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  await api.dispose();
});
