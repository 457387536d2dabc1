/**
 * One change order in the back office: its number, status and title, the reason, the lines and the total
 * (a credit reads as one), how it is billed, the days it adds, until when it can be approved, when it was
 * sent, viewed and answered, what the customer signed, the invoice that bills it, and its actions. For the
 * job's page to list. Client-safe.
 */
import { Link } from "react-router";
import { Fact, SumRow } from "~/components/ui/detail-facts";
import { PhotoThumbnails } from "~/components/ui/photo-thumbnails";
import { PricedLinesSection } from "~/components/ui/priced-lines-table";
import { SignatureRecord } from "~/components/ui/signature-record";
import { ChangeOrderStatusBadge } from "~/components/ui/status-badges";
import { formatInstantDate, formatLongDate } from "~/lib/dates";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "~/lib/vocabulary";
import { ChangeOrderActions, type ChangeOrderActionsProps } from "./change-order-actions";
import {
  BILLING_LABELS,
  changeOrderName,
  changeOrderTotalText,
  daysAddedText,
  isCredit,
} from "./change-order-labels";

/** The invoice's detail in the back office's Invoices section. */
const invoiceHref = (id: number) => `/admin?tab=invoices&invoice=${id}`;

const subheading = "text-base font-semibold";

export type ChangeOrderPanelProps = ChangeOrderActionsProps & {
  /** The panel's heading level in its page: 3 under a "Change orders" h2 (the default), 2 alone. */
  headingLevel?: 2 | 3;
};

export function ChangeOrderPanel({ headingLevel = 3, ...actions }: ChangeOrderPanelProps) {
  const { changeOrder: order } = actions;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `change-order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-5 text-sm">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading id={headingId} className="text-lg font-semibold">
            {changeOrderName(order)}: {order.title}
          </Heading>
          <ChangeOrderStatusBadge status={order.status} />
        </div>
        <ChangeOrderActions {...actions} />
      </header>

      {order.status === "declined" && (
        <p className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-800">
          <span className="font-semibold">
            Declined{order.decidedAt && ` ${formatInstantDate(order.decidedAt)}`}
            {order.declineReason ? ": " : "."}
          </span>
          {order.declineReason}
        </p>
      )}

      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact term="Customer">{order.customer.name}</Fact>
        <Fact term="Billing">
          {isCredit(order.total) ? "Taken off the next invoice" : BILLING_LABELS[order.billing]}
        </Fact>
        <Fact term="Days added">{daysAddedText(order.daysAdded)}</Fact>
        <Fact term="Valid until">{order.validUntil ? formatLongDate(order.validUntil) : "No end date"}</Fact>
        <Fact term="Created">{formatInstantDate(order.createdAt)}</Fact>
        <Fact term="Sent">{order.sentAt ? formatInstantDate(order.sentAt) : "Not sent"}</Fact>
        <Fact term="Viewed">{order.viewedAt ? formatInstantDate(order.viewedAt) : "Not viewed"}</Fact>
        {order.decidedAt && (
          <Fact term={order.status === "declined" ? "Declined" : "Approved"}>
            {formatInstantDate(order.decidedAt)}
          </Fact>
        )}
        <Fact term="Invoice">
          {order.invoice ? (
            <Link to={invoiceHref(order.invoice.id)} className="font-medium underline">
              {order.invoice.number ? `Invoice ${order.invoice.number}` : "Draft invoice"}
              {` (${invoiceStatusText(order.invoice.status)})`}
            </Link>
          ) : (
            "Not billed yet"
          )}
        </Fact>
      </dl>

      {order.reason && (
        <section className="space-y-1" aria-labelledby={`${headingId}-reason`}>
          <h4 id={`${headingId}-reason`} className={subheading}>
            Reason
          </h4>
          <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{order.reason}</p>
        </section>
      )}

      <PricedLinesSection lines={order.lines} />
      <section aria-label={`${changeOrderName(order)} total`} className="sm:ml-auto sm:w-96">
        <dl>
          <SumRow term={isCredit(order.total) ? "Total credit" : "Total"} strong>
            <span data-testid="change-order-total">{changeOrderTotalText(order.total)}</span>
          </SumRow>
        </dl>
      </section>

      {order.photos.length > 0 && (
        <section className="space-y-2" aria-labelledby={`${headingId}-photos`}>
          <h4 id={`${headingId}-photos`} className={subheading}>
            Photos
          </h4>
          <PhotoThumbnails
            photos={order.photos}
            label={`${changeOrderName(order)} photos`}
            altOf={(index) => `${changeOrderName(order)}: photo ${index + 1} of ${order.photos.length}`}
          />
        </section>
      )}

      {order.signature && (
        <SignatureRecord title="Signature record" document="change order" signature={order.signature} />
      )}
    </article>
  );
}

const invoiceStatusText = (status: string) =>
  Object.hasOwn(INVOICE_STATUS_LABELS, status) ? INVOICE_STATUS_LABELS[status as InvoiceStatus] : status;
