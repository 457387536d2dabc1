/** GET /api/admin/stats, polled every 30 s. Counts are numbers; revenue a decimal string. */
export interface AdminStats {
  totalBookings: number;
  upcomingAppointments: number;
  monthlyRevenue: string;
  completedProjects: number;
}

/** The stat cards' targets (docs/business-data.md); progress bars cap at 100%. */
export const STAT_TARGETS = {
  totalBookings: 300,
  upcomingAppointments: 50,
  monthlyRevenue: 50_000,
  completedProjects: 200,
} as const;

/** How often the dashboard asks for fresh stats. */
export const STATS_POLL_MS = 30_000;

/** GET /api/admin/dashboard: the panels below the stat cards, all computed in SQL in business time. */
export interface DashboardOverview {
  /** The 5 newest appointments by creation time. */
  recentActivity: {
    id: number;
    name: string;
    serviceName: string;
    status: string;
    createdAt: string;
  }[];
  /** Top 3 services by appointment count; percentage of all appointments, rounded. */
  popularServices: { serviceName: string; count: number; percentage: number }[];
  /** The last 12 calendar months, oldest first, the current month last ("2026-11"). */
  months: { month: string; bookings: number; revenue: string }[];
  pipeline: SalesPipeline;
}

/** From request to signed job, this business month (docs/estimates.md). */
export interface SalesPipeline {
  /** Quote requests received. */
  requests: number;
  /** Estimates sent for the first time (a revision or a second sending does not count again). */
  sent: number;
  /** Estimates approved (deposit paid or none due), and what they are worth. */
  approved: number;
  approvedValue: string;
  /** Of the estimates sent this month, the share approved so far, in whole percent; null when none were sent. */
  approvalRate: number | null;
}
