import { describe, expect, it } from "vitest";
import {
  addLine,
  parseQuantityInput,
  priceCart,
  removeLine,
  setLineQuantity,
  type BookableService,
} from "./cart";

const service = (id: number, name: string, basePrice: string): BookableService => ({
  id,
  name,
  description: `${name} done right`,
  basePrice,
  priceUnit: "fixed",
});
const kitchen = service(1, "Kitchen Remodeling", "15000.00");
const plumbing = service(2, "Plumbing Repair", "125.00");
const fence = service(3, "Fence Installation", "28.50");
const services = [kitchen, plumbing, fence];

describe("the booking cart", () => {
  it("prices each line as base price times quantity and sums the lines", () => {
    const totals = priceCart(
      [
        { serviceId: 2, quantity: 3 },
        { serviceId: 3, quantity: 7 },
      ],
      services,
    );
    expect(totals.lines.map((line) => [line.service.name, line.subtotalCents])).toEqual([
      ["Plumbing Repair", 37500],
      ["Fence Installation", 19950],
    ]);
    expect(totals.totalCents).toBe(57450);
  });

  it("takes half of Remodel and Installation lines today and the whole of other lines", () => {
    const totals = priceCart(
      [
        { serviceId: 1, quantity: 1 },
        { serviceId: 2, quantity: 2 },
        { serviceId: 3, quantity: 3 },
      ],
      services,
    );
    // 15000 / 2 + 250 + 85.50 / 2 (42.75)
    expect(totals.dueTodayCents).toBe(750000 + 25000 + 4275);
    expect(totals.totalCents).toBe(1500000 + 25000 + 8550);
  });

  it("leaves out lines whose service is no longer listed", () => {
    const totals = priceCart([{ serviceId: 99, quantity: 1 }], services);
    expect(totals).toEqual({ lines: [], totalCents: 0, dueTodayCents: 0, capped: false });
  });

  it("asks at most the business's cap today, and the rule's deposit when it is below the cap", () => {
    const kitchenAndPlumbing = [
      { serviceId: 1, quantity: 1 },
      { serviceId: 2, quantity: 2 },
    ];
    const capped = priceCart(kitchenAndPlumbing, services, 50000);
    expect([capped.dueTodayCents, capped.totalCents, capped.capped]).toEqual([50000, 1525000, true]);
    const under = priceCart([{ serviceId: 2, quantity: 1 }], services, 50000);
    expect([under.dueTodayCents, under.capped]).toEqual([12500, false]);
    const uncapped = priceCart(kitchenAndPlumbing, services, null);
    expect([uncapped.dueTodayCents, uncapped.capped]).toEqual([775000, false]);
  });

  it("adds a service once and counts it up when added again", () => {
    const once = addLine([], 2);
    expect(once).toEqual([{ serviceId: 2, quantity: 1 }]);
    expect(addLine(once, 2)).toEqual([{ serviceId: 2, quantity: 2 }]);
    expect(addLine(once, 3)).toEqual([
      { serviceId: 2, quantity: 1 },
      { serviceId: 3, quantity: 1 },
    ]);
  });

  it("removes a line at quantity 0 or below and keeps a quantity over the limit as typed", () => {
    const lines = [
      { serviceId: 2, quantity: 2 },
      { serviceId: 3, quantity: 1 },
    ];
    expect(setLineQuantity(lines, 2, 0)).toEqual([{ serviceId: 3, quantity: 1 }]);
    expect(setLineQuantity(lines, 3, -4)).toEqual([{ serviceId: 2, quantity: 2 }]);
    expect(setLineQuantity(lines, 2, 5)[0].quantity).toBe(5);
    expect(setLineQuantity(lines, 2, 1_000_000)[0].quantity).toBe(1_000_000);
    expect(removeLine(lines, 2)).toEqual([{ serviceId: 3, quantity: 1 }]);
  });

  it("reads typed quantities, waiting while the box holds nothing usable", () => {
    expect(parseQuantityInput("4")).toBe(4);
    expect(parseQuantityInput(" 12 ")).toBe(12);
    expect(parseQuantityInput("2.7")).toBe(2);
    expect(parseQuantityInput("0")).toBe(0);
    expect(parseQuantityInput("-3")).toBe(-3);
    expect(parseQuantityInput("")).toBeNull();
    expect(parseQuantityInput("-")).toBeNull();
    expect(parseQuantityInput("abc")).toBeNull();
  });
});
