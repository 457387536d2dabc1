import { VisitsDialog } from "~/features/estimates/schedule-visits-dialog";
import type { ChangeOrderVisitsProps } from "~/features/jobs/admin-jobs-tab";
import { TIME_SLOTS } from "~/lib/visit-slots";

/**
 * The visits an approved change order adds, scheduled from the job's page with the estimates' own dialog:
 * the same slots, warnings and mail, one visit a day added to start with, each carrying the change order.
 */
export function ChangeOrderVisitsDialog({ job, changeOrder, onClose, onScheduled }: ChangeOrderVisitsProps) {
  const work = changeOrder && {
    estimateId: job.estimateId,
    description: `${changeOrder.number}: ${changeOrder.title}, estimate #${job.number} for ${job.customer.name}`,
    name: `Change order ${changeOrder.number}`,
    changeOrderId: changeOrder.id,
    count: changeOrder.daysAdded,
  };
  return <VisitsDialog work={work} timeSlots={TIME_SLOTS} onClose={onClose} onScheduled={onScheduled} />;
}
