/**
 * The visits an approved change order adds, scheduled through the estimate's visits route with its
 * `changeOrderId` (docs/estimates.md, "Scheduling"): bookings of the job that carry the change order and cost
 * nothing, named after it, under the same slot locks and rule warnings, told to the customer; the job's page
 * lists them with their change order. A change order that is not approved is a 409, one of another job a 400
 * at the field; admins only.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EstimateView } from "~/features/estimates/estimate-view";
import { NOT_A_CHANGE_ORDER_OF_JOB } from "~/features/estimates/estimate.schema";
import type { JobView } from "~/features/jobs/job-view";
import { addDays, businessToday, formatWeekdayDate } from "~/lib/dates";
import { OUTSIDE_RULES } from "~/workflows/schedule-estimate-visits.server";
import { appointments, bookings } from "~db/schema";
import { freshWeekdays } from "~tests/support/booking";
import {
  changeOrderTestServer,
  draftChangeOrder,
  newJob,
  sentChangeOrder,
  visitor,
  type ChangeOrderSite,
} from "~tests/support/change-orders";
import { waitForMail } from "~tests/support/outbox";

const site = changeOrderTestServer();
const db = () => site().server.database.db;

const schedule = (estimateId: number, body: unknown, client = site().admin) =>
  client.post(`/api/admin/estimates/${estimateId}/visits`, body);

/** A change order of `estimateId` written, sent and approved through the API (3 days added by default). */
async function approvedChangeOrder(s: ChangeOrderSite, estimateId: number, title = "Extra framing") {
  const { view, token } = await sentChangeOrder(s, estimateId, { title });
  const res = await visitor(s).post(`/api/change-orders/${token}/approve`, {
    name: "Dana Estimate",
    acceptTerms: true,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return view;
}

let dayIndex = 0;
/** Open weekdays no other test of the file takes. */
const freshDays = (count: number) => {
  const days = freshWeekdays().slice(dayIndex, dayIndex + count);
  dayIndex += count;
  return days as [string, ...string[]];
};

/** The visits of the job in the database: booking and appointment, in time order. */
async function visitsOf(estimateId: number) {
  return db()
    .select({
      changeOrderId: bookings.changeOrderId,
      date: bookings.date,
      time: bookings.time,
      totalAmount: bookings.totalAmount,
      depositAmount: bookings.depositAmount,
      serviceName: appointments.serviceName,
      estimatedCost: appointments.estimatedCost,
      status: appointments.status,
      details: appointments.details,
    })
    .from(bookings)
    .innerJoin(appointments, eq(appointments.bookingId, bookings.id))
    .where(eq(bookings.estimateId, estimateId))
    .orderBy(bookings.date, bookings.time);
}

const readJob = async (estimateId: number) => {
  const res = await site().admin.fetch(`/api/admin/jobs/${estimateId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as JobView;
};

const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const fieldErrors = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { errors: Record<string, string> }).errors;
};

describe("scheduling an approved change order's visits", () => {
  it("makes confirmed visits of the job that carry it, cost nothing and are named after it", async () => {
    const job = await newJob(site());
    const order = await approvedChangeOrder(site(), job.id);
    const [first, second] = freshDays(2);
    const res = await schedule(job.id, {
      visits: [
        { date: second, time: "09:00" },
        { date: first, time: "13:00" },
      ],
      changeOrderId: order.id,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The estimate's own work is not scheduled by them.
    expect(((await res.json()) as EstimateView).status).toBe("approved");

    const name = `CO-1: Extra framing (estimate #${job.number})`;
    expect(await visitsOf(job.id)).toEqual([
      {
        changeOrderId: order.id,
        date: first,
        time: "13:00",
        totalAmount: "0.00",
        depositAmount: "0.00",
        serviceName: name,
        estimatedCost: "0.00",
        status: "confirmed",
        details: `Visit 1 of 2 for change order CO-1 (estimate #${job.number})`,
      },
      {
        changeOrderId: order.id,
        date: second,
        time: "09:00",
        totalAmount: "0.00",
        depositAmount: "0.00",
        serviceName: name,
        estimatedCost: "0.00",
        status: "confirmed",
        details: `Visit 2 of 2 for change order CO-1 (estimate #${job.number})`,
      },
    ]);

    // The job's page lists them with their change order.
    const view = await readJob(job.id);
    expect(
      view.visits.map(({ date, time, status, changeOrderId }) => [date, time, status, changeOrderId]),
    ).toEqual([
      [first, "13:00", "confirmed", order.id],
      [second, "09:00", "confirmed", order.id],
    ]);

    // The customer is told the days, as for the estimate's visits.
    const mail = await waitForMail(`${site().server.dataDir}/outbox`, job.customer.email, {
      subject: /is scheduled/,
    });
    expect(mail.text).toContain(formatWeekdayDate(first));
    expect(mail.text).toContain(formatWeekdayDate(second));
  });

  it("leaves the approved total to the estimate's own first visits, scheduled after the change order's", async () => {
    const job = await newJob(site());
    const order = await approvedChangeOrder(site(), job.id);
    const [early, later] = freshDays(2);
    expect(
      (await schedule(job.id, { visits: [{ date: early, time: "10:00" }], changeOrderId: order.id })).status,
    ).toBe(200);
    const own = await schedule(job.id, { visits: [{ date: later, time: "10:00" }], changeOrderId: null });
    expect(own.status, await own.clone().text()).toBe(200);
    expect(((await own.json()) as EstimateView).status).toBe("scheduled");
    expect(
      (await visitsOf(job.id)).map((v) => [v.date, v.changeOrderId, v.totalAmount, v.serviceName]),
    ).toEqual([
      [early, order.id, "0.00", `CO-1: Extra framing (estimate #${job.number})`],
      [later, null, "2250.00", `Kitchen refresh (estimate #${job.number})`],
    ]);
  });

  it("warns of the business's rules and the slots taken as for the estimate's visits, then schedules when confirmed", async () => {
    const job = await newJob(site());
    const order = await approvedChangeOrder(site(), job.id);
    const [busy] = freshDays(1);
    expect((await schedule(job.id, { visits: [{ date: busy, time: "11:00" }] })).status).toBe(200);
    let sunday = addDays(businessToday(), 2);
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    const visits = [
      { date: busy, time: "11:00" },
      { date: sunday, time: "09:00" },
    ];

    const refused = await schedule(job.id, { visits, changeOrderId: order.id });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; conflicts: { date: string; reason: string }[] };
    expect(body.message).toBe(OUTSIDE_RULES);
    // Each visit the rules would not take, with its reason.
    const reasons = new Map(body.conflicts.map((c) => [c.date, c.reason]));
    expect([...reasons.keys()].sort()).toEqual([busy, sunday].sort());
    expect(reasons.get(busy)).toBe("Overlaps the visit of Dana Estimate at 11:00 AM");
    expect(reasons.get(sunday)).toBe("Closed on Sundays");
    expect((await visitsOf(job.id)).filter((v) => v.changeOrderId !== null)).toEqual([]);

    const confirmed = await schedule(job.id, { visits, changeOrderId: order.id, confirmOutsideHours: true });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const added = (await visitsOf(job.id)).filter((v) => v.changeOrderId === order.id);
    expect(added.map((v) => [v.date, v.time]).sort()).toEqual(
      [
        [busy, "11:00"],
        [sunday, "09:00"],
      ].sort(),
    );
  });
});

