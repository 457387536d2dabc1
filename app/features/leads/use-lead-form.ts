import { useLayoutEffect, useRef, useState } from "react";
import { type FieldErrors, type Path, type PathValue } from "react-hook-form";
import type { z } from "zod";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { sendLead, type LeadEndpoint, type LeadFiles } from "./api";
import { HONEYPOT_FIELD } from "./lead-fields";

type Values<K extends string> = Record<K, string>;

/** What the page got back from a post of the form without script: its refusal, or that it was sent. */
export interface PostedLead {
  refusal?: FormRefusal;
  sent?: boolean;
}

/** A message over the form: the refusal of a post without script, or its thank-you. */
export interface LeadFormNotice {
  kind: "refused" | "sent";
  text: string;
}

interface LeadFormOptions<K extends string> {
  schema: z.ZodType<Values<K>, Values<K>>;
  /** The typed fields, in the order they are shown (the first in error takes the focus). */
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
  /** What a post without script came back with (the page's action data and `?sent=1`). */
  posted?: PostedLead;
}

/**
 * A lead form (quote request, contact message) on the site's form idiom (useZodForm): idle, submitting,
 * success (toast, reset) or failure (error toast, values kept). The shared schema checks the values before
 * anything is sent; the server's field messages are shown as well when it refuses them. A field in error is
 * checked again as it changes, so its message goes once it is fixed. Before the page's script runs (or
 * without it) the form posts itself to its page's action, and comes back with `posted`: the values, the
 * messages and the focus on the first field in error, or the thank-you (docs/decisions/0020).
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
  posted,
}: LeadFormOptions<K>) {
  const empty = () => Object.fromEntries(fields.map((field) => [field, initial[field] ?? ""])) as Values<K>;
  const refusal = posted?.refusal;
  // A refused post is drawn with what was typed; a reset after a later success still empties the fields.
  const [postedValues] = useState(() => ({ ...empty(), ...pick(refusal?.values ?? {}, fields) }));
  const form = useZodForm(schema, { defaultValues: postedValues as never, shouldFocusError: false });
  // The post's messages stay until their field changes or the form is submitted again.
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(refusal?.errors ?? {});
  const [notice, setNotice] = useState<LeadFormNotice | undefined>(() => {
    if (refusal) return { kind: "refused", text: refusal.message };
    return posted?.sent ? { kind: "sent", text: success.description } : undefined;
  });
  // Each refused submission moves the focus to the first field in error: the form's own checks count in
  // submitCount (published with their errors), the server's refusals here.
  const [serverRefusals, setServerRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const busy = form.formState.isSubmitting;
  const values = form.watch() as Values<K>;
  const fieldErrors = form.formState.errors as FieldErrors<Values<K>>;
  const errors = Object.fromEntries(
    fields.map((field) => [
      field,
      (fieldErrors[field]?.message as string | undefined) ?? postedErrors[field],
    ]),
  ) as Partial<Values<K>>;
  /** The field the page comes back focused on after a refused post: the first in error, else an extra's. */
  const postedFocus = fields.find((field) => postedErrors[field]) ?? Object.keys(postedErrors)[0];

  // What was typed before the script took the page over: React keeps it on screen but not in the form's
  // state, which would send (or reset to) what the server drew. Read once, as the form hydrates.
  useLayoutEffect(() => {
    const elements = formRef.current?.elements;
    for (const field of fields) {
      const control = elements?.namedItem(field);
      const shown = control && "value" in control ? control.value : undefined;
      if (typeof shown === "string" && shown !== form.getValues(field as never)) setField(field, shown);
    }
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useFormFocus(formRef, busy, form.formState.submitCount + serverRefusals);

  function setField(field: K, value: string) {
    if (postedErrors[field]) setPostedErrors(({ [field]: _gone, ...rest }) => rest);
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
    setPostedErrors({});
    setNotice(undefined);
    void submit(event);
  }

  /** The props that tie a field component to this form's state. */
  const bind = (field: K) => ({
    name: field,
    value: values[field] ?? "",
    error: errors[field],
    autoFocus: field === postedFocus || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  /** The message on a field the form does not type (an extra, e.g. a quote's photos), from the server. */
  const extraError = (name: string) => {
    const message = (fieldErrors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === "string" ? message : postedErrors[name];
  };
  /** Removes an extra's message once what it was about has changed. */
  const clearExtraError = (name: string) => {
    form.clearErrors(name as Path<Values<K>>);
    if (postedErrors[name]) setPostedErrors(({ [name]: _gone, ...rest }) => rest);
  };

  return {
    values,
    errors,
    busy,
    notice,
    postedFocus,
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

/** The posted values of the form's own fields (not the honeypot, not anything else a post carried). */
function pick<K extends string>(values: Record<string, string>, fields: readonly K[]): Partial<Values<K>> {
  return Object.fromEntries(fields.filter((field) => field in values).map((f) => [f, values[f]])) as never;
}
