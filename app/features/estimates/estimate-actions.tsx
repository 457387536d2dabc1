/**
 * What can be done with an estimate in its state (docs/estimates.md): a draft is edited, sent or deleted; a
 * sent one is sent again or revised; an answered or expired one is revised; an approved one is scheduled and
 * its job marked complete.
 * A replaced revision only shows its PDF. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { ActionButton } from "~/components/ui/action-button";
import { DocumentActions, useSendAction } from "~/components/ui/document-actions";
import { useToast } from "~/components/ui/toast";
import { useWriteFailureToast } from "~/components/ui/use-write-failure-toast";
import { estimateNumber } from "./admin-estimate";
import { adminEstimateCalls, estimatePdfHref } from "./api";
import { CompleteJobAction } from "./complete-job-action";
import type { AdminEstimateView } from "./estimate-job-view";
import type { EstimateView } from "./estimate-view";

/** Which actions an estimate offers. */
export function availableActions({
  status,
  supersededById,
}: Pick<EstimateView, "status" | "supersededById">) {
  const current = supersededById === null;
  const sent = status === "sent" || status === "viewed";
  return {
    edit: current && status === "draft",
    send: current && (status === "draft" || sent),
    remove: current && status === "draft",
    revise: current && (sent || ["declined", "changes_requested", "expired"].includes(status)),
    schedule: current && (status === "approved" || status === "scheduled"),
  };
}

export function EstimateActions({
  estimate,
  onEdit,
  onSchedule,
  onChanged,
  onDeleted,
}: {
  estimate: AdminEstimateView;
  onEdit: () => void;
  onSchedule: () => void;
  /** After a write: reload, opening `openId` (a new revision) when given. */
  onChanged: (openId?: number) => void;
  onDeleted: () => void;
}) {
  const { toast } = useToast();
  const can = availableActions(estimate);
  const draft = estimate.status === "draft";
  const label = estimateNumber(estimate);
  const failed = useWriteFailureToast("estimate");

  const sending = useSendAction({
    thing: "estimate",
    send: () => adminEstimateCalls.send({ params: { id: estimate.id } }),
    draft,
    label: "Send estimate",
    title: draft ? "Send this estimate?" : "Send this estimate again?",
    description: draft
      ? `Estimate ${label} is mailed to ${estimate.customer.email} with its link and PDF. A sent estimate is changed by a new revision.`
      : `A new link is mailed to ${estimate.customer.email}; the link sent before stops working.`,
    onSent: onChanged,
    sentToast: (sent) => ({
      title: "Estimate sent",
      description: `Estimate ${label} was mailed to ${sent.customer.email}.`,
    }),
  });
  const revise = useMutation({
    mutationFn: () => adminEstimateCalls.revise({ params: { id: estimate.id } }),
    onSuccess: (next) => {
      onChanged(next.id);
      toast({
        title: "Revision created",
        description: `Estimate ${estimateNumber(next)} is a new draft; the link sent before no longer works.`,
      });
    },
    onError: failed("revise"),
  });

  return (
    <DocumentActions
      can={can}
      onEdit={onEdit}
      sending={sending}
      pdf={{ href: estimatePdfHref(estimate.id) }}
      deletion={{
        thing: "estimate",
        description: `This action cannot be undone. This will permanently delete draft ${label}.`,
        remove: () => adminEstimateCalls.remove({ params: { id: estimate.id } }),
        onDeleted,
      }}
    >
      {can.revise && (
        <ActionButton disabled={revise.isPending} onClick={() => revise.mutate()}>
          {revise.isPending ? "Creating revision..." : "Create revision"}
        </ActionButton>
      )}
      {can.schedule && (
        <ActionButton tone="primary" onClick={onSchedule}>
          {estimate.status === "scheduled" ? "Schedule more visits" : "Schedule visits"}
        </ActionButton>
      )}
      <CompleteJobAction estimate={estimate} onChanged={() => onChanged()} />
    </DocumentActions>
  );
}
