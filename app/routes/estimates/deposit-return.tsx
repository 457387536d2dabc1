import { data, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { checkCircle } from "~/components/ui/icons/check-circle";
import type { DepositReturn } from "~/features/estimates/estimate-view";
import { useConfirmedDeposit } from "~/features/estimates/use-confirmed-deposit";
import { privatePageMeta } from "~/lib/seo";
import { telHref } from "~/lib/tel-href";
import { depositState } from "~/workflows/estimate-deposit-return.server";
import type { Route } from "./+types/deposit-return";

export const meta = () => privatePageMeta("Your Estimate's Deposit");

export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/** A session id as the providers write them; anything else is not looked up. */
const SESSION_ID = /^[\w-]{1,255}$/;

/**
 * Where the checkout of an estimate's deposit returns: says where the estimate stands, as recorded. It
 * records nothing (a GET may be anyone's); the webhook does, or the page's report once shown
 * (useConfirmedDeposit).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const provider = context.config.paymentsProvider;
  const answer: DepositReturn =
    SESSION_ID.test(sessionId) && provider !== "unavailable"
      ? await depositState(context.db, provider, sessionId)
      : { state: "not-found" };
  return answer.state === "not-found" ? data({ answer, sessionId }, { status: 404 }) : { answer, sessionId };
}

const TITLES = {
  approved: "Deposit Received",
  pending: "Confirming Your Payment",
  refunded: "Payment Refunded",
  unpaid: "Deposit Not Paid",
  "not-found": "Payment Not Found",
} as const;

function message(answer: DepositReturn): string {
  switch (answer.state) {
    case "approved":
      return `Deposit received — estimate #${answer.number} is approved. Thank you! We will call you to schedule the work.`;
    case "pending":
      return "We are confirming your payment… This usually takes a few seconds.";
    case "refunded":
      return "Your payment was refunded because this estimate changed meanwhile. Please use the link in our latest email, or call us.";
    case "unpaid":
      return "The deposit was not paid. You can approve again from the link in your email.";
    default:
      return "We could not find this payment. Please use the link in your email, or call us.";
  }
}

export default function DepositReturnPage({ loaderData }: Route.ComponentProps) {
  const { sessionId } = loaderData;
  const answer = useConfirmedDeposit(sessionId, loaderData.answer);
  const phone = answer.state === "not-found" ? "" : answer.phone;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      {answer.state === "approved" && (
        <Icon icon={checkCircle} size={64} className="text-green-700 dark:text-green-400" />
      )}
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{TITLES[answer.state]}</h1>
      {answer.state !== "not-found" && (
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Estimate #{answer.number}: {answer.title}
        </p>
      )}
      <p role="status" className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        {message(answer)}
      </p>
      {answer.state === "pending" && (
        <a
          href={`/estimates/paid?session_id=${encodeURIComponent(sessionId)}`}
          className="mt-6 font-semibold text-brand-700 underline dark:text-accent-400"
        >
          Check again
        </a>
      )}
      {phone && (
        <p className="mt-6">
          Questions? Call us at{" "}
          <a href={telHref(phone)} className="font-semibold text-brand-700 underline dark:text-accent-400">
            {phone}
          </a>
          .
        </p>
      )}
      <Link
        to="/my-projects"
        className="mt-10 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Go to My Projects
      </Link>
    </section>
  );
}
