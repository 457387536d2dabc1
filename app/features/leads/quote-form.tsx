import { useEffect, useRef, useState } from "react";
import { SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import type { CalculatorEstimate } from "~/lib/calculator-pricing";
import { businessToday } from "~/lib/dates";
import { AttachedEstimate } from "./attached-estimate";
import { LeadFormFrame } from "./lead-form-frame";
import { QUOTE_RECEIVED } from "./lead-received";
import { PhotoField, type ChosenPhoto } from "./photo-field";
import { PHOTOS_FIELD, photoRefusal } from "./quote-photos";
import {
  FALLBACK_SERVICE_TYPES,
  SERVICE_PLACEHOLDER,
  quoteFieldsSchema,
  type QuoteField,
} from "./quote.schema";
import { useLeadForm, type PostedLead } from "./use-lead-form";

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

/** The typed fields in the order the form shows them (the date sits beside the service, above the details). */
const SHOWN_FIELDS: readonly QuoteField[] = [
  "name",
  "email",
  "phone",
  "serviceType",
  "preferredDate",
  "details",
];

/**
 * The quote form, on /quote and in the home page's quote section; both post to the action of /quote
 * (app/routes/public/quote.tsx) before the page's script runs or without it, photos included.
 */
export function QuoteForm({
  services,
  prefill,
  defaultEmail,
  posted,
}: {
  services: readonly ServiceOption[];
  prefill?: QuotePrefill;
  /** The signed-in person's email. */
  defaultEmail?: string;
  /** What a post without script came back with (on /quote). */
  posted?: PostedLead;
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

  const form = useLeadForm({
    initial: { email: defaultEmail },
    // The typed fields; the API reads them with the estimate (quoteSchema) and checks the photos' content.
    schema: quoteFieldsSchema,
    fields: SHOWN_FIELDS,
    extras: () => ({ values: { estimate }, files: { [PHOTOS_FIELD]: photos.map((photo) => photo.file) } }),
    onSent: () => {
      shownPhotos.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
      setPhotos([]);
      setPhotoError(undefined);
      setEstimate(undefined);
    },
    endpoint: "/api/quotes",
    success: {
      title: "Quote Request Submitted",
      description: QUOTE_RECEIVED,
    },
    failure: "Failed to submit quote request. Please try again later.",
    posted,
  });
  const { values, bind } = form;
  const options = serviceTypeOptions(services);

  // A prefill is applied during render when its key changes (no effect, no flash of the old text).
  const [appliedKey, setAppliedKey] = useState<number | undefined>(undefined);
  if (prefill && prefill.key !== appliedKey) {
    setAppliedKey(prefill.key);
    form.setFields({
      details: prefill.details,
      ...(prefill.serviceType ? { serviceType: matchServiceType(options, prefill.serviceType) } : {}),
    });
    if (prefill.estimate) {
      setEstimate(prefill.estimate);
      form.clearExtraError("estimate");
    }
  }

  const addPhotos = (files: File[]) => {
    const refusal = photoRefusal(photos.length, files);
    setPhotoError(refusal);
    form.clearExtraError(PHOTOS_FIELD);
    if (refusal) return;
    const added = files.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    setPhotos((current) => [...current, ...added]);
  };

  const removePhoto = (index: number) => {
    URL.revokeObjectURL(photos[index].previewUrl);
    setPhotos((current) => current.filter((_, i) => i !== index));
    setPhotoError(undefined);
    form.clearExtraError(PHOTOS_FIELD);
  };

  const removeEstimate = () => {
    setEstimate(undefined);
    form.clearExtraError("estimate");
  };

  return (
    <LeadFormFrame
      form={form}
      action="/quote"
      encType="multipart/form-data"
      submitLabel="Submit Quote Request"
      busyLabel="Submitting..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...bind("name")} />
        <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" {...bind("phone")} />
        <SelectField
          label="Service Type"
          {...bind("serviceType")}
          value={values.serviceType || SERVICE_PLACEHOLDER}
        >
          <option value={SERVICE_PLACEHOLDER}>Select a service</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField label="Preferred Date" type="date" min={businessToday()} {...bind("preferredDate")} />
      </div>
      <TextAreaField
        label="Project Details"
        rows={5}
        placeholder="Tell us about your project: the rooms, the size, the materials you have in mind."
        {...bind("details")}
      />
      {estimate && (
        <AttachedEstimate estimate={estimate} error={form.extraError("estimate")} onRemove={removeEstimate} />
      )}
      <PhotoField
        photos={photos}
        error={photoError ?? form.extraError(PHOTOS_FIELD)}
        onAdd={addPhotos}
        onRemove={removePhoto}
        autoFocus={form.postedFocus === PHOTOS_FIELD}
      />
    </LeadFormFrame>
  );
}
