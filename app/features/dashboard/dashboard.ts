/** The stat cards' targets (docs/business-data.md); progress bars cap at 100%. */
export const STAT_TARGETS = {
  totalBookings: 300,
  upcomingAppointments: 50,
  monthlyRevenue: 50_000,
  completedProjects: 200,
} as const;

/**
 * How often the open dashboard reloads its figures: the tab's page data is read again (its loader), stat
 * cards and panels alike.
 */
export const STATS_POLL_MS = 30_000;
