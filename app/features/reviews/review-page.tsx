/**
 * The customer's review page by its one-time link: the visit it is about, the stars, the text and the name
 * shown with it. After sending, a thank-you; a link already used says so. A real form posted to the page, so
 * that it works before the page's script runs or without it; with it, the review goes to the JSON API and
 * the page stays. Client-safe.
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { FormFailure, SubmitButton, TextAreaField, TextField } from "~/components/ui/form-field";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { applyServerErrors, useZodForm } from "~/components/ui/use-zod-form";
import { ApiError } from "~/lib/api-client";
import type { FormRefusal } from "~/lib/form-post.server";
import { firstPostedError } from "~/lib/posted-form";
import { publicReviewCalls } from "./public-api";
import { RatingField } from "./rating-field";
import type { ReviewRequestView } from "./review";
import { REVIEW_SENT_PARAM } from "./review-fields";
import { visitText } from "./review-label";
import { AUTHOR_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewSchema } from "./review.schema";

export const ALREADY_REVIEWED_TEXT = "You have already reviewed this visit. Thank you!";
const FAILED = "We could not save your review. Please try again, or call us.";
const FIELDS = ["rating", "text", "author"] as const;

type State = "form" | "sent" | "used";

export function ReviewPage({
  token,
  view,
  businessName,
  refusal,
}: {
  token: string;
  view: ReviewRequestView;
  businessName: string;
  /** What the review posted without script came back with (the page's action data). */
  refusal?: FormRefusal;
}) {
  // A review posted without script comes back to the page, its link now used, with `?sent=1`.
  const [params] = useSearchParams();
  const [state, setState] = useState<State>(() => {
    if (!view.used) return "form";
    return params.has(REVIEW_SENT_PARAM) ? "sent" : "used";
  });
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Review your visit</h1>
      <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
        {businessName}: {visitText(view.visit)}
      </p>
      {state === "form" ? (
        <ReviewForm
          token={token}
          suggestedAuthor={view.suggestedAuthor}
          posted={refusal}
          onSent={() => setState("sent")}
          onUsed={() => setState("used")}
        />
      ) : (
        <Outcome sent={state === "sent"} focus={!view.used} />
      )}
    </section>
  );
}

function ReviewForm({
  token,
  suggestedAuthor,
  posted: refused,
  onSent,
  onUsed,
}: {
  token: string;
  suggestedAuthor: string;
  posted?: FormRefusal;
  onSent: () => void;
  onUsed: () => void;
}) {
  // No default values: the form reads the fields as drawn, with what was typed before the script ran (the
  // suggested name, or a refused post's values).
  const form = useZodForm(reviewSchema);
  // The post's messages stay until the form is submitted again.
  const { posted, failure, setFailure, formProps } = usePostedForm(refused, () =>
    refused && !firstPostedError(refused, FIELDS) ? refused.message : null,
  );
  const { errors } = form.formState;
  const focus = firstPostedError(refused, FIELDS);
  const kept = refused?.values;

  const submit = form.handleSubmit(async (input) => {
    try {
      await publicReviewCalls.send({ params: { token }, body: input });
      onSent();
    } catch (error) {
      if (error instanceof ApiError && error.code === "conflict") return onUsed();
      if (!applyServerErrors(form, error)) {
        setFailure(
          error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? FAILED) : FAILED,
        );
      }
    }
  });

  return (
    <form
      {...formProps(`/reviews/${encodeURIComponent(token)}`, submit)}
      className="mt-8 space-y-6"
      aria-label="Write a review"
    >
      <RatingField
        register={form.register("rating")}
        defaultValue={kept?.rating}
        autoFocus={focus === "rating"}
        error={errors.rating?.message ?? posted?.errors.rating}
      />
      <TextAreaField
        label="Your review"
        hint={`What went well, and what could have gone better? At least ${REVIEW_TEXT_MIN} characters.`}
        maxLength={REVIEW_TEXT_MAX}
        rows={6}
        defaultValue={kept?.text}
        autoFocus={focus === "text" || undefined}
        error={errors.text?.message ?? posted?.errors.text}
        {...form.register("text")}
      />
      <TextField
        label="Name shown with your review"
        hint="You may change it, for example to your first name only."
        autoComplete="off"
        maxLength={AUTHOR_MAX}
        defaultValue={kept ? kept.author : suggestedAuthor}
        autoFocus={focus === "author" || undefined}
        error={errors.author?.message ?? posted?.errors.author}
        {...form.register("author")}
      />
      <FormFailure failure={failure} boxed />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." className="w-full sm:w-auto">
        Submit review
      </SubmitButton>
    </form>
  );
}

/** The thank-you, or the used link's words; focused when it replaces the form, so the customer hears it. */
function Outcome({ sent, focus }: { sent: boolean; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div
      role="status"
      className="mt-8 rounded-lg border border-green-300 bg-green-50 p-6 dark:border-green-800 dark:bg-green-950"
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {sent ? "Thank you for your review!" : ALREADY_REVIEWED_TEXT}
      </h2>
      {sent && (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          We read every review. Once approved, yours appears on our home page.
        </p>
      )}
    </div>
  );
}
