import { describe, expect, it } from "vitest";
import { adoptShownControls, initialChoices, type ShownControls } from "./choices";

// What the server renders: Bathroom, 50 sq ft, Standard.
const RENDERED: ShownControls = { type: "bathroom", option: "standard", slider: "50", typed: "50" };

describe("a choice made before the calculator hydrated", () => {
  it("changes nothing when the controls show what was rendered", () => {
    expect(adoptShownControls("bathroom", initialChoices(), RENDERED)).toBeNull();
  });

  it("makes the checked type the one shown, with its own size and option", () => {
    const early = adoptShownControls("bathroom", initialChoices(), { ...RENDERED, type: "kitchen" });
    expect(early?.type).toBe("kitchen");
    expect(early?.choices.kitchen).toEqual({ size: 100, option: "standard" });
    expect(early?.choices.bathroom).toEqual({ size: 50, option: "standard" });
  });

  it("keeps an option picked and a size typed or slid for the rendered type, even when another is checked", () => {
    const typed = adoptShownControls("bathroom", initialChoices(), {
      type: "deck",
      option: "premium",
      slider: "50",
      typed: "80",
    });
    expect(typed?.type).toBe("deck");
    expect(typed?.choices.bathroom).toEqual({ size: 80, option: "premium" });

    const slid = adoptShownControls("bathroom", initialChoices(), { ...RENDERED, slider: "120" });
    expect(slid?.choices.bathroom.size).toBe(120);
    // Both moved: the typed figure, the exact one, wins.
    const both = adoptShownControls("bathroom", initialChoices(), {
      ...RENDERED,
      slider: "120",
      typed: "70",
    });
    expect(both?.choices.bathroom.size).toBe(70);
  });

  it("holds a typed size to the range, and ignores values the table does not know", () => {
    expect(
      adoptShownControls("bathroom", initialChoices(), { ...RENDERED, typed: "9999" })?.choices.bathroom.size,
    ).toBe(150);
    expect(
      adoptShownControls("bathroom", initialChoices(), {
        type: "attic",
        option: "gold",
        slider: "",
        typed: "",
      }),
    ).toBeNull();
  });
});
