import { useRef, useState } from "react";
import type { z } from "zod";
import { useToast } from "~/components/ui/toast";
import { useFormFocus } from "~/components/ui/use-form-focus";
import { ApiError, apiRequest } from "~/lib/api-client";
import { firstFieldErrors } from "~/lib/field-errors";
import { HONEYPOT_FIELD } from "./lead-fields";

interface LeadFormOptions<K extends string> {
  schema: z.ZodObject<Record<K, z.ZodType>>;
  fields: readonly K[];
  endpoint: string;
  success: { title: string; description: string };
  failure: string;
  /** Starting values, kept after a reset (e.g. the signed-in person's email). */
  initial?: Partial<Record<K, string>>;
}

/**
 * The state of a lead form: idle, submitting, success (toast, reset) or failure (error toast,
 * values kept). The shared schema checks the values before anything is sent; the server's field messages
 * are shown as well when it refuses them.
 */
export function useLeadForm<K extends string>({
  schema,
  fields,
  endpoint,
  success,
  failure,
  initial = {},
}: LeadFormOptions<K>) {
  const empty = () =>
    Object.fromEntries(fields.map((field) => [field, initial[field] ?? ""])) as Record<K, string>;
  const [values, setValues] = useState<Record<K, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { toast } = useToast();

  useFormFocus(formRef, busy, attempt);

  /** Sets a field; a field already in error is checked again so that the message goes once it is fixed. */
  function setField(field: K, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (!errors[field]) return;
    const result = schema.shape[field].safeParse(value);
    setErrors((current) => ({
      ...current,
      [field]: result.success ? undefined : result.error.issues[0]?.message,
    }));
  }

  /** Sets several fields at once (a prefill); the ones in error are checked again. */
  function setFields(changes: Partial<Record<K, string>>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as K[]) {
        if (!next[field]) continue;
        const result = schema.shape[field].safeParse(changes[field]);
        next[field] = result.success ? undefined : result.error.issues[0]?.message;
      }
      return next;
    });
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = schema.safeParse(values);
    if (!result.success) {
      setErrors(firstFieldErrors(result.error) as Partial<Record<K, string>>);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "";
    try {
      await apiRequest("POST", endpoint, { ...values, [HONEYPOT_FIELD]: honeypot });
      toast(success);
      setValues(empty());
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.status === 400) {
        setErrors(apiError.fieldErrors as Partial<Record<K, string>>);
        setAttempt((n) => n + 1);
      }
      const description =
        apiError?.status === 429 && apiError.serverMessage ? apiError.serverMessage : failure;
      toast({ title: "Error", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  /** The props that tie a field component to this form's state. */
  const bind = (field: K) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setField(field, event.target.value),
  });

  return { values, errors, busy, setField, setFields, bind, onSubmit, formRef };
}
