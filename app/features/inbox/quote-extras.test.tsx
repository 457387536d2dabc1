import { describe, expect, it } from "vitest";
import { renderFirst } from "~tests/support/render-html";
import { CreateEstimateLink, instantEstimateText, QuotePhotos } from "./quote-extras";

const PHOTO = `/uploads/${"c".repeat(32)}-1200.webp`;

describe("a quote request in the inbox", () => {
  it("shows the instant estimate in the calculator's words, with the server's total", () => {
    expect(
      instantEstimateText({ projectType: "kitchen", size: 120, option: "premium", total: "27000.00" }),
    ).toBe("Instant estimate: Kitchen remodel · 120 sq ft · Premium · $27,000.00");
  });

  it("shows each photo as a thumbnail linking to the full image in a new tab", () => {
    const html = renderFirst(<QuotePhotos photos={[PHOTO, PHOTO.replace("c", "d")]} from="Gil Park" />);
    expect(html).toContain(`href="${PHOTO}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toContain('alt="Photo 1 of the quote request from Gil Park"');
    expect(html).toContain('alt="Photo 2 of the quote request from Gil Park"');
    // The thumbnail loads the small variant when it is enough.
    expect(html).toContain(PHOTO.replace("-1200", "-600"));
  });

  it("shows nothing without photos", () => {
    expect(renderFirst(<QuotePhotos photos={[]} from="Gil Park" />)).not.toContain("<ul");
  });

  it("links to a new estimate for the request", () => {
    const html = renderFirst(<CreateEstimateLink quoteId={42} />);
    expect(html).toMatch(/href="\/admin\?tab=estimates&amp;quote=42"[^>]*>Create estimate</);
  });
});