describe("the change orders refused", () => {
  it("answers 409 for a draft, a sent and a declined change order, scheduling nothing", async () => {
    const job = await newJob(site());
    const draft = await draftChangeOrder(site(), job.id);
    const sent = await sentChangeOrder(site(), job.id);
    const declined = await sentChangeOrder(site(), job.id);
    const decline = await visitor(site()).post(`/api/change-orders/${declined.token}/decline`, {});
    expect(decline.status).toBe(200);
    const [day] = freshDays(1);
    for (const [id, number] of [
      [draft.id, "CO-1"],
      [sent.view.id, "CO-2"],
      [declined.view.id, "CO-3"],
    ] as const) {
      const res = await schedule(job.id, { visits: [{ date: day, time: "09:00" }], changeOrderId: id });
      expect(res.status).toBe(409);
      expect(await message(res)).toBe(
        `Change order ${number} is not approved: only an approved change order's visits can be scheduled.`,
      );
    }
    expect(await visitsOf(job.id)).toEqual([]);
  });

  it("answers 400 at the field for another job's change order, one that does not exist, or no id", async () => {
    const job = await newJob(site());
    const other = await newJob(site());
    const elsewhere = await approvedChangeOrder(site(), other.id);
    const [day] = freshDays(1);
    for (const changeOrderId of [elsewhere.id, 2_000_000_000, "CO-1", 0, -4]) {
      const res = await schedule(job.id, { visits: [{ date: day, time: "09:00" }], changeOrderId });
      expect(await fieldErrors(res), String(changeOrderId)).toEqual({
        changeOrderId: NOT_A_CHANGE_ORDER_OF_JOB,
      });
    }
    const touched = await db()
      .select({ id: bookings.id })
      .from(bookings)
      .where(inArray(bookings.estimateId, [job.id, other.id]));
    expect(touched).toEqual([]);
  });
});

describe("who may schedule a change order's visits", () => {
  it("answers 401 to anonymous and 403 to a customer, scheduling nothing", async () => {
    const job = await newJob(site());
    const order = await approvedChangeOrder(site(), job.id);
    const [day] = freshDays(1);
    const body = { visits: [{ date: day, time: "09:00" }], changeOrderId: order.id };
    expect((await schedule(job.id, body, site().anonymous)).status).toBe(401);
    expect((await schedule(job.id, body, site().customer)).status).toBe(403);
    expect(await visitsOf(job.id)).toEqual([]);
  });
});
