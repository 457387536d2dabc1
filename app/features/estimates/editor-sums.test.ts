import { describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { typedLineCents, typedSchedule, typedSums } from "./editor-sums";
import { estimateBodySchema } from "./estimate.schema";

describe("the editor's live sums", () => {
  it("adds the required lines, keeps the optional ones apart and takes the deposit of the subtotal", () => {
    const sums = typedSums(
      [
        { quantity: "120", unitPrice: "28.00", optional: false },
        { quantity: "1", unitPrice: "250", optional: false },
        { quantity: "1", unitPrice: "400", optional: true },
      ],
      { kind: "percent", value: "25" },
    );
    expect(sums).toMatchObject({ requiredCents: 361_000, optionalCents: 40_000, depositCents: 90_250 });
  });

  it("counts what is not a number yet as nothing instead of failing", () => {
    expect(typedLineCents({ quantity: "", unitPrice: "abc" })).toBe(0);
    expect(typedLineCents({ quantity: "2", unitPrice: "1e400" })).toBe(0);
    expect(typedLineCents({ quantity: "-3", unitPrice: "10" })).toBe(0);
    expect(typedSums([{ quantity: "2", unitPrice: "10" }], { kind: "fixed", value: "x" }).depositCents).toBe(
      0,
    );
    expect(typedSums([{ quantity: "2", unitPrice: "10" }], undefined).depositCents).toBe(0);
  });

  it("caps a fixed deposit at the subtotal", () => {
    expect(
      typedSums([{ quantity: "1", unitPrice: "100" }], { kind: "fixed", value: "500" }).depositCents,
    ).toBe(10_000);
  });
});

describe("the editor's check of a line that is not a number", () => {
  it("is the line's message, not a failure of the whole check", () => {
    const body = (line: { quantity: string; unitPrice: string }) => ({
      customer: { name: "Marisol Vega", email: "marisol@example.com", phone: "325-555-0199" },
      title: "Backyard fence",
      lines: [{ description: "Fence", unit: "ft", optional: false, ...line }],
      validUntil: addDays(businessToday(), 10),
    });
    const paths = (input: unknown) =>
      estimateBodySchema.safeParse(input).error?.issues.map((issue) => issue.path.join("."));
    expect(paths(body({ quantity: "1", unitPrice: "abc" }))).toEqual(["lines.0.unitPrice"]);
    expect(paths(body({ quantity: "abc", unitPrice: "12" }))).toEqual(["lines.0.quantity"]);
  });

  it("works the schedule out on the subtotal, a value not typed yet counting as nothing", () => {
    const lines = [
      { quantity: "1", unitPrice: "10000", optional: false },
      { quantity: "1", unitPrice: "500", optional: true },
    ];
    const deposit = { kind: "percent", value: "30" };
    expect(
      typedSchedule(lines, deposit, [
        { kind: "percent", value: "40" },
        { kind: "fixed", value: "" },
        { kind: "fixed", value: "12,5" },
      ]),
    ).toEqual({
      depositCents: 300_000,
      milestoneCents: [400_000, 0, 0],
      completionCents: 300_000,
      overCents: 0,
    });
  });
});
