/**
 * Declining, with an optional reason. The form is the confirmation: it opens from the "Decline" button and
 * says what declining means before the customer confirms. A real form posted to the page
 * (`intent=decline`), so that it works without the page's script; with it, the answer goes to the JSON API
 * and the page stays. Client-safe.
 */
import { customerEstimateCalls } from "./customer-api";
import type { PublicEstimateView } from "./estimate-view";
import { declineSchema } from "./estimate.schema";
import { TextAnswerForm, type TextAnswerFormProps } from "./text-answer-form";

const FAILED = "We could not record your answer. Please try again, or call us.";

interface DeclineFormProps extends TextAnswerFormProps {
  onDeclined: (view: PublicEstimateView) => void;
}

export function DeclineForm({ onDeclined, ...answer }: DeclineFormProps) {
  return (
    <TextAnswerForm
      {...answer}
      intent="decline"
      name="Decline this estimate"
      field="reason"
      schema={declineSchema}
      send={(token, reason) => customerEstimateCalls.decline({ params: { token }, body: { reason } })}
      onDone={onDeclined}
      failed={FAILED}
      intro={
        <p className="text-slate-700 dark:text-slate-300">
          Declining closes this estimate: it can no longer be approved from this link.
        </p>
      }
      label="Reason (optional)"
      hint="It helps us do better next time."
      submit={{
        label: "Decline estimate",
        busyLabel: "Declining...",
        className: "bg-red-700 hover:bg-red-800 dark:bg-red-600 dark:text-white dark:hover:bg-red-700",
      }}
      cancelLabel="Keep the estimate"
    />
  );
}
