import { data, useSearchParams } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Icon } from "~/components/ui/icon";
import { checkCircle } from "~/components/ui/icons/check-circle";
import { visitOfCheckout } from "~/features/booking/thank-you-visit.server";
import { useRecordPayment } from "~/features/payments/use-record-payment";
import { formatTime12h, formatWeekdayDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/thank-you";

export const meta = () => privatePageMeta("Thank You for Your Booking!");

/** A query parameter when it is a plain id (anything else is ignored rather than shown). */
function idParam(params: URLSearchParams, name: string, pattern: RegExp) {
  const value = params.get(name);
  return value && pattern.test(value) ? value : null;
}

const appointmentParam = (params: URLSearchParams) => idParam(params, "appointment_id", /^[1-9]\d{0,9}$/);
const sessionParam = (params: URLSearchParams) => idParam(params, "session_id", /^[\w-]{1,255}$/);

/** The visit's date, time and deposit, when the checkout's session id is the booking's (see visitOfCheckout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const appointmentId = appointmentParam(params);
  const sessionId = sessionParam(params);
  const visit =
    appointmentId && sessionId && Number(appointmentId) <= 2_147_483_647
      ? await visitOfCheckout(context.db, Number(appointmentId), sessionId)
      : undefined;
  // A visit's date and time are that visitor's: no shared cache keeps them.
  return data({ visit }, visit ? { headers: { "Cache-Control": "private, no-store" } } : undefined);
}

export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
};

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const appointmentId = appointmentParam(params);
  const sessionId = sessionParam(params);
  const { visit } = loaderData;
  useRecordPayment(appointmentId, sessionId);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <Icon icon={checkCircle} size={64} className="text-green-700 dark:text-green-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Thank You for Your Booking!</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        {appointmentId
          ? "Your booking is confirmed. We have sent the details to your email and look forward to working on your project."
          : "Your booking has been received. We will be in touch shortly to confirm the details."}
      </p>
      {appointmentId && (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 px-6 py-4 dark:border-slate-700 dark:bg-slate-900">
          <span className="block text-sm text-slate-600 dark:text-slate-400">Reference number</span>
          <span className="text-2xl font-bold tabular-nums">#{appointmentId}</span>
        </p>
      )}
      {visit && (
        <p className="mt-4 text-lg">
          Your visit: <strong>{formatWeekdayDate(visit.date)}</strong> at{" "}
          <strong>{formatTime12h(visit.time)}</strong>
        </p>
      )}
      {visit && (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Deposit: <strong>{formatMoney(visit.deposit)}</strong>
          {visit.billedAfter &&
            `. The rest, ${formatMoney(visit.billedAfter)}, is billed by invoice after the visit.`}
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        <ButtonLink to="/" variant="secondary">
          Return Home
        </ButtonLink>
        <ButtonLink to="/#services" variant="primary">
          Explore More Services
        </ButtonLink>
      </div>
    </section>
  );
}
