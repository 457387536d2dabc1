import { data, redirect } from "react-router";
import { privatePageMeta } from "~/lib/seo";
import { LinkNotAvailable } from "~/routes/_shared/link-not-available";
import { returnFromInvoiceCheckout } from "~/workflows/invoice-checkout.server";
import type { Route } from "./+types/checkout-return";

export const meta = () => privatePageMeta("Payment Not Found");

/** A session id as the providers write them; anything else is not looked up. */
const SESSION_ID = /^[\w-]{1,255}$/;

const NOT_FOUND = "We could not find this payment. Please use the link in your email, or call us.";

/**
 * Where an invoice's checkout returns, paid or not: the server asks the provider about the session and
 * records a paid one by the one payment path (the webhook may have done so already: once either way), then
 * sends the customer to the invoice's page, which says what happened.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const linkSecret = context.payments.linkSecret;
  const back =
    SESSION_ID.test(sessionId) && linkSecret
      ? await returnFromInvoiceCheckout({ ...context.payments, linkSecret }, sessionId)
      : undefined;
  if (!back) return data({ message: NOT_FOUND }, { status: 404 });
  return redirect(`${back.path}?payment=${back.state}`);
}

export default function InvoiceCheckoutReturn({ loaderData }: Route.ComponentProps) {
  return <LinkNotAvailable title="Payment Not Found" message={loaderData.message} />;
}
