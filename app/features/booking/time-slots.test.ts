import { describe, expect, it } from "vitest";
import { slotOptions } from "./time-slots";

describe("the time select's options", () => {
  it("offers nine hourly slots from 9:00 AM to 5:00 PM in 12-hour labels", () => {
    const options = slotOptions("2030-05-06", undefined);
    expect(options.map((option) => option.label)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
    expect(options.every((option) => option.available)).toBe(true);
    expect(options[4].time).toBe("13:00");
  });

  it("marks the day's taken or past slots unavailable", () => {
    const options = slotOptions("2030-05-06", {
      date: "2030-05-06",
      slots: [
        { time: "09:00", available: false },
        { time: "14:00", available: false },
        { time: "15:00", available: true },
      ],
    });
    expect(options.filter((option) => !option.available).map((option) => option.label)).toEqual([
      "9:00 AM (unavailable)",
      "2:00 PM (unavailable)",
    ]);
  });

  it("ignores the availability of another day", () => {
    const options = slotOptions("2030-05-07", {
      date: "2030-05-06",
      slots: [{ time: "09:00", available: false }],
    });
    expect(options[0]).toEqual({ time: "09:00", label: "9:00 AM", available: true });
  });

  it("offers only the day's opening hours once they are known, and nothing on a closed day", () => {
    const saturday = slotOptions("2030-05-11", {
      date: "2030-05-11",
      slots: ["09:00", "10:00", "11:00", "12:00", "13:00"].map((time) => ({
        time,
        available: time !== "10:00",
      })),
    });
    expect(saturday.map((option) => option.label)).toEqual([
      "9:00 AM",
      "10:00 AM (unavailable)",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
    ]);
    expect(slotOptions("2030-05-12", { date: "2030-05-12", slots: [] })).toEqual([]);
  });
});
