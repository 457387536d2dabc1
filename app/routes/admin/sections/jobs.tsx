import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { ChangeOrderEditor } from "~/features/change-orders/change-order-editor";
import { ChangeOrderPanel } from "~/features/change-orders/change-order-panel";
import type { ChangeOrderView } from "~/features/change-orders/change-order-view";
import AdminJobsTab, { type ChangeOrderDialogsProps } from "~/features/jobs/admin-jobs-tab";
import { jobName } from "~/features/jobs/job-badges";
import type { SectionProps } from "~/routes/admin/section-props";
import { ChangeOrderVisitsDialog } from "./jobs/change-order-visits";
import { JobMedia } from "./jobs/job-media";
import { JobVisitSteps } from "./jobs/visit-steps";
import type { loadSectionData } from "./jobs.server";

type Data = Awaited<ReturnType<typeof loadSectionData>>;

/**
 * The Jobs section: the jobs feature's list and job page, with the change orders' editor and panel drawn
 * over the job's page, and the scheduling of a change order's visits.
 */
export default function JobsSection({ data }: SectionProps<typeof loadSectionData>) {
  const { catalog, changeOrder, media, ...tab } = data;
  return (
    <JobVisitSteps>
      <JobMedia media={media}>
        <AdminJobsTab
          {...tab}
          changeOrderDialogs={(props) => (
            <ChangeOrderDialogs {...props} catalog={catalog} changeOrder={changeOrder} />
          )}
          visitsDialog={(props) => <ChangeOrderVisitsDialog {...props} />}
        />
      </JobMedia>
    </JobVisitSteps>
  );
}

function ChangeOrderDialogs({
  job,
  openedId,
  creating,
  catalog,
  changeOrder,
  onCloseEditor,
  onCreated,
  onClosePanel,
  onChanged,
}: ChangeOrderDialogsProps & Pick<Data, "catalog" | "changeOrder">) {
  const { toast } = useToast();
  const [editing, setEditing] = useState<ChangeOrderView | null>(null);
  // Shown as soon as the URL names it, closed as soon as it does not.
  const shown = changeOrder && changeOrder.id === openedId ? changeOrder : null;
  const editorOpen = creating || editing !== null;
  const closeEditor = () => {
    setEditing(null);
    onCloseEditor();
  };
  return (
    <>
      <Dialog
        open={shown !== null && !editorOpen}
        onClose={onClosePanel}
        title={shown ? `Change order ${shown.number}` : "Change order"}
        size="lg"
      >
        {shown && (
          <ChangeOrderPanel
            changeOrder={shown}
            onEdit={() => setEditing(shown)}
            onChanged={onChanged}
            // Its address goes: the job's page is read again without it.
            onDeleted={onClosePanel}
          />
        )}
      </Dialog>
      <Dialog
        open={editorOpen}
        onClose={closeEditor}
        title={editing ? `Edit draft ${editing.number}` : "New change order"}
        description={`${jobName(job)}, ${job.title}, for ${job.customer.name}`}
        size="lg"
      >
        {editorOpen && (
          <ChangeOrderEditor
            key={editing?.id ?? "new"}
            estimateId={job.estimateId}
            initial={editing ?? undefined}
            catalog={catalog}
            onCancel={closeEditor}
            onSaved={(id) => {
              toast({
                title: "Change order saved",
                description: "The draft is saved: send it to the customer when it is ready.",
              });
              if (editing) {
                setEditing(null);
                onChanged();
              } else onCreated(id);
            }}
          />
        )}
      </Dialog>
    </>
  );
}
