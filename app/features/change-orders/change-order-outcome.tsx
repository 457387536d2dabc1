/**
 * What replaces the change order's forms once it can no longer be approved: approved (the signature's record,
 * and the invoice to pay when it was invoiced at once), declined, or expired, each said plainly.
 * Client-safe.
 */
import { FactGrid } from "~/components/ui/document-sections";
import { formatInstantDate, formatInstantDateTime, formatLongDate } from "~/lib/dates";
import { changeOrderTotalText, customerBillingText } from "./change-order-labels";
import type { PublicChangeOrderView } from "./change-order-view";

/** Whether the customer can still answer it. */
export const isOpen = (view: Pick<PublicChangeOrderView, "status">) =>
  view.status === "sent" || view.status === "viewed";

export function ChangeOrderOutcome({
  view,
  invoicePage,
}: {
  view: PublicChangeOrderView;
  /** The invoice the approval issued, to pay now (an approval's answer). */
  invoicePage: string | null;
}) {
  if (view.status === "approved") return <Approved view={view} invoicePage={invoicePage} />;
  if (view.status === "declined")
    return (
      <div className="space-y-2">
        <p className="text-lg font-semibold">
          You declined this change order
          {view.decidedAt ? ` on ${formatInstantDate(view.decidedAt)}` : ""}.
        </p>
        {view.declineReason && (
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            Your reason: {view.declineReason}
          </p>
        )}
        <p className="text-slate-700 dark:text-slate-300">The work goes on as agreed in your estimate.</p>
      </div>
    );
  return (
    <div className="space-y-2">
      <p className="text-lg font-semibold">
        This change order expired
        {view.validUntil ? ` on ${formatLongDate(view.validUntil)}` : ""} and can no longer be approved.
      </p>
      <p className="text-slate-700 dark:text-slate-300">
        If you would still like this change, call us and we will send you a new one.
      </p>
    </div>
  );
}

function Approved({ view, invoicePage }: { view: PublicChangeOrderView; invoicePage: string | null }) {
  const { signature } = view;
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">You approved this change order. Thank you!</p>
      {signature && (
        <FactGrid
          label="Signature"
          facts={[
            ["Signed by", signature.name],
            ["Signed on", `${formatInstantDateTime(signature.signedAt)} (Central Time)`],
            ["Total approved", changeOrderTotalText(view.total)],
            ["Billing", customerBillingText(view)],
          ]}
        />
      )}
      {invoicePage && (
        <a
          href={invoicePage}
          className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-6 text-base font-semibold text-white hover:bg-brand-800 sm:w-auto dark:bg-accent-500 dark:text-slate-950 dark:hover:bg-accent-400"
        >
          View and pay the invoice
        </a>
      )}
    </div>
  );
}
