/**
 * The business's rules bind the owner as warnings: visits of an estimate scheduled on a closed weekday, a day
 * off, outside the day's hours or over another visit are refused (409) with each conflict, changing nothing,
 * and scheduled when the request says `confirmOutsideHours`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateView } from "~/features/estimates/estimate-view";
import { addDays, businessToday } from "~/lib/dates";
import { OUTSIDE_RULES } from "~/workflows/schedule-estimate-visits.server";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings, freshWeekdays } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(t.server.database.db);
});
afterAll(() => t?.server.close());

/** An estimate sent to `name` and approved by them, ready to be scheduled. */
async function approvedEstimate(name: string): Promise<EstimateView> {
  const body = estimateBody({ deposit: { kind: "fixed", value: "0" } });
  const created = await t.admin.post("/api/admin/estimates", {
    ...body,
    customer: { ...body.customer, name },
  });
  const estimate = (await created.json()) as EstimateView;
  expect((await t.admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
  const token = await tokenOfEstimate(t.server.database.db, estimate.id);
  const approved = await t.anonymous.post(`/api/estimates/${token}/approve`, { name, acceptTerms: true });
  expect(approved.status).toBe(200);
  return estimate;
}

const schedule = (id: number, body: unknown) => t.admin.post(`/api/admin/estimates/${id}/visits`, body);

/** The first date from two days ahead that falls on `weekday` (0 Sunday .. 6 Saturday). */
function next(weekday: number): string {
  let date = addDays(businessToday(), 2);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

describe("scheduling an estimate's visits against the business's rules", () => {
  it("answers 409 with every conflict and its reason, schedules nothing, then schedules when confirmed", async () => {
    const [holiday, busy] = freshWeekdays().slice(-2) as [string, string];
    const sunday = next(0);
    const saturday = next(6);
    // A day off, added while nothing is booked on it.
    const dayOff = await t.admin.post("/api/admin/availability/days-off", {
      startsOn: holiday,
      endsOn: holiday,
      note: "Thanksgiving",
    });
    expect(dayOff.status).toBe(201);
    // Maria's job takes a slot by the rules: no warning, scheduled at once.
    const maria = await approvedEstimate("Maria Lopez");
    expect((await schedule(maria.id, { visits: [{ date: busy, time: "10:00" }] })).status).toBe(200);

    const dana = await approvedEstimate("Dana Whitfield");
    const visits = [
      { date: busy, time: "10:00" },
      { date: saturday, time: "15:00" },
      { date: holiday, time: "11:00" },
      { date: sunday, time: "09:00" },
    ];
    const refused = await schedule(dana.id, { visits });
    expect(refused.status).toBe(409);
    const conflicts = [
      { date: busy, time: "10:00", reason: "Overlaps the visit of Maria Lopez at 10:00 AM" },
      { date: saturday, time: "15:00", reason: "Outside opening hours (9 AM-1 PM)" },
      { date: holiday, time: "11:00", reason: "Day off: Thanksgiving" },
      { date: sunday, time: "09:00", reason: "Closed on Sundays" },
    ].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`));
    expect(await refused.json()).toEqual({ message: OUTSIDE_RULES, conflicts });
    const unchanged = (await (await t.admin.fetch(`/api/admin/estimates/${dana.id}`)).json()) as EstimateView;
    expect(unchanged.status).toBe("approved");
    expect(unchanged.visits).toEqual([]);

    const confirmed = await schedule(dana.id, { visits, confirmOutsideHours: true });
    expect(confirmed.status).toBe(200);
    const view = (await confirmed.json()) as EstimateView;
    expect(view.status).toBe("scheduled");
    expect(view.visits.map((v) => [v.date, v.time, v.status])).toEqual(
      conflicts.map(({ date, time }) => [date, time, "confirmed"]),
    );
    // Maria keeps her visit: the owner put a second one in her slot.
    const hers = (await (await t.admin.fetch(`/api/admin/estimates/${maria.id}`)).json()) as EstimateView;
    expect(hers.visits.map((v) => [v.date, v.time, v.status])).toEqual([[busy, "10:00", "confirmed"]]);
  });

  it("warns of each rule alone, and takes each once confirmed", async () => {
    const cases: [{ date: string; time: string }, string][] = [
      [{ date: next(0), time: "12:00" }, "Closed on Sundays"],
      [{ date: next(6), time: "09:00" }, ""],
      [{ date: next(6), time: "14:00" }, "Outside opening hours (9 AM-1 PM)"],
    ];
    for (const [visit, reason] of cases) {
      const estimate = await approvedEstimate("Sam Rivera");
      const res = await schedule(estimate.id, { visits: [visit] });
      if (!reason) {
        expect(res.status, `${visit.date} ${visit.time}`).toBe(200);
        continue;
      }
      expect(res.status).toBe(409);
      expect((await res.json()).conflicts).toEqual([{ ...visit, reason }]);
      const confirmed = await schedule(estimate.id, { visits: [visit], confirmOutsideHours: true });
      expect(confirmed.status).toBe(200);
    }
  });
});
