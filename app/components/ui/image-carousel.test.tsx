import { describe, expect, it } from "vitest";
import { renderFirst } from "~tests/support/render-html";
import { ImageCarousel } from "./image-carousel";

const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ src: `/p${i}.webp`, alt: `Photo ${i + 1}` }));
const count = (html: string, text: string) => html.split(text).length - 1;

describe("ImageCarousel", () => {
  it("says No image available when there is no photo", () => {
    const html = renderFirst(<ImageCarousel images={[]} subject="Deck" sizes="100vw" />);
    expect(html).toContain("No image available");
    expect(html).not.toContain("<img");
  });

  it("shows a single photo without controls", () => {
    const html = renderFirst(<ImageCarousel images={photos(1)} subject="Deck" sizes="100vw" />);
    expect(count(html, "<img")).toBe(1);
    expect(html).not.toContain("<button");
  });

  it("has arrows, one dot per photo (the first current) and a pause control", () => {
    const html = renderFirst(<ImageCarousel images={photos(3)} subject="Deck" sizes="100vw" />);
    expect(count(html, "<img")).toBe(3);
    expect(html).toContain('aria-label="Previous photo of Deck"');
    expect(html).toContain('aria-label="Next photo of Deck"');
    expect(count(html, 'aria-label="Show photo ')).toBe(3);
    expect(html).toMatch(/aria-label="Show photo 1 of 3" aria-current="true"/);
    expect(html).toContain('aria-label="Pause photos of Deck"');
  });

  it("renders only its current photo, without controls, while out of view", () => {
    const html = renderFirst(
      <ImageCarousel images={photos(3)} subject="Deck" sizes="100vw" enabled={false} />,
    );
    expect(count(html, "<img")).toBe(1);
    expect(html).not.toContain("<button");
  });
});
