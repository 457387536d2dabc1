/**
 * A job's two steps: "Mark complete" (its completion invoice issued, a review asked), confirmed first with
 * what it will do; then "Close job", which the server refuses while anything is owed or a change order
 * waits for an answer: its words stay under the buttons. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { failureMessage } from "~/lib/api-client";
import { fromCents, toCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { adminJobCalls } from "./api";
import type { JobView } from "./job-view";

/** What marking the job complete does, as the confirmation says it. */
export function completionWords(job: JobView, sentAtOnce: boolean) {
  const leftCents = toCents(job.contractTotal) - toCents(job.invoiced);
  const invoice =
    leftCents <= 0
      ? "Everything was invoiced already: no completion invoice is made."
      : sentAtOnce
        ? `The completion invoice for what is left to bill, ${formatMoney(fromCents(leftCents))}, is sent to ${job.customer.email}.`
        : `The completion invoice for what is left to bill, ${formatMoney(fromCents(leftCents))}, is created as a draft for you to review and send.`;
  return `${invoice} ${job.customer.name} is asked for a review.`;
}

type Step = "complete" | "close";

export function JobActions({
  job,
  completionSentAtOnce,
  onChanged,
}: {
  job: JobView;
  /** The settings send the completion invoice at once (else it is kept as a draft). */
  completionSentAtOnce: boolean;
  onChanged: () => void;
}) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<Step | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const params = { estimateId: job.estimateId };
  const step = useMutation({
    mutationFn: (which: Step) =>
      which === "complete" ? adminJobCalls.complete({ params }) : adminJobCalls.close({ params }),
    onMutate: () => setRefusal(null),
    onSuccess: (_done, which) => {
      onChanged();
      toast(
        which === "complete"
          ? { title: "Job marked complete", description: `${job.title} is complete.` }
          : { title: "Job closed", description: `${job.title} is closed: nothing is owed on it.` },
      );
    },
    onError: (error, which) =>
      setRefusal(
        failureMessage(
          error,
          `Failed to ${which === "complete" ? "mark the job complete" : "close the job"}. Please try again later.`,
        ),
      ),
  });
  const canComplete = job.completedAt === null && job.closedAt === null;
  const canClose = job.completedAt !== null && job.closedAt === null;
  if (!canComplete && !canClose) return null;
  const run = (which: Step) => {
    setConfirming(null);
    step.mutate(which);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {canComplete && (
          <ActionButton tone="primary" disabled={step.isPending} onClick={() => setConfirming("complete")}>
            {step.isPending ? "Completing..." : "Mark complete"}
          </ActionButton>
        )}
        {canClose && (
          <ActionButton tone="primary" disabled={step.isPending} onClick={() => setConfirming("close")}>
            {step.isPending ? "Closing..." : "Close job"}
          </ActionButton>
        )}
      </div>
      {refusal && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {refusal}
        </p>
      )}
      <ConfirmDialog
        open={confirming === "complete"}
        title="Mark this job complete?"
        description={completionWords(job, completionSentAtOnce)}
        confirmLabel="Mark complete"
        tone="primary"
        onCancel={() => setConfirming(null)}
        onConfirm={() => run("complete")}
      />
      <ConfirmDialog
        open={confirming === "close"}
        title="Close this job?"
        description="A closed job is finished and paid in full: it is listed under Closed from then on."
        confirmLabel="Close job"
        tone="primary"
        onCancel={() => setConfirming(null)}
        onConfirm={() => run("close")}
      />
    </div>
  );
}
