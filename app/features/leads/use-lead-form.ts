import { useRef, useState } from "react";
import { type FieldErrors, type Path, type PathValue } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import { useHydrated } from "~/lib/use-hydrated";
import { sendLead, type LeadEndpoint, type LeadFiles } from "./api";
import { HONEYPOT_FIELD } from "./lead-fields";

type Values<K extends string> = Record<K, string>;

interface LeadFormOptions<K extends string> {
  schema: z.ZodType<Values<K>, Values<K>>;
  fields: readonly K[];
  endpoint: LeadEndpoint;
  success: { title: string; description: string };
  failure: string;
  /** Starting values, kept after a reset (e.g. the signed-in person's email). */
  initial?: Partial<Values<K>>;
  /**
   * What is sent besides the typed fields, read at each submission: values (a quote's estimate) and files
   * (its photos; with any, the form is sent as multipart/form-data).
   */
  extras?: () => { values?: Record<string, unknown>; files?: LeadFiles };
  /** After a successful submission, once the fields are reset: the owner clears what its extras hold. */
  onSent?: () => void;
}

/**
 * A lead form (quote request, contact message) on the site's form idiom (useZodForm): disabled until the
 * page is interactive (`hydrated`), then idle, submitting, success (toast, reset) or failure (error toast,
 * values kept). The shared schema checks the values before anything is sent; the server's field messages are shown as well when it refuses them. A field in error is
 * checked again as it changes, so its message goes once it is fixed.
 */
export function useLeadForm<K extends string>({
  schema,
  fields,
  endpoint,
  success,
  failure,
  initial = {},
  extras,
  onSent,
}: LeadFormOptions<K>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ""])) as Values<K>;
  const form = useZodForm(schema, { defaultValues: empty() as never, shouldFocusError: false });
  // Each refused submission moves the focus to the first field in error: the form's own checks count in
  // submitCount (published with their errors), the server's refusals here.
  const [serverRefusals, setServerRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const busy = form.formState.isSubmitting;
  const hydrated = useHydrated();
  const values = form.watch() as Values<K>;
  const fieldErrors = form.formState.errors as FieldErrors<Values<K>>;
  const errors = Object.fromEntries(
    fields.map((field) => [field, fieldErrors[field]?.message as string | undefined]),
  ) as Partial<Values<K>>;

  useFormFocus(formRef, busy, form.formState.submitCount + serverRefusals);

  function setField(field: K, value: string) {
    const name = field as unknown as Path<Values<K>>;
    form.setValue(name, value as PathValue<Values<K>, typeof name>, {
      shouldValidate: Boolean(errors[field]),
    });
  }

  /** Sets several fields at once (a prefill); the ones in error are checked again. */
  function setFields(changes: Partial<Values<K>>) {
    for (const field of Object.keys(changes) as K[]) setField(field, changes[field] ?? "");
  }

  const submit = form.handleSubmit(async (_parsed, event) => {
    const target = event?.target as HTMLFormElement | undefined;
    const honeypot = target ? (new FormData(target).get(HONEYPOT_FIELD) ?? "") : "";
    const more = extras?.() ?? {};
    try {
      await sendLead(
        endpoint,
        { ...form.getValues(), ...more.values, [HONEYPOT_FIELD]: honeypot },
        more.files,
      );
      toast(success);
      form.reset(empty() as never);
      onSent?.();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      // 413: a photo over the size limit, refused with its field's message like a 400.
      if (apiError?.status === 400 || (apiError?.status === 413 && applies(apiError))) {
        applyServerErrors(form, error);
        setServerRefusals((n) => n + 1);
      }
      const description =
        apiError?.status === 429 && apiError.serverMessage ? apiError.serverMessage : failure;
      toast({ title: "Error", description, variant: "destructive" });
    }
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void submit(event);
  }

  /** The props that tie a field component to this form's state. */
  const bind = (field: K) => ({
    name: field,
    value: values[field] ?? "",
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  /** The message on a field the form does not type (an extra, e.g. a quote's photos), from the server. */
  const extraError = (name: string) => {
    const message = (fieldErrors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === "string" ? message : undefined;
  };
  /** Removes an extra's message once what it was about has changed. */
  const clearExtraError = (name: string) => form.clearErrors(name as Path<Values<K>>);

  return {
    values,
    errors,
    busy,
    hydrated,
    setField,
    setFields,
    bind,
    onSubmit,
    formRef,
    extraError,
    clearExtraError,
  };
}

/** Whether the refusal names fields (then its messages go on them). */
const applies = (error: ApiError) => Object.keys(error.fieldErrors).length > 0;
