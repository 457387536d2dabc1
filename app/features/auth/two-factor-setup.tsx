import qrcode from "qrcode-generator";
import { useMemo, useState } from "react";
import { z } from "zod";
import { formButtonClass, SubmitButton, TextField } from "~/components/ui/form-field";
import { bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { commonProblem, postAuth } from "./auth-api";
import { AuthCard } from "./auth-card";
import { BackupCodeActions } from "./backup-code-actions";
import { totpCode } from "./code-fields";

type Step =
  | { name: "password" }
  | { name: "verify"; totpURI: string; backupCodes: string[] }
  | { name: "done"; backupCodes: string[] };

// One field, asked twice: the password first, then a code from the app.
const passwordStep = z.object({ value: z.string().min(1, "Enter your password.") });
const verifyStep = z.object({ value: totpCode });

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP", easier to type into an app by hand. */
const groupKey = (key: string) => key.replace(/(.{4})/g, "$1 ").trim();

/**
 * Turning on two-factor authentication: confirm the password, add the key to an authenticator app
 * (QR code or typed), prove it with one code, then keep the backup codes.
 */
export function TwoFactorSetup({ issuer, continueTo }: { issuer: string; continueTo: string }) {
  const [step, setStep] = useState<Step>({ name: "password" });
  const form = useZodForm(step.name === "password" ? passwordStep : verifyStep, {
    reValidateMode: "onSubmit",
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const value = bindFields(form)("value");
  const error = value.error ?? serverError ?? undefined;
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  const totpURI = step.name === "verify" ? step.totpURI : null;
  const { key, qr } = useMemo(() => {
    if (!totpURI) return { key: "", qr: "" };
    const code = qrcode(0, "M");
    code.addData(totpURI);
    code.make();
    return { key: new URL(totpURI).searchParams.get("secret") ?? "", qr: code.createDataURL(4, 4) };
  }, [totpURI]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    setServerError(null);
    return form.handleSubmit(({ value }) => send(value))(event);
  }

  async function send(value: string) {
    if (step.name === "password") {
      setBusy(true);
      const result = await postAuth<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", {
        password: value,
        issuer,
      });
      setBusy(false);
      form.reset({ value: "" });
      if (result.ok)
        setStep({ name: "verify", totpURI: result.data.totpURI, backupCodes: result.data.backupCodes });
      else setServerError(result.status === 400 ? "That password is not right." : commonProblem(result));
      return;
    }
    if (step.name === "verify") {
      setBusy(true);
      const result = await postAuth("/two-factor/verify-totp", { code: value });
      setBusy(false);
      form.reset({ value: "" });
      if (result.ok) setStep({ name: "done", backupCodes: step.backupCodes });
      else
        setServerError(
          result.status === 401
            ? "That code is not right. Check the app and try again."
            : commonProblem(result),
        );
    }
  }

  if (step.name === "done") {
    return (
      <AuthCard>
        <h2 className="text-xl font-bold">Two-factor authentication is on</h2>
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
          From now on, signing in asks for a code from your authenticator app. If you lose the phone, each of
          these backup codes signs you in once. Keep them somewhere safe.
        </p>
        <ul aria-label="Backup codes" className="mt-4 grid grid-cols-2 gap-2 font-mono text-base">
          {step.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
              {code}
            </li>
          ))}
        </ul>
        <BackupCodeActions issuer={issuer} codes={step.backupCodes} />
        {/* A full page load: the admin area reads the new session. */}
        <a href={continueTo} className={cn(formButtonClass(), "mt-6 w-full")}>
          Continue to the dashboard
        </a>
      </AuthCard>
    );
  }

  const verifying = step.name === "verify";
  return (
    <AuthCard>
      <form method="post" noValidate onSubmit={submit}>
        {/* Nothing can be typed or sent before the page is interactive (see useHydrated). */}
        <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
          {verifying ? (
            <>
              <h2 className="text-xl font-bold">Add this site to your authenticator app</h2>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or
                1Password, or type the key into it.
              </p>
              <img
                src={qr}
                alt="QR code of the key for your authenticator app"
                width={200}
                height={200}
                className="mx-auto mt-4 bg-white p-2"
              />
              <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
                Key:{" "}
                <code data-testid="totp-key" className="font-mono text-base break-all">
                  {groupKey(key)}
                </code>
              </p>
            </>
          ) : (
            <p className="text-slate-700 dark:text-slate-300">
              The admin area asks for a second step at sign-in: a 6-digit code from an authenticator app on
              your phone. Confirm your password to start.
            </p>
          )}
          <TextField
            key={step.name}
            className="mt-6"
            label={verifying ? "6-digit code from the app" : "Your password"}
            type={verifying ? "text" : "password"}
            inputMode={verifying ? "numeric" : undefined}
            autoComplete={verifying ? "one-time-code" : "current-password"}
            {...value}
            error={error}
          />
          <SubmitButton busy={busy} busyLabel="Please wait..." className="mt-4 w-full">
            {verifying ? "Verify and turn on" : "Set up two-factor authentication"}
          </SubmitButton>
        </fieldset>
      </form>
    </AuthCard>
  );
}
