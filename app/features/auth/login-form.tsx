import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { TextField } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { postAuth } from "./auth-api";
import { SIGN_IN_LINK_MINUTES } from "./auth-constants";
import { alertClass, cardClass, primaryButtonClass, secondaryButtonClass } from "./form-styles";
import { loginPath, twoFactorPath } from "./return-to";
import {
  type LoginValues,
  linkRequestSchema,
  PASSWORD_INTENT,
  passwordSignInSchema,
  signInProblem,
} from "./sign-in-fields";

type Intent = "link" | "password";

/** What the page's action answered a post without script: the address mailed, or the refusal. */
export interface PostedLogin {
  sentTo?: string;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * Sign in: a one-time link by email (customers; it creates the account on first use), or email and
 * password (admins, followed by their authenticator code). A real form: before the script has loaded (or
 * without it) it posts to the page's action; with it, it calls the auth API and stays on the page.
 */
export function LoginForm({
  returnTo,
  initialError,
  posted,
}: {
  returnTo: string;
  initialError?: string;
  posted?: PostedLogin;
}) {
  const id = useId();
  // The button pressed decides which rules apply: the resolver reads it at each check.
  const intent = useRef<Intent>("link");
  const form = useForm<LoginValues>({
    defaultValues: { email: posted?.values?.email ?? "", password: "" },
    resolver: (values, context, options) =>
      zodResolver(intent.current === "password" ? passwordSignInSchema : linkRequestSchema)(
        values,
        context,
        options,
      ),
    reValidateMode: "onSubmit",
  });
  // The action's field messages, until the next submission with script replaces them.
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {});
  // The action's form-level message (a refusal, or "Please correct the highlighted fields.").
  const [formError, setFormError] = useState(posted?.message ?? initialError);
  const [busy, setBusy] = useState<Intent | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(posted?.sentTo ?? null);
  const errors = {
    email: form.formState.errors.email?.message ?? postedErrors.email,
    password: form.formState.errors.password?.message ?? postedErrors.password,
    form: formError,
  };
  // Without script the page comes back from the action: the first field in error takes the focus, or the
  // password field after a refused password (the address says which button posted), to type it again.
  const passwordPosted = new URLSearchParams(useLocation().search).get("intent") === PASSWORD_INTENT;
  const focus = postedErrors.email
    ? "email"
    : postedErrors.password || (posted?.message && passwordPosted)
      ? "password"
      : posted?.message
        ? "email"
        : null;
  const passwordAction = `/login?intent=${PASSWORD_INTENT}${returnTo === "/" ? "" : `&returnTo=${encodeURIComponent(returnTo)}`}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Enter in the password field submits with the form's first button; the person meant the password.
    const inPasswordField = (document.activeElement as HTMLInputElement | null)?.name === "password";
    intent.current = submitter?.value === "password" || inPasswordField ? "password" : "link";
    setFormError(undefined);
    setPostedErrors({});
    return form.handleSubmit(signIn)(event);
  }

  async function signIn({ email, password }: LoginValues) {
    const address = email.trim();
    setBusy(intent.current);
    if (intent.current === "link") {
      const result = await postAuth("/sign-in/magic-link", { email: address, callbackURL: returnTo });
      setBusy(null);
      if (result.ok) setSentTo(address);
      else setFormError(signInProblem("link", result).message);
      return;
    }
    const result = await postAuth<{ twoFactorRedirect?: boolean }>("/sign-in/email", {
      email: address,
      password,
    });
    if (result.ok && result.data.twoFactorRedirect) {
      window.location.assign(twoFactorPath(returnTo));
    } else if (result.ok) {
      // A full page load: every part of the page (header, loaders) sees the new session.
      window.location.assign(returnTo);
    } else {
      setBusy(null);
      form.setValue("password", "");
      setFormError(signInProblem("password", result).message);
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
        {/* A link, so that it also works without script; with it, the form comes back without a page load. */}
        <a
          href={loginPath(returnTo)}
          className={cn(secondaryButtonClass, "mt-6")}
          onClick={(event) => {
            event.preventDefault();
            setSentTo(null);
          }}
        >
          Use a different email
        </a>
      </div>
    );
  }

  return (
    <form
      method="post"
      action={loginPath(returnTo)}
      noValidate
      onSubmit={submit}
      className={cardClass}
      aria-describedby={errors.form ? `${id}-form-error` : undefined}
    >
      {errors.form && (
        <p id={`${id}-form-error`} role="alert" className={alertClass}>
          {errors.form}
        </p>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        autoFocus={focus === "email"}
        // In the page's HTML: react-hook-form fills the field only once the script runs.
        defaultValue={posted?.values?.email}
        {...form.register("email")}
        error={errors.email}
      />
      <button type="submit" value="link" disabled={busy !== null} className={cn(primaryButtonClass, "mt-4")}>
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

      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={focus === "password"}
        {...form.register("password")}
        error={errors.password}
      />
      <button
        type="submit"
        value="password"
        formAction={passwordAction}
        disabled={busy !== null}
        className={cn(secondaryButtonClass, "mt-4")}
      >
        {busy === "password" ? "Signing in..." : "Sign in with password"}
      </button>
    </form>
  );
}
