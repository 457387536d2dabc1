/**
 * Publishing finished work to the portfolio (decision 0025): the photos to show (the "after" ones ticked to
 * start with; the first "after" one becomes the project's main image), a title, category and description,
 * and the consent it stands on: the customer's own tick, or a consent given in writing on a date. Posts
 * natively without script. Client-safe.
 */
import { useId } from "react";
import {
  FieldError,
  FormFailure,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/ui/form-field";
import { useToast } from "~/components/ui/toast";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { failureMessage } from "~/lib/api-client";
import { businessToday } from "~/lib/dates";
import type { FormRefusal } from "~/lib/form-post.server";
import { PROJECT_CATEGORIES } from "~/lib/vocabulary";
import { adminMediaCalls } from "./api";
import { HiddenFields } from "./hidden-fields";
import type { AdminMediaView } from "./job-media-view";
import { publishSchema } from "./job-media.schema";
import type { MediaOwner } from "./media-owner";
import { photoAlt } from "./media-timeline";
import { PhotoThumb } from "./photo-thumb";

const legend = "text-sm font-medium";
const muted = "text-sm text-slate-600 dark:text-slate-300";

export function PublishForm({
  owner,
  media,
  action,
  posted: refused,
  onPublished,
}: {
  owner: MediaOwner;
  media: AdminMediaView;
  action: string;
  posted: FormRefusal | undefined;
  onPublished: () => void;
}) {
  const { toast } = useToast();
  const ids = useId();
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(
    refused,
    refused && Object.keys(refused.errors).length === 0 ? refused.message : null,
  );
  const postedIds = refused?.values.photoIds?.split(",");
  const ticked = (id: number, stage: string) =>
    postedIds ? postedIds.includes(String(id)) : stage === "after";
  const hasCustomerConsent = media.consents.some((consent) => consent.kind === "customer");
  const kind = refused?.values["consent.kind"] ?? (hasCustomerConsent ? "customer" : undefined);
  const consentAt = refused?.values["consent.at"] ?? businessToday();
  // The boxes and the choice drawn ticked are the form's first values too: the form sets a group of boxes
  // and a pair of choices from its values as they register.
  const form = useZodForm(publishSchema, {
    defaultValues: {
      photoIds: media.photos
        .filter((photo) => ticked(photo.id, photo.stage))
        .map((photo) => String(photo.id)),
      consent: { kind: kind as "customer" | "written" | undefined, at: consentAt },
    },
  });
  const field = bindFields(form, {
    posted,
    forget,
    initial: { title: media.title, category: "" },
    shown: ["title", "category", "description"],
  });
  const errors = form.formState.errors;
  const photosError = errors.photoIds?.message ?? errors.photoIds?.root?.message ?? posted?.errors.photoIds;
  const consentError =
    errors.consent?.message ??
    errors.consent?.kind?.message ??
    errors.consent?.at?.message ??
    posted?.errors.consent;

  const submit = form.handleSubmit(async (values) => {
    try {
      await adminMediaCalls(owner).publish(values);
      toast({ title: "Published to the portfolio", description: `${values.title} is on the Projects page.` });
      form.reset();
      onPublished();
    } catch (error) {
      if (!applyServerErrors(form, error))
        setFailure(failureMessage(error, "Failed to publish. Please try again."));
    }
  });

  return (
    <form {...formProps(action, submit)} aria-label="Publish to the portfolio" className="space-y-4">
      <HiddenFields intent="publish" owner={owner} />
      <fieldset className="space-y-2" aria-describedby={photosError ? `${ids}-photos` : undefined}>
        <legend className={legend}>Photos to show</legend>
        <p className={muted}>The first &quot;after&quot; photo ticked is the project&apos;s main image.</p>
        <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          {media.photos.map((photo) => (
            <li key={photo.id}>
              <label className="flex items-center gap-3 rounded-md border border-slate-200 p-2 dark:border-slate-700">
                <input
                  type="checkbox"
                  value={photo.id}
                  defaultChecked={ticked(photo.id, photo.stage)}
                  className="size-5 shrink-0 accent-brand-700"
                  {...form.register("photoIds")}
                />
                <PhotoThumb src={photo.url} />
                <span className="min-w-0 text-sm break-words">{photoAlt(photo)}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${ids}-photos`} error={photosError} />
      </fieldset>
      <TextField label="Title" {...field("title")} />
      <SelectField label="Category" {...field("category")}>
        <option value="" disabled>
          Choose a category
        </option>
        {PROJECT_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Description" rows={3} {...field("description")} />
      <fieldset className="space-y-2" aria-describedby={consentError ? `${ids}-consent` : undefined}>
        <legend className={legend}>The customer&apos;s consent</legend>
        {(["customer", "written"] as const).map((value) => (
          <label key={value} className="flex items-start gap-3">
            <input
              type="radio"
              value={value}
              defaultChecked={kind === value}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              {...form.register("consent.kind")}
            />
            {value === "customer" ? (
              <span>
                They ticked the consent box
                <span className={`block ${muted}`}>
                  {hasCustomerConsent ? "Their consent is on record." : "Not yet: ask them for it above."}
                </span>
              </span>
            ) : (
              <span>They consented in writing (recorded with this publication)</span>
            )}
          </label>
        ))}
        <TextField
          type="date"
          label="Written consent given on"
          max={businessToday()}
          defaultValue={consentAt}
          {...form.register("consent.at")}
        />
        <FieldError id={`${ids}-consent`} error={consentError} />
      </fieldset>
      <FormFailure failure={failure} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Publishing...">
        Publish to the portfolio
      </SubmitButton>
    </form>
  );
}
