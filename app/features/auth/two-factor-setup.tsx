import { zodResolver } from "@hookform/resolvers/zod";
import qrcode from "qrcode-generator";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { commonProblem, postAuth } from "./auth-api";
import { totpCode } from "./code-fields";
import { cardClass, primaryButtonClass } from "./form-styles";

type Step =
  | { name: "password" }
  | { name: "verify"; totpURI: string; backupCodes: string[] }
  | { name: "done"; backupCodes: string[] };

// One field, asked twice: the password first, then a code from the app.
const passwordStep = z.object({ value: z.string().min(1, "Enter your password.") });
const verifyStep = z.object({ value: totpCode });
type StepValues = z.input<typeof passwordStep>;

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP", easier to type into an app by hand. */
const groupKey = (key: string) => key.replace(/(.{4})/g, "$1 ").trim();

/**
 * Turning on two-factor authentication: confirm the password, add the key to an authenticator app
 * (QR code or typed), prove it with one code, then keep the backup codes.
 */
export function TwoFactorSetup({ issuer, continueTo }: { issuer: string; continueTo: string }) {
  const [step, setStep] = useState<Step>({ name: "password" });
  const form = useForm<StepValues, unknown, StepValues>({
    defaultValues: { value: "" },
    resolver: (values, context, options) =>
      zodResolver(step.name === "password" ? passwordStep : verifyStep)(values, context, options),
    reValidateMode: "onSubmit",
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const error = form.formState.errors.value?.message ?? serverError;
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
      <div className={cardClass}>
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
        {/* A full page load: the admin area reads the new session. */}
        <a href={continueTo} className={cn(primaryButtonClass, "mt-6")}>
          Continue to the dashboard
        </a>
      </div>
    );
  }

  const verifying = step.name === "verify";
  return (
    <form method="post" noValidate onSubmit={submit} className={cardClass}>
      {/* Nothing can be typed or sent before the page is interactive (see useHydrated). */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
        {verifying ? (
          <>
            <h2 className="text-xl font-bold">Add this site to your authenticator app</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or 1Password,
              or type the key into it.
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
            The admin area asks for a second step at sign-in: a 6-digit code from an authenticator app on your
            phone. Confirm your password to start.
          </p>
        )}
        <TextField
          key={step.name}
          className="mt-6"
          label={verifying ? "6-digit code from the app" : "Your password"}
          type={verifying ? "text" : "password"}
          inputMode={verifying ? "numeric" : undefined}
          autoComplete={verifying ? "one-time-code" : "current-password"}
          {...form.register("value")}
          error={error ?? undefined}
        />
        <button type="submit" disabled={busy} className={cn(primaryButtonClass, "mt-4")}>
          {busy ? "Please wait..." : verifying ? "Verify and turn on" : "Set up two-factor authentication"}
        </button>
      </fieldset>
    </form>
  );
}
