import { useId, useState } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { commonProblem, postAuth } from "./auth-api";
import { cardClass, errorClass, inputClass, labelClass, primaryButtonClass } from "./form-styles";

/** The second step of a password sign-in: the authenticator app's code, or one of the backup codes. */
export function TwoFactorForm({ returnTo }: { returnTo: string }) {
  const id = useId();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = useBackup ? code.trim() : code.replace(/\s+/g, "");
    if (!useBackup && !/^\d{6}$/.test(value)) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    if (useBackup && value.length < 4) {
      setError("Enter one of your backup codes.");
      return;
    }
    setBusy(true);
    const result = await postAuth(useBackup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", {
      code: value,
    });
    if (result.ok) {
      window.location.assign(returnTo);
      return;
    }
    setBusy(false);
    setCode("");
    const reason = result.data.code ?? "";
    if (reason === "INVALID_TWO_FACTOR_COOKIE" || reason.startsWith("TOO_MANY_ATTEMPTS")) {
      setExpired(true);
      setError("This sign-in has expired or had too many wrong codes. Please sign in again.");
    } else if (result.status === 401 || result.status === 400) {
      setError(
        useBackup
          ? "That backup code is not valid."
          : "That code is not right. Check your authenticator app and try again.",
      );
    } else {
      setError(commonProblem(result));
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
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
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
            setCode("");
            setError(null);
          }}
          className="mt-4 w-full text-center text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
        >
          {useBackup ? "Use the authenticator app instead" : "Use a backup code instead"}
        </button>
      </fieldset>
    </form>
  );
}
