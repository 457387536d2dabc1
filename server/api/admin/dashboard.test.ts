/**
 * Dashboard figures against hand-computed values, at an instant where the business's date (America/Chicago)
 * and the UTC date differ: 2026-03-01 05:30 UTC is 2026-02-28 23:30 in Abilene.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointmentSummary } from "~/features/appointments/admin-appointments.server";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { createEstimate } from "~/features/estimates/estimate-editing.server";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { estimateVisitName } from "~/lib/estimate-visit-name";
import { parseInput } from "~/lib/input";
import { estimateApprovals, estimates, quoteRequests } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { makeVisit } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const NOW = new Date("2026-03-01T05:30:00Z");
const at = (iso: string) => new Date(iso);

let server: TestServer;
let admin: Client;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
  const db = server.database.db;
  const visit = async (key: string, options: Parameters<typeof makeVisit>[1]) => {
    ids[key] = (await makeVisit(db, options)).appointmentId;
  };
  // Paid at 23:00 on Feb 28 in Abilene (already March in UTC): February's revenue.
  await visit("A", {
    email: "a@example.com",
    serviceName: "Fence Repair",
    date: "2026-02-28",
    status: "confirmed",
    createdAt: at("2026-02-10T12:00:00Z"),
    payment: { amount: "100.10", paidAt: at("2026-03-01T05:00:00Z") },
  });
  // Booked and paid one minute before February began in Abilene: January.
  await visit("B", {
    email: "b@example.com",
    serviceName: "Fence Repair",
    date: "2026-02-27",
    status: "completed",
    createdAt: at("2026-02-01T05:59:00Z"),
    payment: { amount: "50.00", paidAt: at("2026-02-01T05:59:00Z") },
  });
  // Booked and paid at midnight on Feb 1 in Abilene: February.
  await visit("C", {
    email: "c@example.com",
    serviceName: "Fence Repair",
    date: "2026-03-02",
    status: "pending",
    createdAt: at("2026-02-01T06:00:00Z"),
    payment: { amount: "200.25", paidAt: at("2026-02-01T06:00:00Z") },
  });
  await visit("D", {
    email: "d@example.com",
    serviceName: "Kitchen Remodel",
    date: "2026-03-05",
    status: "cancelled",
    createdAt: at("2025-03-01T06:00:00Z"),
    payment: { amount: "999.00", status: "failed", paidAt: null },
  });
  // Booked in February 2025 (outside the 12 months); paid at midnight on March 1 in Abilene (not February).
  await visit("E", {
    email: "e@example.com",
    serviceName: "Kitchen Remodel",
    date: "2026-03-06",
    status: "completed",
    createdAt: at("2025-03-01T05:59:00Z"),
    payment: { amount: "75.00", paidAt: at("2026-03-01T06:00:00Z") },
  });
  await visit("F", {
    email: "f@example.com",
    serviceName: "Deck Building",
    date: "2026-04-01",
    status: "payment_pending",
    createdAt: at("2026-02-20T00:00:00Z"),
  });
  await visit("G", {
    email: "g@example.com",
    serviceName: "Painting",
    date: "2025-12-01",
    status: "completed",
    createdAt: at("2025-11-15T12:00:00Z"),
    payment: { amount: "30.00", paidAt: at("2025-11-15T12:00:00Z") },
  });
});
afterAll(() => server?.close());

describe("stats", () => {
  it("counts in business time: today is Feb 28 and this month is February", async () => {
    expect(await getAdminStats(server.database.db, NOW)).toEqual({
      totalBookings: 7,
      // C and F; not A (today in Abilene, but its 10:00 visit has started), B (past), D (cancelled) or
      // E (completed).
      upcomingAppointments: 2,
      monthlyRevenue: "300.35",
      completedProjects: 3,
    });
  });

  it("counts a visit later today as upcoming, as the appointments tab does", async () => {
    const morning = at("2026-02-28T14:00:00Z"); // 08:00 in Abilene: A's 10:00 visit is ahead
    expect((await getAdminStats(server.database.db, morning)).upcomingAppointments).toBe(3);
  });

  it("answers 0.00 revenue in a month without payments", async () => {
    const stats = await getAdminStats(server.database.db, at("2026-06-15T12:00:00Z"));
    expect(stats.monthlyRevenue).toBe("0.00");
    expect(stats.upcomingAppointments).toBe(0);
  });

  it("is served at GET /api/admin/stats", async () => {
    const res = await admin.fetch("/api/admin/stats");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({ totalBookings: 7, completedProjects: 3 });
  });
});

describe("overview", () => {
  it("lists the 5 newest appointments by creation time", async () => {
    const { recentActivity } = await getDashboardOverview(server.database.db, NOW);
    expect(recentActivity.map((a) => a.id)).toEqual([ids.F, ids.A, ids.C, ids.B, ids.G]);
    expect(recentActivity[1]).toEqual({
      id: ids.A,
      name: "Pat Customer",
      serviceName: "Fence Repair",
      status: "confirmed",
      createdAt: "2026-02-10T12:00:00.000Z",
    });
  });

  it("ranks the top 3 services with their rounded share of all appointments", async () => {
    const { popularServices } = await getDashboardOverview(server.database.db, NOW);
    expect(popularServices).toEqual([
      { serviceName: "Fence Repair", count: 3, percentage: 43 },
      { serviceName: "Kitchen Remodel", count: 2, percentage: 29 },
      { serviceName: "Deck Building", count: 1, percentage: 14 },
    ]);
  });

  it("gives 12 months of bookings and revenue, empty months as 0", async () => {
    const { months } = await getDashboardOverview(server.database.db, NOW);
    expect(months.map((m) => m.month)).toEqual([
      "2025-03",
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    const byMonth = Object.fromEntries(months.map((m) => [m.month, [m.bookings, m.revenue]]));
    expect(byMonth).toMatchObject({
      "2025-03": [1, "0.00"],
      "2025-04": [0, "0.00"],
      "2025-11": [1, "30.00"],
      "2025-12": [0, "0.00"],
      "2026-01": [1, "50.00"],
      "2026-02": [3, "300.35"],
    });
  });

  it("is served at GET /api/admin/dashboard", async () => {
    const res = await admin.fetch("/api/admin/dashboard");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { recentActivity: unknown[]; months: unknown[] };
    expect(body.recentActivity).toHaveLength(5);
    expect(body.months).toHaveLength(12);
  });
});

describe("appointments summary", () => {
  it("takes the next 3 visits after 23:30 on Feb 28 in Abilene, cancelled and completed ones left out", async () => {
    const summary = await appointmentSummary(server.database.db, NOW);
    expect(summary).toMatchObject({ total: 7, confirmed: 1, pending: 1 });
    // A (Feb 28, 10:00) is already past in Abilene; D is cancelled and E completed.
    expect(summary.upcoming.map((a) => a.id)).toEqual([ids.C, ids.F]);
  });

  it("counts a visit later today as upcoming", async () => {
    const morning = at("2026-02-28T14:00:00Z"); // 08:00 in Abilene
    const summary = await appointmentSummary(server.database.db, morning);
    expect(summary.upcoming.map((a) => a.id)).toEqual([ids.A, ids.C, ids.F]);
  });
});

describe("sales pipeline", () => {
  it("counts this business month's requests, first sendings, approvals and their value, and the approval rate", async () => {
    const db = server.database.db;
    const quote = {
      name: "Q",
      email: "q@example.com",
      phone: "3255550100",
      serviceType: "Deck",
      details: "A deck please",
    };
    await db.insert(quoteRequests).values([
      { ...quote, preferredDate: "2026-03-10", createdAt: at("2026-02-01T06:00:00Z") }, // Feb 1, 00:00 in Abilene
      { ...quote, preferredDate: "2026-03-10", createdAt: at("2026-02-01T05:59:00Z") }, // still January there
      { ...quote, preferredDate: "2026-03-10", createdAt: at("2026-03-01T05:00:00Z") }, // Feb 28, 23:00 there
    ]);
    const estimate = async (sentAt: string, status: string, approved?: { total: string; on: string }) => {
      const id = await createEstimate(
        db,
        parseInput(estimateBodySchema, estimateBody({ validUntil: "2099-01-01" })),
      );
      await db
        .update(estimates)
        .set({ sentAt: at(sentAt), status })
        .where(eq(estimates.id, id));
      if (approved) {
        const [approval] = await db
          .insert(estimateApprovals)
          .values({
            estimateId: id,
            signedName: "Dana",
            ipAddress: "127.0.0.1",
            userAgent: "test",
            contentHash: "0".repeat(64),
            optionalLineIds: [],
            total: approved.total,
            depositDue: "0.00",
          })
          .returning({ id: estimateApprovals.id });
        await db
          .update(estimates)
          .set({ approvalId: approval!.id, decidedAt: at(approved.on) })
          .where(eq(estimates.id, id));
      }
      return id;
    };
    // Sent in February and approved there; its second revision, sent later, is the same estimate.
    const first = await estimate("2026-02-10T15:00:00Z", "scheduled", {
      total: "1000.00",
      on: "2026-02-12T15:00:00Z",
    });
    const [row] = await db.select().from(estimates).where(eq(estimates.id, first));
    const { id: _id, ...copy } = row!;
    await db.insert(estimates).values({
      ...copy,
      revision: 2,
      status: "sent",
      sentAt: at("2026-02-11T15:00:00Z"),
      approvalId: null,
      decidedAt: null,
      tokenHash: null,
    });
    await estimate("2026-02-15T15:00:00Z", "declined");
    // Sent in January, approved in February: an approval of this month, not a sending.
    await estimate("2026-01-20T15:00:00Z", "approved", { total: "500.50", on: "2026-02-03T15:00:00Z" });

    const { pipeline } = await getDashboardOverview(db, NOW);
    expect(pipeline).toEqual({
      requests: 2,
      sent: 2,
      approved: 2,
      approvedValue: "1500.50",
      approvalRate: 50,
    });
  });
});

describe("popular services and an estimate's work days", () => {
  it("counts catalog services only, not the visits scheduled from estimates", async () => {
    const db = server.database.db;
    // More work days of one job than bookings of any service: they would top the list if counted.
    for (const day of ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12"]) {
      await makeVisit(db, {
        email: "job@example.com",
        serviceName: estimateVisitName("Kitchen refresh", 12),
        date: day,
        status: "confirmed",
        createdAt: at("2026-02-20T15:00:00Z"),
      });
    }
    const { popularServices } = await getDashboardOverview(db, NOW);
    expect(popularServices).toEqual([
      { serviceName: "Fence Repair", count: 3, percentage: 43 },
      { serviceName: "Kitchen Remodel", count: 2, percentage: 29 },
      { serviceName: "Deck Building", count: 1, percentage: 14 },
    ]);
  });
});
