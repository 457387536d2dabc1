import { useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { HONEYPOT_FIELD } from "./lead-fields";
import { receivedText } from "./lead-received";

/**
 * What the page got back from a post of the form without script: its refusal, or that it was sent with its
 * reference ("" when the page's address does not say which).
 */
export interface PostedLead {
  refusal?: FormRefusal;
  sent?: string;
}

/** A message over the form: the refusal of a post without script, or its thank-you. */
export interface LeadFormNotice {
  kind: "refused" | "sent";
  text: string;
}

interface LeadFormOptions<T extends FieldValues, Output> {
  /** The page the form posts to without script. */
  action: string;
  /**
   * The typed fields in the order shown (the first in error takes the focus), each with what it shows when
   * nothing was posted (the signed-in person's email); a success empties the form back to these.
   */
  empty: T;
  /** Sends the checked values with the honeypot's content; a refusal is an ApiError. */
  send: (values: Output, honeypot: string) => Promise<{ reference: string }>;
  success: { title: string; description: string };
  failure: string;
  /** After a successful submission, once the fields are reset: the owner clears what else it holds. */
  onSent?: () => void;
  /** What a post without script came back with (the page's action data and `?sent=1`). */
  posted?: PostedLead;
}

/**
 * A lead form (quote request, contact message) on the site's form idiom: the form is the caller's useZodForm,
 * its fields bound with `field(name)`. The values are checked before anything is sent; then a success (toast,
 * reset) or a failure (error toast, values kept, the server's field messages under the fields). Before the
 * page's script runs (or without it) the form posts itself to its page's action, and comes back with
 * `posted`: the values, the messages and the focus on the first field in error, or the thank-you
 * (docs/decisions/0020).
 */
export function useLeadForm<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  { action, empty, send, success, failure, onSent, posted }: LeadFormOptions<T, Output>,
) {
  const postedForm = usePostedForm(posted?.refusal, posted?.refusal?.message ?? null);
  // The reference of the lead just sent ("" when unknown), shown over the form; undefined before.
  const [sent, setSent] = useState<string | undefined>(posted?.sent);
  // The server's messages on what the form does not type (a quote's photos and estimate), until they change.
  const [extraErrors, setExtraErrors] = useState<Record<string, string>>({});
  // Each refused submission moves the focus to the first field in error: the form's own checks count in
  // submitCount (published with their errors), the server's refusals here.
  const [serverRefusals, setServerRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();
  const busy = form.formState.isSubmitting;
  useFormFocus(formRef, busy, form.formState.submitCount + serverRefusals);

  const submit = form.handleSubmit(async (values, event) => {
    const target = event?.target;
    const honeypot = target instanceof HTMLFormElement ? new FormData(target).get(HONEYPOT_FIELD) : null;
    try {
      const { reference } = await send(values, typeof honeypot === "string" ? honeypot : "");
      toast({ ...success, description: receivedText(success.description, reference) });
      setSent(reference);
      form.reset(empty);
      onSent?.();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      // 413: a photo over the size limit, refused with its field's message like a 400.
      const named = apiError ? Object.keys(apiError.fieldErrors).length > 0 : false;
      if (apiError && (apiError.status === 400 || (apiError.status === 413 && named))) {
        applyServerErrors(form, error);
        setExtraErrors(apiError.fieldErrors);
        setServerRefusals((n) => n + 1);
      }
      // A refusal the visitor can act on (a field, a photo named, the rate limit) is said as the server said it.
      const description =
        (apiError?.status === 429 || named) && apiError?.serverMessage ? apiError.serverMessage : failure;
      toast({ title: "Error", description, variant: "destructive" });
    }
  });

  const own = postedForm.formProps(action, submit);
  const formProps = {
    ...own,
    ref: formRef,
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      setSent(undefined);
      setExtraErrors({});
      own.onSubmit(event);
    },
  };

  const notice: LeadFormNotice | undefined = postedForm.failure
    ? { kind: "refused", text: postedForm.failure }
    : sent !== undefined
      ? { kind: "sent", text: receivedText(success.description, sent || undefined) }
      : undefined;

  return {
    formProps,
    busy,
    notice,
    /** The props of the field component of `name` (bindFields). */
    field: bindFields(form, {
      posted: postedForm.posted,
      forget: postedForm.forget,
      initial: empty,
      shown: Object.keys(empty),
    }),
    /** The message on something the form does not type (a quote's photos), from the server. */
    extraError: (name: string): string | undefined => extraErrors[name] ?? postedForm.posted?.errors[name],
    /** Removes that message once what it was about has changed. */
    clearExtraError(name: string) {
      setExtraErrors(({ [name]: _gone, ...rest }) => rest);
      postedForm.forget(name);
    },
  };
}
