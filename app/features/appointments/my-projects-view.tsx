import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { TabList, tabId } from "~/components/ui/tab-list";
import { appointmentCalls, USER_APPOINTMENTS_KEY } from "./api";
import type { Appointment } from "./appointment";
import { AppointmentCard } from "./appointment-card";
import { PROJECT_TABS, groupByTab, type ProjectTab } from "./appointment-status";
import { CancelDialog } from "./cancel-dialog";
import type { SupportContact } from "./contact-support";
import { useCancelAppointment } from "./use-cancel-appointment";

const PANEL_ID = "my-projects-panel";

/**
 * My Projects' tabs and cards. The server's list seeds the query, so the page is complete
 * in the first HTML; a cancellation updates it in place.
 */
export function MyProjectsView({
  initialAppointments,
  support,
}: {
  initialAppointments: Appointment[];
  /** The business's phone, offered instead of the buttons inside the cancellation window. */
  support: Pick<SupportContact, "phone" | "phoneHref">;
}) {
  const { data = [] } = useQuery({
    queryKey: USER_APPOINTMENTS_KEY,
    queryFn: () => appointmentCalls.mine(),
    initialData: initialAppointments,
  });
  const [selected, setSelected] = useState<ProjectTab>("upcoming");
  const { cancel, asking, dismiss, cancellingId } = useCancelAppointment();
  const groups = groupByTab(data);
  const tab = PROJECT_TABS.find((candidate) => candidate.value === selected) ?? PROJECT_TABS[0];
  const list = groups[tab.value];

  return (
    <div>
      <TabList
        label="Your projects"
        tabs={PROJECT_TABS}
        selected={selected}
        onSelect={(value) => setSelected(value as ProjectTab)}
        idPrefix="my-projects"
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId("my-projects", tab.value)} className="mt-8">
        {list.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="text-lg text-slate-600 dark:text-slate-300">{tab.empty}</p>
            {tab.value === "upcoming" && (
              <Link
                to="/book"
                className="mt-6 inline-flex items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
              >
                Book a New Project
              </Link>
            )}
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {list.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard
                  appointment={appointment}
                  cancelling={cancellingId === appointment.id}
                  onCancel={() => cancel(appointment)}
                  support={support}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <CancelDialog
        asking={asking}
        busy={asking !== null && cancellingId === asking.id}
        onConfirm={(visit) => cancel(visit, { confirmed: true })}
        onDismiss={dismiss}
      />
    </div>
  );
}
