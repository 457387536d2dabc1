import { useEffect, useRef, useState } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { useZodForm } from "~/components/ui/use-zod-form";
import type { CalculatorEstimate } from "~/lib/calculator-pricing";
import { businessToday } from "~/lib/dates";
import type { FormRefusal } from "~/lib/form-post.server";
import { leadCalls, quoteFormData } from "./api";
import { AttachedEstimate } from "./attached-estimate";
import { HONEYPOT_FIELD } from "./lead-fields";
import { LeadFormFrame } from "./lead-form-frame";
import { QUOTE_RECEIVED } from "./lead-received";
import { PhotoField, type ChosenPhoto } from "./photo-field";
import { PHOTOS_FIELD, photoRefusal } from "./quote-photos";
import { FALLBACK_SERVICE_TYPES, SERVICE_PLACEHOLDER, quoteFieldsSchema } from "./quote.schema";
import { useLeadForm } from "./use-lead-form";

/**
 * What the dropdown needs of a service. A PublicService (features/services) fits; the type is spelled
 * out here because features do not import each other.
 */
export interface ServiceOption {
  name: string;
}

export interface QuotePrefill {
  details: string;
  serviceType?: string;
  /** The calculator's estimate, attached to the request as data. */
  estimate?: CalculatorEstimate;
  /** A new key applies the prefill again, even with the same text. */
  key: number;
}

/** The service dropdown: the active services plus Other, or the fallback list when none are loaded. */
export function serviceTypeOptions(services: readonly ServiceOption[]): string[] {
  if (services.length === 0) return [...FALLBACK_SERVICE_TYPES];
  const names = services.map((service) => service.name);
  return names.includes("Other") ? names : [...names, "Other"];
}

/** The option a prefill means: the same name, a name containing it as a word ("Deck" -> "Deck Building"), else Other. */
export function matchServiceType(options: string[], wanted: string): string {
  const target = wanted.trim().toLowerCase();
  return (
    options.find((option) => option.toLowerCase() === target) ??
    options.find((option) => option.toLowerCase().split(/\s+/).includes(target)) ??
    "Other"
  );
}

/**
 * The quote form, on /quote and in the home page's quote section; both post to the action of /quote
 * (app/routes/public/quote.tsx) before the page's script runs or without it, photos included.
 */
export function QuoteForm({
  services,
  prefill,
  defaultEmail,
  refusal,
  sent,
}: {
  services: readonly ServiceOption[];
  prefill?: QuotePrefill;
  /** The signed-in person's email. */
  defaultEmail?: string;
  /** What a post without script came back with (on /quote): its refusal, or the reference it was sent as. */
  refusal?: FormRefusal;
  sent?: string;
}) {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | undefined>(undefined);
  const [estimate, setEstimate] = useState<CalculatorEstimate | undefined>(undefined);

  // The thumbnails' object URLs are let go when their photo is removed, the form is sent, or it goes away.
  const shownPhotos = useRef(photos);
  useEffect(() => {
    shownPhotos.current = photos;
  }, [photos]);
  useEffect(() => () => shownPhotos.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), []);

  // The typed fields; the API reads them with the estimate (quoteSchema) and checks the photos' content.
  const form = useZodForm(quoteFieldsSchema, { shouldFocusError: false });
  const lead = useLeadForm(form, {
    action: "/quote",
    // In the order shown: the date sits beside the service, above the details.
    empty: {
      name: "",
      email: defaultEmail ?? "",
      phone: "",
      serviceType: SERVICE_PLACEHOLDER,
      preferredDate: "",
      details: "",
    },
    send(fields, honeypot) {
      const request = { ...fields, estimate, [HONEYPOT_FIELD]: honeypot };
      const files = photos.map((photo) => photo.file);
      return files.length > 0
        ? leadCalls.sendQuoteWithPhotos({ body: quoteFormData(request, files) })
        : leadCalls.sendQuote({ body: request });
    },
    onSent: () => {
      shownPhotos.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
      setPhotos([]);
      setPhotoError(undefined);
      setEstimate(undefined);
    },
    success: {
      title: "Quote Request Submitted",
      description: QUOTE_RECEIVED,
    },
    failure: "Failed to submit quote request. Please try again later.",
    posted: { refusal, sent },
  });
  const { field } = lead;
  const options = serviceTypeOptions(services);

  // A prefill is applied during render when its key changes (no effect, no flash of the old text). The
  // fields in error are checked again, so that a message the prefill answers goes.
  const [appliedKey, setAppliedKey] = useState<number | undefined>(undefined);
  if (prefill && prefill.key !== appliedKey) {
    setAppliedKey(prefill.key);
    const { errors } = form.formState;
    form.setValue("details", prefill.details, { shouldValidate: Boolean(errors.details) });
    if (prefill.serviceType) {
      form.setValue("serviceType", matchServiceType(options, prefill.serviceType), {
        shouldValidate: Boolean(errors.serviceType),
      });
    }
    if (prefill.estimate) {
      setEstimate(prefill.estimate);
      lead.clearExtraError("estimate");
    }
  }

  const addPhotos = (files: File[]) => {
    const refusal = photoRefusal(photos.length, files);
    setPhotoError(refusal);
    lead.clearExtraError(PHOTOS_FIELD);
    if (refusal) return;
    const added = files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    setPhotos((current) => [...current, ...added]);
  };

  const removePhoto = (index: number) => {
    URL.revokeObjectURL(photos[index].previewUrl);
    setPhotos((current) => current.filter((_, i) => i !== index));
    setPhotoError(undefined);
    lead.clearExtraError(PHOTOS_FIELD);
  };

  const removeEstimate = () => {
    setEstimate(undefined);
    lead.clearExtraError("estimate");
  };

  // After a refused post the photos take the focus when nothing typed was refused.
  const focusPhotos = refusal !== undefined && Object.keys(refusal.errors).join() === PHOTOS_FIELD;
  return (
    <LeadFormFrame
      form={lead}
      encType="multipart/form-data"
      submitLabel="Submit Quote Request"
      busyLabel="Submitting..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
        <SelectField label="Service Type" {...field("serviceType")}>
          <option value={SERVICE_PLACEHOLDER}>Select a service</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField label="Preferred Date" type="date" min={businessToday()} {...field("preferredDate")} />
      </div>
      <TextAreaField
        label="Project Details"
        rows={5}
        placeholder="Tell us about your project: the rooms, the size, the materials you have in mind."
        {...field("details")}
      />
      {estimate && (
        <AttachedEstimate estimate={estimate} error={lead.extraError("estimate")} onRemove={removeEstimate} />
      )}
      <PhotoField
        photos={photos}
        error={photoError ?? lead.extraError(PHOTOS_FIELD)}
        onAdd={addPhotos}
        onRemove={removePhoto}
        autoFocus={focusPhotos}
      />
    </LeadFormFrame>
  );
}
