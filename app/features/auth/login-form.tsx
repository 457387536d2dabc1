import { useId, useState } from "react";
import { useLocation } from "react-router";
import { formButtonClass, FormNotice, SubmitButton, TextField } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { cn } from "~/lib/cn";
import type { FormRefusal } from "~/lib/form-post.server";
import { postAuth } from "./auth-api";
import { AuthCard } from "./auth-card";
import { SIGN_IN_LINK_MINUTES } from "./auth-constants";
import { loginPath, SIGNED_IN_LANDING, twoFactorPath } from "./return-to";
import {
  LINK_INTENT,
  PASSWORD_INTENT,
  signInProblem,
  signInSchema,
  type SignInIntent,
} from "./sign-in-fields";

/**
 * Sign in: a one-time link by email (customers; it creates the account on first use), or email and
 * password (admins, followed by their authenticator code). A real form: before the script has loaded (or
 * without it) it posts to the page's action, which answers the address mailed (`sentTo`) or its `refusal`;
 * with the script, it calls the auth API and stays on the page.
 */
export function LoginForm({
  returnTo,
  initialError,
  refusal,
  sentTo: postedSentTo,
}: {
  returnTo: string;
  initialError?: string;
  refusal?: FormRefusal;
  sentTo?: string;
}) {
  const id = useId();
  const form = useZodForm(signInSchema, { reValidateMode: "onSubmit" });
  // The action's messages (a refusal, or "Please correct the highlighted fields.") until the next submission.
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(
    refusal,
    refusal?.message ?? initialError ?? null,
  );
  const field = bindFields(form, { posted, forget, shown: ["email", "password"] });
  const [busy, setBusy] = useState<SignInIntent | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(postedSentTo ?? null);
  // Without script the page comes back from the action: the first field in error takes the focus, or the
  // password field after a refused password (the address says which button posted), to type it again.
  const passwordPosted = new URLSearchParams(useLocation().search).get("intent") === PASSWORD_INTENT;
  const focus = refusal?.errors.email
    ? "email"
    : refusal?.errors.password || (refusal && passwordPosted)
      ? "password"
      : refusal
        ? "email"
        : null;
  const passwordAction = `/login?intent=${PASSWORD_INTENT}${returnTo === SIGNED_IN_LANDING ? "" : `&returnTo=${encodeURIComponent(returnTo)}`}`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    // Enter in the password field submits with the form's first button; the person meant the password.
    const inPasswordField = (document.activeElement as HTMLInputElement | null)?.name === "password";
    const intent = submitter?.value === PASSWORD_INTENT || inPasswordField ? PASSWORD_INTENT : LINK_INTENT;
    form.setValue("intent", intent);
    return form.handleSubmit(async (values) => {
      setBusy(values.intent);
      if (values.intent === LINK_INTENT) await sendLink(values.email);
      else await signIn(values.email, values.password);
    })(event);
  }

  async function sendLink(email: string) {
    const result = await postAuth("/sign-in/magic-link", { email, callbackURL: returnTo });
    setBusy(null);
    if (result.ok) setSentTo(email);
    else setFailure(signInProblem("link", result).message);
  }

  async function signIn(email: string, password: string) {
    const result = await postAuth<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email, password });
    if (result.ok && result.data.twoFactorRedirect) {
      window.location.assign(twoFactorPath(returnTo));
    } else if (result.ok) {
      // A full page load: every part of the page (header, loaders) sees the new session.
      window.location.assign(returnTo);
    } else {
      setBusy(null);
      form.setValue("password", "");
      setFailure(signInProblem("password", result).message);
    }
  }

  if (sentTo) {
    return (
      <AuthCard>
        <h2 className="text-xl font-bold">Check your email</h2>
        <p role="status" className="mt-3 text-slate-700 dark:text-slate-300">
          We sent a sign-in link to <strong className="break-all">{sentTo}</strong>. It works once, for{" "}
          {SIGN_IN_LINK_MINUTES} minutes.
        </p>
        {/* A link, so that it also works without script; with it, the form comes back without a page load. */}
        <a
          href={loginPath(returnTo)}
          className={cn(formButtonClass("outline"), "mt-6 w-full")}
          onClick={(event) => {
            event.preventDefault();
            setSentTo(null);
          }}
        >
          Use a different email
        </a>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <form
        {...formProps(loginPath(returnTo), submit)}
        aria-describedby={failure ? `${id}-form-error` : undefined}
      >
        {failure && <FormNotice kind="refused" text={failure} id={`${id}-form-error`} className="mb-5" />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field("email")}
          autoFocus={focus === "email"}
        />
        <SubmitButton
          value={LINK_INTENT}
          busy={busy === LINK_INTENT}
          busyLabel="Sending..."
          disabled={busy !== null}
          className="mt-4 w-full"
        >
          Email me a sign-in link
        </SubmitButton>
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
          {...field("password")}
          autoFocus={focus === "password"}
        />
        <SubmitButton
          value={PASSWORD_INTENT}
          formAction={passwordAction}
          look="outline"
          busy={busy === PASSWORD_INTENT}
          busyLabel="Signing in..."
          disabled={busy !== null}
          className="mt-4 w-full"
        >
          Sign in with password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
