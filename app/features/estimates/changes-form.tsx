/**
 * Asking for changes: the customer's words go to the business, which answers with a revised estimate. A real
 * form posted to the page (`intent=changes`), so that it works without the page's script; with it, the
 * message goes to the JSON API and the page stays. Client-safe.
 */
import { customerEstimateCalls } from "./customer-api";
import type { PublicEstimateView } from "./estimate-view";
import { changesSchema } from "./estimate.schema";
import { TextAnswerForm, type TextAnswerFormProps } from "./text-answer-form";

const FAILED = "We could not send your message. Please try again, or call us.";

interface ChangesFormProps extends TextAnswerFormProps {
  onSent: (view: PublicEstimateView) => void;
}

export function ChangesForm({ onSent, ...answer }: ChangesFormProps) {
  return (
    <TextAnswerForm
      {...answer}
      intent="changes"
      name="Request changes"
      field="message"
      schema={changesSchema}
      send={(token, message) => customerEstimateCalls.changes({ params: { token }, body: { message } })}
      onDone={onSent}
      failed={FAILED}
      label="What would you like changed?"
      hint="We will get back to you with a revised estimate."
      submit={{ label: "Send request", busyLabel: "Sending..." }}
      cancelLabel="Cancel"
    />
  );
}
