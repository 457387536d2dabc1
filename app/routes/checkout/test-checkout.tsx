import { useState } from "react";
import { data, redirect } from "react-router";
import { testCheckoutCalls } from "~/features/payments/api";
import { ApiError } from "~/lib/api-client";
import { DomainError, HTTP_STATUS } from "~/lib/domain-error";
import { postedForm } from "~/lib/form-post.server";
import { formatMoney } from "~/lib/money";
import { privatePageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { answerTestBankPayment, NOT_PROCESSING, testCheckoutPage } from "~/workflows/test-checkout.server";
import type { Route } from "./+types/test-checkout";
import { BankAnswer } from "./bank-answer";

export const meta = () => privatePageMeta("Test Payment");

/** The test checkout stands in for the card provider; with Stripe configured it does not exist. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page =
    context.config.paymentsProvider === "test"
      ? await testCheckoutPage(context.db, params.sessionId)
      : undefined;
  if (!page) throw data("Checkout not found", { status: 404 });
  return page;
}

/**
 * The bank's answer to a bank payment processing (`answer`: settle or fail), as plain form posts that work
 * without the page's script; then the checkout's way back, which says what happened.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (context.config.paymentsProvider !== "test") throw data("Checkout not found", { status: 404 });
  let answer: FormDataEntryValue | null;
  try {
    answer = (await postedForm(request, 1024)).get("answer");
  } catch (error) {
    // A body that is not a form, or too large for one, is the client's mistake: its 4xx, not a 500.
    if (!(error instanceof DomainError)) throw error;
    return data({ message: error.message }, { status: HTTP_STATUS[error.code] });
  }
  if (answer !== "settle" && answer !== "fail") return data({ message: "Unknown answer" }, { status: 400 });
  const result = await answerTestBankPayment(context.payments, params.sessionId, answer);
  if (result.outcome === "not-found") throw data("Checkout not found", { status: 404 });
  if (result.outcome === "not-processing") return data({ message: NOT_PROCESSING }, { status: 409 });
  return redirect(result.redirectUrl);
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, businessName } = loaderData;
  const byBank = checkout.method === "us_bank_account";
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function go(action: "pay" | "cancel") {
    setBusy(action);
    setError(null);
    try {
      const { redirectUrl } = await testCheckoutCalls[action]({ params: { sessionId: checkout.sessionId } });
      window.location.assign(redirectUrl);
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : "Failed to process payment. Please try again later.",
      );
      setBusy(null);
    }
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-12 sm:py-16">
      <p
        role="note"
        className="rounded-md border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      >
        Test payment page: no card is charged and no real money moves.
      </p>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <p className="text-sm text-slate-600 dark:text-slate-300">Pay {businessName}</p>
        <h1 className="mt-1 text-3xl font-bold">{formatMoney(checkout.amount)}</h1>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          Deposit for
        </h2>
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
          {checkout.lines.map((line) => (
            <li key={line.name} className="flex justify-between gap-4 py-2">
              <span>
                {line.name} × {line.quantity}
              </span>
              <span className="font-medium">{formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
        {checkout.state === "open" ? (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              disabled={!hydrated || busy !== null}
              onClick={() => go("pay")}
              className="flex-1 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {busy === "pay"
                ? "Processing..."
                : `Pay ${formatMoney(checkout.amount)}${byBank ? " by bank account" : ""}`}
            </button>
            <button
              type="button"
              disabled={!hydrated || busy !== null}
              onClick={() => go("cancel")}
              className="flex-1 rounded-md border-2 border-slate-400 px-5 py-3 font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:hover:bg-slate-800"
            >
              Cancel
            </button>
          </div>
        ) : checkout.state === "processing" ? (
          <BankAnswer amount={checkout.amount} />
        ) : (
          <p className="mt-6 font-semibold" role="status">
            {checkout.state === "paid"
              ? "This checkout has been paid."
              : "This checkout has expired. Please start a new one."}
          </p>
        )}
        {(error ?? actionData?.message) && (
          <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
            {error ?? actionData?.message}
          </p>
        )}
      </div>
    </section>
  );
}
