/**
 * "Mark job complete" on an approved or scheduled estimate: a confirmation that says what follows (the
 * completion invoice and its amount, kept as a draft or sent to the customer per the settings), then
 * `POST /api/admin/estimates/{id}/complete`. The server's refusal (409) is the toast's words. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "~/components/ui/action-button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { useWriteFailureToast } from "~/components/ui/use-write-failure-toast";
import { formatMoney } from "~/lib/money";
import { adminEstimateCalls } from "./api";
import type { AdminEstimateView } from "./estimate-job-view";

/** Whether the job can be marked complete: approved or scheduled, current, not complete yet. */
export const canComplete = (estimate: AdminEstimateView) =>
  estimate.supersededById === null &&
  (estimate.status === "approved" || estimate.status === "scheduled") &&
  estimate.completedAt === null;

/** What the confirmation says follows. */
export function completionWords(estimate: AdminEstimateView) {
  const invoice = estimate.completionInvoice;
  if (!invoice) return "Everything was billed already: no completion invoice is made.";
  const amount = formatMoney(invoice.amount);
  return invoice.sentAtOnce
    ? `The completion invoice for ${amount} is sent to the customer (${estimate.customer.email}).`
    : `The completion invoice for ${amount} is created as a draft for you to review and send.`;
}

export function CompleteJobAction({
  estimate,
  onChanged,
}: {
  estimate: AdminEstimateView;
  onChanged: () => void;
}) {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const failed = useWriteFailureToast("job");
  const complete = useMutation({
    mutationFn: () => adminEstimateCalls.complete({ params: { id: estimate.id } }),
    onSuccess: (done) => {
      onChanged();
      const invoice = done.invoices.find((i) => i.completion && i.status !== "void");
      toast({
        title: "Job marked complete",
        description: invoice
          ? `The completion invoice for ${formatMoney(invoice.balance)} is ${invoice.number ? `sent as ${invoice.number}` : "a draft in Invoices"}.`
          : "Nothing was left to bill.",
      });
    },
    onError: failed("mark complete"),
  });
  if (!canComplete(estimate)) return null;
  return (
    <>
      <ActionButton disabled={complete.isPending} onClick={() => setConfirming(true)}>
        {complete.isPending ? "Completing..." : "Mark job complete"}
      </ActionButton>
      <ConfirmDialog
        open={confirming}
        title="Mark this job complete?"
        description={completionWords(estimate)}
        confirmLabel="Mark job complete"
        tone="primary"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          complete.mutate();
        }}
      />
    </>
  );
}
