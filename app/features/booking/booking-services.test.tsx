import { describe, expect, it } from "vitest";
import { ToastProvider } from "~/components/ui/toast";
import { renderFirst, renderSettled } from "~tests/support/render-html";
import { BookingServices } from "./booking-services";
import type { BookableService } from "./cart";

const services: BookableService[] = [
  {
    id: 4,
    name: "Plumbing Repair",
    description: "Leaks and fixtures",
    basePrice: "125.00",
    priceUnit: "fixed",
  },
  {
    id: 5,
    name: "Fence Installation",
    description: "Wood and metal",
    basePrice: "28.00",
    priceUnit: "per_ft",
  },
];

const page = (list: Promise<BookableService[]>, serviceId: string | null = null) => (
  <ToastProvider>
    <BookingServices services={list} serviceId={serviceId} defaultEmail="pat@example.com" />
  </ToastProvider>
);

describe("the booking page's states", () => {
  it("shows a spinner while the services load", () => {
    const html = renderFirst(page(new Promise(() => {})));
    expect(html).toContain("Loading services…");
    expect(html).not.toContain("<form");
  });

  it("shows the error card with Try Again when the services cannot be loaded", async () => {
    const failing = Promise.reject(new Error("database down"));
    failing.catch(() => {});
    const html = await renderSettled(page(failing));
    expect(html).toContain("Error Loading Services");
    expect(html).toContain("Try Again");
    expect(html).not.toContain("<form");
  });

  it("shows the empty card with Contact Us when no service is offered", async () => {
    const html = await renderSettled(page(Promise.resolve([])));
    expect(html).toContain("No Services Available");
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);
  });

  it("shows the form, the email prefilled and nothing chosen, with the submit marked disabled", async () => {
    const html = await renderSettled(page(Promise.resolve(services)));
    expect(html).toContain('value="pat@example.com"');
    expect(html).toContain("No services selected yet.");
    expect(html).toMatch(
      /<button type="submit"[^>]*aria-disabled="true"[^>]*>Book Services - \$0\.00<\/button>/,
    );
  });

  it("preselects the service of ?serviceId= and ignores one that is not listed", async () => {
    const chosen = await renderSettled(page(Promise.resolve(services), "5"));
    expect(chosen).toContain('aria-label="Quantity of Fence Installation"');
    expect(chosen).toContain("Book Services - $28.00");
    const unknown = await renderSettled(page(Promise.resolve(services), "99"));
    expect(unknown).toContain("No services selected yet.");
  });
});
