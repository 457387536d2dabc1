import { data, redirect } from "react-router";
import { customerInvoiceCalls } from "~/features/invoices/api";
import {
  CustomerInvoiceView,
  PAYMENT_NOTICES,
  type PaymentNotice,
} from "~/features/invoices/customer-invoice-view";
import { invoiceOfLink } from "~/features/invoices/invoice-queries.server";
import { payInvoiceSchema } from "~/features/invoices/invoice.schema";
import { DomainError, HTTP_STATUS } from "~/lib/domain-error";
import { postedForm } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import { privatePageMeta, secretPageHeaders } from "~/lib/seo";
import { useRecordView } from "~/lib/use-record-view";
import { LinkNotAvailable } from "~/routes/_shared/link-not-available";
import { payInvoice } from "~/workflows/invoice-checkout.server";
import type { Route } from "./+types/invoice";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.invoice ? `Invoice ${loaderData.invoice.number}` : "Invoice Not Available");

/** The link is a secret: its page is kept by no shared cache and listed by no search engine. */
export const headers: Route.HeadersFunction = secretPageHeaders;

const isNotice = (value: string | null): value is PaymentNotice =>
  value !== null && Object.hasOwn(PAYMENT_NOTICES, value);

/** The customer's invoice by its link, no sign-in; an unknown or voided link is a 404 that says which. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const link = await invoiceOfLink(context.db, params.token);
  if (link.state !== "open")
    return data({ invoice: null, notice: null, missing: link.message }, { status: 404 });
  const notice = new URL(request.url).searchParams.get("payment");
  return { invoice: link.view, notice: isNotice(notice) ? notice : null, missing: null };
}

/**
 * Pay by card or by bank account (`method`): the checkout for the balance (posted natively, before and
 * without the page's script).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const linkSecret = context.payments.linkSecret;
  if (!linkSecret) throw new Error("The payment flows have no link secret");
  try {
    const posted = await postedForm(request, 1024);
    const { method } = parseInput(payInvoiceSchema, { method: posted.get("method") ?? undefined });
    const { url } = await payInvoice({ ...context.payments, linkSecret }, params.token, method);
    return redirect(url);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    // A refused way to pay names no field on the page: its field's message says it.
    const message = error.details.fields?.method ?? error.message;
    return data({ message }, { status: HTTP_STATUS[error.code] });
  }
}

/** Seen, a sent invoice is marked viewed (docs/invoices.md); the others' pages post nothing. */
const recordView = (token: string) => customerInvoiceCalls.view({ params: { token } });

export default function InvoicePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { invoice, notice, missing } = loaderData;
  useRecordView(invoice?.status === "sent" ? params.token : null, recordView);
  if (!invoice) return <LinkNotAvailable title="Invoice Not Available" message={missing ?? ""} />;
  return (
    <CustomerInvoiceView
      invoice={invoice}
      notice={notice}
      refusal={actionData?.message ?? null}
      pdfHref={`/invoices/${encodeURIComponent(params.token)}.pdf`}
    />
  );
}
