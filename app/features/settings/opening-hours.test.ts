import { describe, expect, it } from "vitest";
import { openingHoursText, parseOpeningHours } from "./opening-hours";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

describe("parseOpeningHours", () => {
  it("reads the demo business's hours; a closed day is absent", () => {
    expect(parseOpeningHours("Mon-Fri: 8AM-5PM, Sat: 9AM-2PM, Sun: Closed")).toEqual([
      { days: weekdays, opens: "08:00", closes: "17:00" },
      { days: ["Saturday"], opens: "09:00", closes: "14:00" },
    ]);
  });

  it.each([
    ["Monday - Friday 7:30 am - 4:30 pm", { days: weekdays, opens: "07:30", closes: "16:30" }],
    [
      "Tues thru Thurs: 12 p.m. to 8 p.m.",
      { days: ["Tuesday", "Wednesday", "Thursday"], opens: "12:00", closes: "20:00" },
    ],
    ["Sat: noon-6PM", { days: ["Saturday"], opens: "12:00", closes: "18:00" }],
    ["Sun 12AM-11:59PM", { days: ["Sunday"], opens: "00:00", closes: "23:59" }],
  ])("reads %j", (text, expected) => {
    expect(parseOpeningHours(text)).toEqual([expected]);
  });

  it.each([
    "By appointment",
    "Mon-Fri: 25AM-5PM",
    "Fri-Mon: 8AM-5PM",
    "Someday: 8AM-5PM",
    "Mon-Fri: 8-5",
    "",
  ])("states nothing for %j rather than guessing", (text) => {
    expect(parseOpeningHours(text)).toEqual([]);
  });

  it("keeps the parts it can read when another part is unreadable", () => {
    expect(parseOpeningHours("Mon-Fri: 8AM-5PM; Sat: by appointment")).toEqual([
      { days: weekdays, opens: "08:00", closes: "17:00" },
    ]);
  });
});

describe("openingHoursText", () => {
  it("writes schema.org's short form", () => {
    expect(openingHoursText({ days: weekdays as never, opens: "08:00", closes: "17:00" })).toBe(
      "Mo-Fr 08:00-17:00",
    );
    expect(openingHoursText({ days: ["Saturday"], opens: "09:00", closes: "14:00" })).toBe("Sa 09:00-14:00");
  });
});
