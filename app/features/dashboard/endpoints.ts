/** The dashboard's endpoints (app/lib/endpoint.ts): the stat cards' figures and the panels below them. */
import { z } from "zod";
import { endpoint, timestamp } from "~/lib/endpoint";

/** The stat cards' figures. Counts are numbers; revenue a decimal string ("1500.00"). */
export const adminStats = z.object({
  totalBookings: z.number(),
  upcomingAppointments: z.number(),
  monthlyRevenue: z.string(),
  completedProjects: z.number(),
});

/** From request to signed job, this business month (docs/estimates.md). */
export const salesPipeline = z.object({
  /** Quote requests received. */
  requests: z.number(),
  /** Estimates sent for the first time (a revision or a second sending does not count again). */
  sent: z.number(),
  /** Estimates approved (deposit paid or none due), and what they are worth (a decimal string). */
  approved: z.number(),
  approvedValue: z.string(),
  /** Of the estimates sent this month, the share approved so far, in whole percent; null when none were sent. */
  approvalRate: z.number().nullable(),
});

/** The panels below the stat cards, all computed in SQL in business time. */
export const dashboardOverview = z.object({
  /** The 5 newest appointments by creation time. */
  recentActivity: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      serviceName: z.string(),
      status: z.string(),
      createdAt: timestamp,
    }),
  ),
  /** Top 3 services by appointment count; percentage of all appointments, rounded. */
  popularServices: z.array(z.object({ serviceName: z.string(), count: z.number(), percentage: z.number() })),
  /** The last 12 calendar months, oldest first, the current month last ("2026-11"); revenue a decimal string. */
  months: z.array(z.object({ month: z.string(), bookings: z.number(), revenue: z.string() })),
  pipeline: salesPipeline,
});

export const dashboardEndpoints = {
  stats: endpoint({ method: "GET", path: "/api/admin/stats", access: "admin", output: adminStats }),
  overview: endpoint({
    method: "GET",
    path: "/api/admin/dashboard",
    access: "admin",
    output: dashboardOverview,
  }),
};

export type AdminStats = z.infer<typeof adminStats>;
export type SalesPipeline = z.infer<typeof salesPipeline>;
export type DashboardOverview = z.infer<typeof dashboardOverview>;
