import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { commonProblem, postAuth } from "./auth-api";
import { backupCode, totpCode } from "./code-fields";
import { cardClass, errorClass, inputClass, labelClass, primaryButtonClass } from "./form-styles";

const totpSchema = z.object({ code: totpCode });
const backupSchema = z.object({ code: backupCode });
type CodeValues = z.input<typeof totpSchema>;

/** The second step of a password sign-in: the authenticator app's code, or one of the backup codes. */
export function TwoFactorForm({ returnTo }: { returnTo: string }) {
  const id = useId();
  const [useBackup, setUseBackup] = useState(false);
  const form = useForm<CodeValues, unknown, CodeValues>({
    defaultValues: { code: "" },
    resolver: (values, context, options) =>
      zodResolver(useBackup ? backupSchema : totpSchema)(values, context, options),
    reValidateMode: "onSubmit",
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const error = form.formState.errors.code?.message ?? serverError;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    setServerError(null);
    return form.handleSubmit(verify)(event);
  }

  async function verify({ code: value }: CodeValues) {
    setBusy(true);
    const result = await postAuth(useBackup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", {
      code: value,
    });
    if (result.ok) {
      window.location.assign(returnTo);
      return;
    }
    setBusy(false);
    form.reset({ code: "" });
    const reason = result.data.code ?? "";
    if (reason === "INVALID_TWO_FACTOR_COOKIE" || reason.startsWith("TOO_MANY_ATTEMPTS")) {
      setExpired(true);
      setServerError("This sign-in has expired or had too many wrong codes. Please sign in again.");
    } else if (result.status === 401 || result.status === 400) {
      setServerError(
        useBackup
          ? "That backup code is not valid."
          : "That code is not right. Check your authenticator app and try again.",
      );
    } else {
      setServerError(commonProblem(result));
    }
  }

  if (expired) {
    return (
      <div className={cardClass}>
        <p role="alert" className="text-slate-800 dark:text-slate-200">
          {error}
        </p>
        <a
          href={`/login?returnTo=${encodeURIComponent(returnTo)}`}
          className={cn(primaryButtonClass, "mt-6")}
        >
          Sign in again
        </a>
      </div>
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className={cardClass}>
      {/* Nothing can be typed or sent before the page is interactive (see useHydrated). */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
        <label htmlFor={`${id}-code`} className={labelClass}>
          {useBackup ? "Backup code" : "Authentication code"}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {useBackup
            ? "Each backup code works once."
            : "Open your authenticator app and enter the 6-digit code it shows for this site."}
        </p>
        <input
          id={`${id}-code`}
          {...form.register("code")}
          autoComplete="one-time-code"
          inputMode={useBackup ? "text" : "numeric"}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          className={cn(inputClass, "tracking-widest")}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className={errorClass}>
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={cn(primaryButtonClass, "mt-4")}>
          {busy ? "Verifying..." : "Verify"}
        </button>
        <button
          type="button"
          onClick={() => {
            setUseBackup((v) => !v);
            form.reset({ code: "" });
            setServerError(null);
          }}
          className="mt-4 w-full text-center text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
        >
          {useBackup ? "Use the authenticator app instead" : "Use a backup code instead"}
        </button>
      </fieldset>
    </form>
  );
}
