import { describe, expect, it } from "vitest";
import { renderFirst, renderSettled } from "~tests/support/render-html";
import type { PublicService } from "./service";
import { ServicesSection } from "./services-carousel";

const service = (id: number, category: string | null): PublicService => ({
  id,
  name: `Service ${id}`,
  description: "x".repeat(150),
  category,
  basePrice: "100.00",
  priceUnit: "fixed",
  imageUrl: `/images/services/s${id}-1200.webp`,
});

const count = (html: string, text: string) => html.split(text).length - 1;

describe("ServicesSection", () => {
  it("shows six skeleton cards while the services are loading", () => {
    const html = renderFirst(<ServicesSection services={new Promise(() => {})} />);
    expect(html).toContain("Loading services…");
    expect(count(html, "animate-pulse")).toBe(6);
    expect(html).toContain("Request a Custom Quote");
  });

  it("says when there is no service", async () => {
    const html = await renderSettled(<ServicesSection services={Promise.resolve([])} />);
    expect(html).toContain("Please check back later for our service offerings, or contact us directly.");
    expect(html).not.toContain("Loading services");
  });

  it("says when the services cannot be loaded", async () => {
    const failing = Promise.reject(new Error("database down"));
    failing.catch(() => {});
    const html = await renderSettled(<ServicesSection services={failing} />);
    expect(html).toContain("Failed to load services. Please try again later.");
  });

  it("renders every card with its badge (Service when uncategorised) and a cut description", async () => {
    const html = await renderSettled(
      <ServicesSection services={Promise.resolve([service(1, "Kitchen"), service(2, null)])} />,
    );
    expect(count(html, "<article")).toBe(2);
    expect(html).toContain(">Kitchen<");
    expect(html).toContain(">Service<");
    expect(html).toContain(`${"x".repeat(120)}...`);
    expect(html).toContain('href="/book?serviceId=2"');
  });
});
