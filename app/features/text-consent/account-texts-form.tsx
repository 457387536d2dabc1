/**
 * My Projects' box for texts (docs/texts.md, "Consent"): the customer asks for texts to a mobile number, or
 * stops them. A real form posted to the page (`intent=texts`), so that it works before the script runs and
 * without it; with the script it saves through PUT /api/account/texts and the page stays. Client-safe.
 */
import { useState } from "react";
import { FormFailure, FormNotice, SubmitButton, TextField } from "~/components/ui/form-field";
import { TextConsentCheckbox } from "~/components/ui/text-consent-checkbox";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { clientOf } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { isTicked } from "~/lib/text-consent";
import { ACCOUNT_TEXTS_INTENT } from "./account-texts-fields";
import { accountTextEndpoints, accountTextsSchema, type AccountTexts } from "./endpoints";

const calls = clientOf(accountTextEndpoints);

const FAILED = "We could not save your choice. Please try again.";

export function savedNotice(optIn: boolean) {
  return optIn ? "Texts are on. We will text the number above." : "Texts are off. We will not text you.";
}

export function AccountTextsForm({
  initial,
  posted: refused,
  saved = false,
}: {
  initial: AccountTexts;
  /** The refusal of this form posted without script. */
  posted?: FormRefusal;
  /** The page came back from a post without script that was saved. */
  saved?: boolean;
}) {
  const form = useZodForm(accountTextsSchema);
  const { posted, failure, setFailure, formProps, forget } = usePostedForm(refused, () =>
    refused && !refused.errors.phone ? refused.message : null,
  );
  const [notice, setNotice] = useState<string | null>(saved ? savedNotice(initial.optIn) : null);
  const field = bindFields(form, { posted, forget, initial: { phone: initial.phone }, shown: ["phone"] });
  // Ticked only when the customer ticked it: their texts are on, or the post that came back had it ticked.
  const ticked = refused ? isTicked(refused.values.optIn) : initial.optIn;

  const submit = form.handleSubmit(async (body) => {
    setNotice(null);
    try {
      const answer = await calls.save({ body });
      form.reset({ optIn: answer.optIn, phone: answer.phone });
      setNotice(savedNotice(answer.optIn));
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(FAILED);
    }
  });

  return (
    <section
      aria-labelledby="account-texts"
      className="mt-12 max-w-xl rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="account-texts" className="text-lg font-semibold">
        Text messages
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Reminders before your visits, a text when we are on our way, and the links to your estimates and
        invoices.
      </p>
      <form {...formProps("/my-projects", submit)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={ACCOUNT_TEXTS_INTENT} />
        {notice && <FormNotice kind="sent" text={notice} />}
        <TextConsentCheckbox defaultChecked={ticked} {...form.register("optIn")} />
        <TextField label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" {...field("phone")} />
        <FormFailure failure={failure} />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving...">
          Save
        </SubmitButton>
      </form>
    </section>
  );
}
