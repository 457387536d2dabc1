/**
 * What can be done with an estimate in its state (docs/estimates.md): a draft is edited, sent or deleted; a
 * sent one is sent again or revised; an answered or expired one is revised; an approved one is scheduled and
 * its job marked complete.
 * A replaced revision only shows its PDF. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { DeleteDraft } from "~/components/ui/delete-draft";
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
  const [confirming, setConfirming] = useState(false);
  const can = availableActions(estimate);
  const draft = estimate.status === "draft";
  const label = estimateNumber(estimate);
  const failed = useWriteFailureToast("estimate");

  const send = useMutation({
    mutationFn: () => adminEstimateCalls.send({ params: { id: estimate.id } }),
    onSuccess: (sent) => {
      onChanged();
      toast({
        title: "Estimate sent",
        description: `Estimate ${label} was mailed to ${sent.customer.email}.`,
      });
    },
    onError: failed("send"),
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

  const button = buttonStyles("outline", "sm");
  return (
    <div className="flex flex-wrap gap-2">
      {can.edit && (
        <ActionButton tone="primary" onClick={onEdit}>
          Edit
        </ActionButton>
      )}
      {can.send && (
        <ActionButton disabled={send.isPending} onClick={() => setConfirming(true)}>
          {send.isPending ? "Sending..." : draft ? "Send estimate" : "Send again"}
        </ActionButton>
      )}
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
      <a href={estimatePdfHref(estimate.id)} target="_blank" rel="noopener noreferrer" className={button}>
        View PDF<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {can.remove && (
        <DeleteDraft
          thing="estimate"
          description={`This action cannot be undone. This will permanently delete draft ${label}.`}
          remove={() => adminEstimateCalls.remove({ params: { id: estimate.id } })}
          onDeleted={onDeleted}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={draft ? "Send this estimate?" : "Send this estimate again?"}
        description={
          draft
            ? `Estimate ${label} is mailed to ${estimate.customer.email} with its link and PDF. A sent estimate is changed by a new revision.`
            : `A new link is mailed to ${estimate.customer.email}; the link sent before stops working.`
        }
        confirmLabel={draft ? "Send estimate" : "Send again"}
        tone="primary"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          // Closed at once: the button behind it says "Sending..." while the mail is queued.
          setConfirming(false);
          send.mutate();
        }}
      />
    </div>
  );
}
