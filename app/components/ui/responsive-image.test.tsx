import { describe, expect, it } from "vitest";
import { renderFirst } from "~tests/support/render-html";
import { ImageField } from "./image-field";
import { imageSrcSet, ResponsiveImage, UploadsBaseUrlContext } from "./responsive-image";
import { ToastProvider } from "./toast";

describe("imageSrcSet", () => {
  it("lists the sized variants of our own images", () => {
    expect(imageSrcSet("/images/projects/kitchen-1-1200.webp")).toBe(
      "/images/projects/kitchen-1-600.webp 600w, /images/projects/kitchen-1-1200.webp 1200w",
    );
    expect(imageSrcSet("/images/hero/hero-kitchen-1600.webp")).toBe(
      "/images/hero/hero-kitchen-800.webp 800w, /images/hero/hero-kitchen-1600.webp 1600w",
    );
  });

  it("lists the variants of an uploaded image", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(imageSrcSet(`/uploads/${id}-1200.webp`)).toBe(
      `/uploads/${id}-600.webp 600w, /uploads/${id}-1200.webp 1200w`,
    );
  });

  it("leaves other images alone", () => {
    expect(imageSrcSet("https://example.com/photo-1200.webp")).toBeUndefined();
    expect(imageSrcSet("/uploads/photo.png")).toBeUndefined();
    expect(imageSrcSet("/images/x-999.webp")).toBeUndefined();
  });
});

describe("uploaded images with a public base (S3_PUBLIC_URL)", () => {
  const id = "0123456789abcdef0123456789abcdef";
  const base = "https://cdn.example.com/site";

  it("load from the base, srcset included; seeded and external images do not move", () => {
    const html = renderFirst(
      <UploadsBaseUrlContext value={base}>
        <ResponsiveImage src={`/uploads/${id}-1200.webp`} width={1200} height={800} sizes="100vw" />
        <ResponsiveImage src="/images/projects/kitchen-1-1200.webp" width={1200} height={800} sizes="100vw" />
        <ResponsiveImage src="https://example.com/photo.jpg" width={10} height={10} sizes="10px" />
      </UploadsBaseUrlContext>,
    );
    expect(html).toContain(`src="${base}/uploads/${id}-1200.webp"`);
    expect(html).toContain(
      `srcSet="${base}/uploads/${id}-600.webp 600w, ${base}/uploads/${id}-1200.webp 1200w"`,
    );
    expect(html).toContain('src="/images/projects/kitchen-1-1200.webp"');
    expect(html).toContain('src="https://example.com/photo.jpg"');
  });

  it("load through the site without one", () => {
    const html = renderFirst(
      <ResponsiveImage src={`/uploads/${id}-1200.webp`} width={1200} height={800} sizes="100vw" />,
    );
    expect(html).toContain(`src="/uploads/${id}-1200.webp"`);
  });

  it("show their preview from the base in the back office's image field, which keeps the saved path", () => {
    const html = renderFirst(
      <ToastProvider>
        <UploadsBaseUrlContext value={base}>
          <ImageField label="Photo" value={`/uploads/${id}-1200.webp`} onChange={() => {}} />
        </UploadsBaseUrlContext>
      </ToastProvider>,
    );
    expect(html).toContain(`src="${base}/uploads/${id}-1200.webp"`);
    expect(html).toContain(`value="/uploads/${id}-1200.webp"`);
  });
});
