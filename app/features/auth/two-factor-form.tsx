import { useState } from "react";
import { formButtonClass, SubmitButton, TextField } from "~/components/ui/form-field";
import { bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import { postAuth } from "./auth-api";
import { AuthCard } from "./auth-card";
import { loginPath } from "./return-to";
import { backupSchema, signInProblem, totpSchema } from "./sign-in-fields";

/** What the page's action answered a code posted without script. */
export interface PostedCode {
  message?: string;
  errors?: Record<string, string>;
  expired?: boolean;
}

/**
 * The second step of a password sign-in: the authenticator app's code, or one of the backup codes. A real
 * form: before the script has loaded (or without it) it posts to the page's action; with it, it calls the
 * auth API and stays on the page until the code is right.
 */
export function TwoFactorForm({
  returnTo,
  backup = false,
  posted,
}: {
  returnTo: string;
  backup?: boolean;
  posted?: PostedCode;
}) {
  const [useBackup, setUseBackup] = useState(backup);
  const form = useZodForm(useBackup ? backupSchema : totpSchema, { reValidateMode: "onSubmit" });
  // The server's word on the last code (a code is never drawn again, so its message stands for the form's).
  const [serverError, setServerError] = useState<string | null>(
    posted?.errors?.code ?? posted?.message ?? null,
  );
  const [expired, setExpired] = useState(posted?.expired === true);
  const [busy, setBusy] = useState(false);
  const code = bindFields(form)("code");
  const error = code.error ?? serverError ?? undefined;
  const returnQuery = `returnTo=${encodeURIComponent(returnTo)}`;
  // `backup=1` in the address: the page and its action take a backup code instead of the app's code.
  const pagePath = (backupCode: boolean) =>
    `/login/two-factor?${returnQuery}${backupCode ? "&backup=1" : ""}`;

  const submit = form.handleSubmit(async ({ code: value }) => {
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
    const problem = signInProblem(useBackup ? "backup" : "totp", result);
    setExpired(problem.expired === true);
    setServerError(problem.message);
  });

  if (expired) {
    return (
      <AuthCard>
        <p role="alert" className="text-slate-800 dark:text-slate-200">
          {error}
        </p>
        <a href={loginPath(returnTo)} className={cn(formButtonClass(), "mt-6 w-full")}>
          Sign in again
        </a>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <form
        method="post"
        action={pagePath(useBackup)}
        noValidate
        onSubmit={(event) => {
          setServerError(null);
          void submit(event);
        }}
      >
        <TextField
          key={useBackup ? "backup" : "app"}
          label={useBackup ? "Backup code" : "Authentication code"}
          hint={
            useBackup
              ? "Each backup code works once."
              : "Open your authenticator app and enter the 6-digit code it shows for this site."
          }
          {...code}
          error={error}
          autoComplete="one-time-code"
          inputMode={useBackup ? "text" : "numeric"}
          autoFocus
        />
        <SubmitButton busy={busy} busyLabel="Verifying..." className="mt-4 w-full">
          Verify
        </SubmitButton>
        {/* A link, so that it also works without script; with it, the field changes without a page load. */}
        <a
          href={pagePath(!useBackup)}
          onClick={(event) => {
            event.preventDefault();
            setUseBackup((v) => !v);
            form.reset({ code: "" });
            setServerError(null);
          }}
          className="mt-4 block w-full text-center text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
        >
          {useBackup ? "Use the authenticator app instead" : "Use a backup code instead"}
        </a>
      </form>
    </AuthCard>
  );
}
