import { describe, expect, it } from "vitest";
import { cardsThatFit, chunk, lastStart, startRevealing, wrapIndex } from "./carousel-math";

describe("wrapIndex", () => {
  it("wraps past the end to the start and before the start to the end", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it("answers 0 for an empty list instead of NaN", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("chunk", () => {
  it("makes slides of three with a shorter last slide", () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it("makes no slide of nothing", () => {
    expect(chunk([], 3)).toEqual([]);
  });
});

describe("cardsThatFit (320 px cards, 350 px step)", () => {
  it.each([
    [200, 1],
    [343, 1],
    [669, 1],
    [670, 2],
    [1020, 3],
    [1232, 3],
    [1370, 4],
  ])("%i px holds %i card(s)", (width, cards) => {
    expect(cardsThatFit(width, 320, 350)).toBe(cards);
  });
});

describe("lastStart", () => {
  it("stops when the last card is in view", () => {
    expect(lastStart(8, 3)).toBe(5);
    expect(lastStart(2, 3)).toBe(0);
  });
});

describe("startRevealing", () => {
  it("keeps the position when the card is already in view", () => {
    expect(startRevealing(3, 2, 3, 5)).toBe(2);
  });

  it("moves just far enough to show a card beyond the right edge", () => {
    expect(startRevealing(6, 2, 3, 5)).toBe(4);
    expect(startRevealing(7, 0, 3, 5)).toBe(5);
  });

  it("moves back to a card before the left edge", () => {
    expect(startRevealing(1, 4, 3, 5)).toBe(1);
  });
});
