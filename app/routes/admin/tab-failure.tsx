import { useSearchParams } from "react-router";
import { useFailureToast } from "~/components/ui/use-failure-toast";
import { StatCards } from "~/features/dashboard/stat-cards";
import { resolveAdminTab, type AdminTabId } from "./admin-tabs";

/** What each tab says when its data cannot be loaded (the "Error" toast's text). */
const FAILURES: Record<AdminTabId, string> = {
  dashboard: "Failed to load dashboard statistics. Please try again later.",
  services: "Failed to load services. Please try again later.",
  appointments: "Failed to load appointments. Please try again later.",
  projects: "Failed to load projects. Please try again.",
  customers: "Failed to load customers. Please try again later.",
  settings: "Failed to load contact information. Please try again later.",
  inbox: "Failed to load the inbox. Please try again later.",
  estimates: "Failed to load the estimates. Please try again later.",
  reviews: "Failed to load the reviews. Please try again later.",
  jobs: "Failed to load the failed jobs. Please try again later.",
};

/** A tab that failed: the error toast and the message in the tab's place; the sidebar keeps working. */
export function TabFailure() {
  const [params] = useSearchParams();
  const tab = resolveAdminTab(params.get("tab"));
  useFailureToast(true, FAILURES[tab]);
  return (
    <div className="space-y-6">
      {tab === "dashboard" && <StatCards stats={undefined} failed />}
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:text-slate-300">
        {FAILURES[tab]}
      </p>
    </div>
  );
}
