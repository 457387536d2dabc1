/**
 * The customer's side of their job's (or visit's) notes and photos in My Projects (docs/job-media.md): the
 * notes the owner shared and every photo, newest first (never an internal note), and the consent box for
 * photos of the finished work on the site, which the owner's "Ask for consent" mail links to. The box posts
 * natively to the page without script. Client-safe.
 */
import { useId } from "react";
import { useRevalidator } from "react-router";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FieldError, FormFailure, SubmitButton } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { formatInstantDate } from "~/lib/dates";
import type { FormRefusal } from "~/lib/form-post.server";
import { giveConsent } from "./api";
import type { CustomerMediaView } from "./job-media-view";
import { customerConsentSchema } from "./job-media.schema";
import type { MediaOwner } from "./media-owner";
import { CONSENT_ANCHOR, CONSENT_INTENT } from "./media-posts";
import { MediaTimeline } from "./media-timeline";

const card = "rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900";
const muted = "text-slate-600 dark:text-slate-300";

export function CustomerJobMedia({
  owner,
  media,
  action,
  posted,
}: {
  owner: MediaOwner;
  media: CustomerMediaView;
  /** The page the consent box posts to without script. */
  action: string;
  /** The consent box's refused post without script. */
  posted: FormRefusal | undefined;
}) {
  const photosId = useId();
  const consentId = useId();
  return (
    <>
      <section aria-labelledby={photosId} className="space-y-3">
        <h2 id={photosId} className="text-xl font-bold tracking-tight">
          Photos and notes
        </h2>
        <div className={card}>
          <MediaTimeline
            notes={media.notes}
            photos={media.photos}
            label="Photos and notes, newest first"
            empty="No photos or notes yet: we add them as the work goes on."
            showSharing={false}
          />
        </div>
      </section>
      <section id={CONSENT_ANCHOR} aria-labelledby={consentId} className="scroll-mt-20 space-y-3">
        <h2 id={consentId} className="text-xl font-bold tracking-tight">
          Photos on our website
        </h2>
        <div className={card}>
          {media.consent ? (
            <p>
              {media.consent.kind === "customer"
                ? `Thank you: you gave your consent on ${formatInstantDate(media.consent.givenAt)}.`
                : `You gave your consent in writing on ${formatInstantDate(media.consent.givenAt)}.`}{" "}
              <span className={muted}>&ldquo;{media.consent.wording}&rdquo;</span>
            </p>
          ) : (
            <ConsentForm owner={owner} wording={media.wording} action={action} posted={posted} />
          )}
        </div>
      </section>
    </>
  );
}

function ConsentForm({
  owner,
  wording,
  action,
  posted: refused,
}: {
  owner: MediaOwner;
  wording: string;
  action: string;
  posted: FormRefusal | undefined;
}) {
  const revalidator = useRevalidator();
  const errorId = useId();
  const form = useZodForm(customerConsentSchema);
  const { posted, failure, setFailure, formProps } = usePostedForm(
    refused,
    refused && !refused.errors.agree ? refused.message : null,
  );
  const submit = form.handleSubmit(async () => {
    try {
      await giveConsent(owner);
      await revalidator.revalidate();
    } catch (error) {
      if (!applyServerErrors(form, error))
        setFailure(failureMessage(error, "We could not record your consent. Please try again, or call us."));
    }
  });
  const error = form.formState.errors.agree?.message ?? posted?.errors.agree;
  return (
    <form {...formProps(action, submit)} aria-label="Your consent" className="space-y-3">
      <input type="hidden" name="intent" value={CONSENT_INTENT} />
      <p className={muted}>
        We would like to show photos of this work to future customers. Nothing is shown without your consent,
        and never your address.
      </p>
      <CheckboxField
        label={wording}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoFocus={posted?.errors.agree ? true : undefined}
        {...form.register("agree")}
      />
      <FieldError id={errorId} error={error} />
      <FormFailure failure={failure} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
        Give my consent
      </SubmitButton>
    </form>
  );
}
