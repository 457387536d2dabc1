import AdminAppointmentsTab from "~/features/appointments/admin-appointments-tab";
import { requireAdminPage } from "~/features/auth/guards.server";
import { AvailabilitySettings } from "~/features/availability/availability-settings";
import { TIME_SLOTS } from "~/features/booking/booking.schema";
import { CalendarFeedSection } from "~/features/calendar-feed/calendar-feed-section";
import CustomersTab from "~/features/customers/customers-tab";
import DashboardTab from "~/features/dashboard/dashboard-tab";
import AdminEstimatesTab from "~/features/estimates/admin-estimates-tab";
import { EstimateDefaultsForm } from "~/features/estimates/estimate-defaults-form";
import InboxTab from "~/features/inbox/inbox-tab";
import FailedJobsTab from "~/features/jobs/failed-jobs-tab";
import AdminProjectsTab from "~/features/projects/admin-projects-tab";
import AdminReviewsTab from "~/features/reviews/admin-reviews-tab";
import AdminServicesTab from "~/features/services/admin-services-tab";
import SettingsTab from "~/features/settings/settings-tab";
import type { Route } from "./+types/admin-tab";
import { resolveAdminTab } from "./admin-tabs";
import { loadAdminTab } from "./tab-data.server";
import { TabFailure } from "./tab-failure";

/**
 * The tab on screen (`?tab=`), drawn on the server: its filters, search, sort and page come from the URL. The
 * shell (admin.tsx) stays when this route fails: its error boundary shows the tab's failure only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context, request);
  const params = new URL(request.url).searchParams;
  return loadAdminTab(context.db, resolveAdminTab(params.get("tab")), params);
}

export default function AdminTab({ loaderData }: Route.ComponentProps) {
  switch (loaderData.tab) {
    case "dashboard":
      return <DashboardTab stats={loaderData.stats} overview={loaderData.overview} />;
    case "services":
      return <AdminServicesTab services={loaderData.services} />;
    case "appointments":
      return <AdminAppointmentsTab page={loaderData.page} summary={loaderData.summary} />;
    case "projects":
      return <AdminProjectsTab projects={loaderData.projects} />;
    case "customers":
      return <CustomersTab page={loaderData.page} />;
    case "settings":
      // The estimates' defaults and the calendar feed are their features' own sections, shown with the
      // business settings.
      return (
        <SettingsTab settings={loaderData.settings}>
          <AvailabilitySettings settings={loaderData.visitSettings} daysOff={loaderData.daysOff} />
          <EstimateDefaultsForm defaults={loaderData.estimateDefaults} />
          <CalendarFeedSection />
        </SettingsTab>
      );
    case "inbox":
      return (
        <InboxTab
          kind={loaderData.kind}
          status={loaderData.status}
          page={loaderData.page}
          counts={loaderData.counts}
        />
      );
    case "estimates":
      return (
        <AdminEstimatesTab
          page={loaderData.page}
          opened={loaderData.opened}
          quote={loaderData.quote}
          missing={loaderData.missing}
          catalog={loaderData.catalog}
          defaults={loaderData.defaults}
          timeSlots={TIME_SLOTS}
        />
      );
    case "reviews":
      return <AdminReviewsTab filter={loaderData.filter} page={loaderData.page} counts={loaderData.counts} />;
    case "jobs":
      return <FailedJobsTab page={loaderData.page} />;
  }
}

export function ErrorBoundary() {
  return <TabFailure />;
}
