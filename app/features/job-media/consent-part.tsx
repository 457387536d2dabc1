/**
 * The customer's consent to photos of their job on the site, as the owner sees it (decision 0025): the
 * consents on record (ticked by the customer from their link, or given in writing), "Ask for consent" (mails
 * the customer the link to the box), and the record of a consent given in writing. Both post natively
 * without script. Client-safe.
 */
import { FormFailure, SubmitButton, TextField } from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { businessToday, formatInstantDate, formatInstantDateTime } from "~/lib/dates";
import type { FormRefusal } from "~/lib/form-post.server";
import { adminMediaCalls } from "./api";
import { HiddenFields } from "./hidden-fields";
import type { AdminMediaView, ConsentView } from "./job-media-view";
import { writtenConsentSchema } from "./job-media.schema";
import type { MediaOwner } from "./media-owner";

const muted = "text-slate-600 dark:text-slate-300";

/** "Ticked by Robin Vale (robin@…) on May 4, 2026 at 3:05 PM", or a written one's date and recorder. */
export const consentLine = (consent: ConsentView) =>
  consent.kind === "customer"
    ? `Ticked by ${consent.givenBy} on ${formatInstantDateTime(consent.givenAt)}`
    : `Given in writing on ${formatInstantDate(consent.givenAt)}, recorded by ${consent.givenBy}`;

export function ConsentPart({
  owner,
  media,
  action,
  refusal,
  onChanged,
}: {
  owner: MediaOwner;
  media: AdminMediaView;
  action: string;
  /** The refused post without script, whichever form it was. */
  refusal: FormRefusal | undefined;
  onChanged: () => void;
}) {
  return (
    <div className="space-y-3">
      <h4 className="font-semibold">Customer&apos;s consent</h4>
      {media.consents.length === 0 ? (
        <p className={muted}>No consent yet: nothing of this work is published without it.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {media.consents.map((consent) => (
            <li key={consent.id}>{consentLine(consent)}</li>
          ))}
        </ul>
      )}
      <AskForConsent owner={owner} email={media.customer.email} action={action} />
      <WrittenConsent
        owner={owner}
        action={action}
        posted={refusal?.values.intent === "record-consent" ? refusal : undefined}
        onRecorded={onChanged}
      />
    </div>
  );
}

function AskForConsent({ owner, email, action }: { owner: MediaOwner; email: string; action: string }) {
  const { toast } = useToast();
  const { failure, setFailure, formProps } = usePostedForm(undefined, null);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { queued, sentTo } = await adminMediaCalls(owner).askConsent();
      toast(
        queued
          ? { title: "Consent request sent", description: `${sentTo} gets the link to tick the box.` }
          : { title: "Asked already today", description: `${sentTo} was sent the link today.` },
      );
    } catch (error) {
      setFailure(failureMessage(error, "Failed to send the request. Please try again."));
    }
  };
  return (
    <form {...formProps(action, submit)} aria-label="Ask for consent" className="space-y-2">
      <HiddenFields intent="ask-consent" owner={owner} />
      <p className={muted}>Mails {email} a link to tick the consent box in My Projects.</p>
      <FormFailure failure={failure} />
      <SubmitButton busy={false} busyLabel="Sending..." look="outline">
        Ask for consent
      </SubmitButton>
    </form>
  );
}

function WrittenConsent({
  owner,
  action,
  posted: refused,
  onRecorded,
}: {
  owner: MediaOwner;
  action: string;
  posted: FormRefusal | undefined;
  onRecorded: () => void;
}) {
  const { toast } = useToast();
  const form = useZodForm(writtenConsentSchema);
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(
    refused,
    refused && !refused.errors.givenOn ? refused.message : null,
  );
  const field = bindFields(form, { posted, forget, initial: { givenOn: businessToday() } });
  const submit = form.handleSubmit(async ({ givenOn }) => {
    try {
      await adminMediaCalls(owner).recordConsent(givenOn);
      toast({ title: "Written consent recorded", description: `Given on ${givenOn}.` });
      onRecorded();
    } catch (error) {
      if (!applyServerErrors(form, error))
        setFailure(failureMessage(error, "Failed to record the consent. Please try again."));
    }
  });
  return (
    <form {...formProps(action, submit)} aria-label="Record a written consent" className="space-y-2">
      <HiddenFields intent="record-consent" owner={owner} />
      <TextField
        type="date"
        label="Consent given in writing on"
        hint="A signed form, a letter or an email from the customer."
        max={businessToday()}
        {...field("givenOn")}
      />
      <FormFailure failure={failure} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Recording..." look="outline">
        Record written consent
      </SubmitButton>
    </form>
  );
}
