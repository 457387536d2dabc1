/**
 * The customer's change order page (docs/change-orders.md): what changes on their job and why, the photos,
 * the lines (a credit's in minus), the total, the days it adds and how it is billed, the estimate's terms it
 * is signed under, and then the answers: approve with a signature, or decline. Once it can no longer be
 * answered, the answers give way to where it stands. Client-safe.
 */
import { useState } from "react";
import { AnswerSection, useAnswerFocus } from "~/components/ui/document-answer";
import { documentCard, LinesSection, PhotosSection, TextSection } from "~/components/ui/document-sections";
import { cn } from "~/lib/cn";
import type { FormRefusal } from "~/lib/form-post.server";
import { postedTo } from "~/lib/posted-form";
import { changeOrderPdfPath } from "./api";
import { ChangeOrderApproveForm } from "./change-order-approve-form";
import { ChangeOrderDecline } from "./change-order-decline-form";
import { ChangeOrderHeading } from "./change-order-heading";
import { changeOrderTotalText, customerBillingText, daysAddedText, isCredit } from "./change-order-labels";
import { ChangeOrderOutcome, isOpen } from "./change-order-outcome";
import type { PublicChangeOrderView } from "./change-order-view";

const row = "flex items-baseline justify-between gap-4 py-1.5";

interface CustomerChangeOrderViewProps {
  token: string;
  initial: PublicChangeOrderView;
  /** The photos' addresses as the browser loads them. */
  photoUrls: string[];
  /** What an answer posted without script came back with (the page's action data). */
  refusal?: FormRefusal;
  /** The decline form is open as the page is drawn (`?answer=decline`). */
  declineOpen: boolean;
  /** The invoice an approval posted without script issued (`?invoice=`). */
  invoicePage: string | null;
}

export function CustomerChangeOrderView(props: CustomerChangeOrderViewProps) {
  const { token, photoUrls, refusal } = props;
  const [view, setView] = useState(props.initial);
  const [invoicePage, setInvoicePage] = useState(props.invoicePage);
  const open = isOpen(view);
  // A post refused because another answer had closed it first: the page says why above where it stands.
  const closedRefusal = isOpen(props.initial) ? undefined : refusal;

  const focus = useAnswerFocus();
  const answer = (next: PublicChangeOrderView, invoice: string | null = null) => {
    setView(next);
    setInvoicePage(invoice);
    focus.answered();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className={documentCard}>
        <ChangeOrderHeading view={view} pdfHref={changeOrderPdfPath(token)} />
      </div>

      {view.reason && (
        <TextSection id="change-order-reason" title="Why this change" text={view.reason} breakWords />
      )}

      <PhotosSection id="change-order-photos" urls={photoUrls} />

      <LinesSection id="change-order-work" title="The change" lines={view.lines}>
        <dl className="mt-2 border-t border-slate-200 px-4 pt-3 text-base sm:px-6 dark:border-slate-700">
          <div className={cn(row, "text-xl font-bold")}>
            <dt>{isCredit(view.total) ? "Total credit" : "Total"}</dt>
            <dd className="tabular-nums" data-testid="change-order-total">
              {changeOrderTotalText(view.total)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-slate-700 dark:text-slate-300">Days added to the schedule</dt>
            <dd className="tabular-nums">{daysAddedText(view.daysAdded)}</dd>
          </div>
          <div className={row}>
            <dt className="text-slate-700 dark:text-slate-300">Billing</dt>
            <dd className="text-right">{customerBillingText(view)}</dd>
          </div>
        </dl>
      </LinesSection>

      {view.terms && <TextSection id="change-order-terms" title="Terms" text={view.terms} breakWords />}

      <AnswerSection
        id="change-order-answer"
        title={open ? "Approve this change order" : "Status"}
        heading={focus.heading}
      >
        {open ? (
          <ChangeOrderApproveForm
            token={token}
            view={view}
            posted={postedTo(refusal, "approve")}
            onApproved={answer}
          />
        ) : (
          <>
            {closedRefusal && (
              <p
                role="alert"
                className="mb-4 rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {closedRefusal.message}
              </p>
            )}
            <ChangeOrderOutcome view={view} invoicePage={invoicePage} />
          </>
        )}
      </AnswerSection>

      {open && (
        <ChangeOrderDecline
          token={token}
          initiallyOpen={props.declineOpen || postedTo(refusal, "decline") !== undefined}
          posted={postedTo(refusal, "decline")}
          onDeclined={(next) => answer(next)}
        />
      )}
    </div>
  );
}
