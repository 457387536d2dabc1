import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { commonProblem, postAuth } from "./auth-api";
import { SIGN_IN_LINK_MINUTES } from "./auth-constants";
import {
  cardClass,
  errorClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from "./form-styles";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A sign-in link needs an email; a password sign-in needs the password too. */
const linkSchema = z.object({
  email: z.string().trim().regex(EMAIL, "Enter a valid email address."),
  password: z.string(),
});
const passwordSchema = linkSchema.extend({ password: z.string().min(1, "Enter your password.") });
type Intent = "link" | "password";
type LoginValues = z.input<typeof linkSchema>;

/**
 * Sign in: a one-time link by email (customers; it creates the account on first use), or email and
 * password (admins, followed by their authenticator code).
 */
export function LoginForm({ returnTo, initialError }: { returnTo: string; initialError?: string }) {
  const id = useId();
  const hydrated = useHydrated();
  // The button pressed decides which rules apply: the resolver reads it at each check.
  const intent = useRef<Intent>("link");
  const form = useForm<LoginValues>({
    defaultValues: { email: "", password: "" },
    resolver: (values, context, options) =>
      zodResolver(intent.current === "password" ? passwordSchema : linkSchema)(values, context, options),
    reValidateMode: "onSubmit",
  });
  const [formError, setFormError] = useState(initialError);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errors = { ...form.formState.errors, form: formError };

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Enter in the password field submits with the form's first button; the person meant the password.
    const inPasswordField = document.activeElement?.id === `${id}-password`;
    intent.current = submitter?.value === "password" || inPasswordField ? "password" : "link";
    setFormError(undefined);
    return form.handleSubmit(signIn)(event);
  }

  async function signIn({ email, password }: LoginValues) {
    const address = email.trim();
    setBusy(intent.current);
    if (intent.current === "link") {
      const result = await postAuth("/sign-in/magic-link", { email: address, callbackURL: returnTo });
      setBusy(null);
      if (result.ok) setSentTo(address);
      else setFormError(result.status === 400 ? "Enter a valid email address." : commonProblem(result));
      return;
    }
    const result = await postAuth<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
      email: address,
      password,
    });
    if (result.ok && result.data.twoFactorRedirect) {
      window.location.assign(`/login/two-factor?returnTo=${encodeURIComponent(returnTo)}`);
    } else if (result.ok) {
      // A full page load: every part of the page (header, loaders) sees the new session.
      window.location.assign(returnTo);
    } else {
      setBusy(null);
      form.setValue("password", "");
      setFormError(
        result.status === 401 || result.status === 400 ? "Invalid email or password." : commonProblem(result),
      );
    }
  }

  if (sentTo) {
    return (
      <div className={cardClass}>
        <h2 className="text-xl font-bold">Check your email</h2>
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
          We sent a sign-in link to <strong className="break-all">{sentTo}</strong>. It works once, for{" "}
          {SIGN_IN_LINK_MINUTES} minutes.
        </p>
        <button type="button" className={cn(secondaryButtonClass, "mt-6")} onClick={() => setSentTo(null)}>
          Use a different email
        </button>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className={cardClass}
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      {/* Nothing can be typed or sent before the page is interactive (see useHydrated). */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 border-0 p-0">
        {errors.form && (
          <p
            id={`${id}-form-error`}
            role="alert"
            className="mb-5 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {errors.form}
          </p>
        )}
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.register("email")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={inputClass}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className={errorClass}>
            {errors.email.message}
          </p>
        )}
        <button
          type="submit"
          value="link"
          disabled={busy !== null}
          className={cn(primaryButtonClass, "mt-4")}
        >
          {busy === "link" ? "Sending..." : "Email me a sign-in link"}
        </button>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          No password needed: the link signs you in, and creates your account the first time.
        </p>

        <div className="my-6 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400" aria-hidden>
          <span className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
          or sign in with a password
          <span className="h-px flex-1 bg-slate-300 dark:bg-slate-700" />
        </div>

        <label htmlFor={`${id}-password`} className={labelClass}>
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          className={inputClass}
        />
        {errors.password && (
          <p id={`${id}-password-error`} className={errorClass}>
            {errors.password.message}
          </p>
        )}
        <button
          type="submit"
          value="password"
          disabled={busy !== null}
          className={cn(secondaryButtonClass, "mt-4")}
        >
          {busy === "password" ? "Signing in..." : "Sign in with password"}
        </button>
      </fieldset>
    </form>
  );
}
