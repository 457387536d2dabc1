import { describe, expect, it } from "vitest";
import { recordFetch } from "~tests/support/recorded-fetch";
import { fetchAvailability } from "./api";

describe("booking API calls", () => {
  const calls = recordFetch({ date: "2026-12-01", slots: [{ time: "09:00", available: true }] });

  it("asks for one day's slots by its date", async () => {
    expect(await fetchAvailability("2026-12-01")).toEqual({
      date: "2026-12-01",
      slots: [{ time: "09:00", available: true }],
    });
    expect(calls).toEqual([["GET", "/api/availability?date=2026-12-01"]]);
  });
});
