/** The texts' rules at fixed instants: quiet hours in both seasons and across a clock change, keywords, wording. */
import { describe, expect, it } from "vitest";
import {
  composeText,
  formatPhoneNumber,
  isQuietHour,
  keywordOf,
  keywordReply,
  nextMorning,
  quietHoursEnd,
} from "./text-rules";

const at = (iso: string) => new Date(iso);

describe("quiet hours (9 PM to 8 AM in Texas)", () => {
  it("hold a 10 PM text in January (CST) until 8 AM the next morning", () => {
    const tenPm = at("2026-01-15T04:00:00Z"); // January 14, 10:00 PM CST
    expect(isQuietHour(tenPm)).toBe(true);
    expect(quietHoursEnd(tenPm).toISOString()).toBe("2026-01-15T14:00:00.000Z"); // January 15, 8:00 AM CST
  });

  it("hold a 10 PM text in July (CDT) until 8 AM the next morning", () => {
    const tenPm = at("2026-07-16T03:00:00Z"); // July 15, 10:00 PM CDT
    expect(isQuietHour(tenPm)).toBe(true);
    expect(quietHoursEnd(tenPm).toISOString()).toBe("2026-07-16T13:00:00.000Z"); // July 16, 8:00 AM CDT
  });

  it("hold a text before 8 AM until 8 AM the same day, across the spring clock change", () => {
    expect(quietHoursEnd(at("2026-01-15T13:30:00Z")).toISOString()).toBe("2026-01-15T14:00:00.000Z");
    // March 7, 10:00 PM CST; the clocks go forward at 2 AM: 8 AM on March 8 is CDT.
    expect(quietHoursEnd(at("2026-03-08T04:00:00Z")).toISOString()).toBe("2026-03-08T13:00:00.000Z");
  });

  it("begin at 9:00 PM and end at 8:00 AM sharp", () => {
    expect(isQuietHour(at("2026-07-16T01:59:00Z"))).toBe(false); // 8:59 PM CDT
    expect(isQuietHour(at("2026-07-16T02:00:00Z"))).toBe(true); // 9:00 PM CDT
    expect(isQuietHour(at("2026-07-16T12:59:00Z"))).toBe(true); // 7:59 AM CDT
    expect(isQuietHour(at("2026-07-16T13:00:00Z"))).toBe(false); // 8:00 AM CDT
  });

  it("put a text over the day's limit at 8 AM the next business day", () => {
    expect(nextMorning(at("2026-01-15T18:00:00Z")).toISOString()).toBe("2026-01-16T14:00:00.000Z");
    // 11:30 PM on July 15 in Texas is July 16 in UTC: still the 16th's morning.
    expect(nextMorning(at("2026-07-16T04:30:00Z")).toISOString()).toBe("2026-07-16T13:00:00.000Z");
  });
});

describe("keywords", () => {
  it("are the whole text, trimmed, in any case", () => {
    for (const word of ["STOP", "stop", " Stop\n", "STOPALL", "unsubscribe", "Cancel", "END", "quit"]) {
      expect(keywordOf(word), word).toBe("stop");
    }
    expect(keywordOf("start")).toBe("start");
    expect(keywordOf("UNSTOP")).toBe("start");
    expect(keywordOf("help ")).toBe("help");
    expect(keywordOf("Please stop by at 3")).toBeNull();
    expect(keywordOf("Can we END early?")).toBeNull();
  });

  it("are answered naming the business, with its phone for HELP", () => {
    const business = { name: "Big Country Home Remodeling", phone: "(325) 555-0142" };
    expect(keywordReply("stop", business)).toMatch(/^Big Country Home Remodeling: .*unsubscribed.*START/);
    expect(keywordReply("start", business)).toMatch(
      /^Big Country Home Remodeling: .*Reply STOP to opt out\.$/,
    );
    expect(keywordReply("help", business)).toBe(
      "Big Country Home Remodeling: For help, call us at (325) 555-0142 or reply to this text. Reply STOP to opt out.",
    );
  });
});

describe("a text's words", () => {
  it("start with the business's name and end with the way to stop on the first text only", () => {
    expect(composeText("Big Country Home Remodeling", "See you at 9.", { firstToNumber: true })).toBe(
      "Big Country Home Remodeling: See you at 9.\nReply STOP to opt out",
    );
    expect(composeText("Big Country Home Remodeling", "See you at 9.", { firstToNumber: false })).toBe(
      "Big Country Home Remodeling: See you at 9.",
    );
  });

  it("are not prefixed again when the body already names the business", () => {
    const words = "Dana from Big Country Home Remodeling is on the way, about 20 minutes out";
    expect(composeText("Big Country Home Remodeling", words, { firstToNumber: false })).toBe(words);
  });

  it("write a US number as people read it", () => {
    expect(formatPhoneNumber("+13255550123")).toBe("(325) 555-0123");
    expect(formatPhoneNumber("+442079460000")).toBe("+442079460000");
  });
});
