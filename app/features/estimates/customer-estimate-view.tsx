/**
 * The customer's estimate page (docs/estimates.md): the estimate, the optional items that move the total
 * and the deposit live, the terms in full, and then the answers: approve, ask for changes, decline. Once it
 * can no longer be approved, the answers give way to the reason. Client-safe.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AnswerSection, useAnswerFocus } from "~/components/ui/document-answer";
import {
  documentCard,
  documentHeading,
  LinesSection,
  PhotosSection,
  TextSection,
} from "~/components/ui/document-sections";
import { cn } from "~/lib/cn";
import { fromCents } from "~/lib/deposit";
import type { FormRefusal } from "~/lib/form-post.server";
import { formatMoney } from "~/lib/money";
import { postedTo } from "~/lib/posted-form";
import { useRecordView } from "~/lib/use-record-view";
import { ApproveForm } from "./approve-form";
import { ClosedEstimate } from "./closed-estimate";
import { customerEstimateCalls } from "./customer-api";
import {
  ANSWER_PARAM,
  APPROVE_FORM_ID,
  CHANGES_SENT_PARAM,
  OPTIONAL_ITEMS_FIELD,
} from "./estimate-answer-fields";
import { EstimateHeading } from "./estimate-heading";
import { estimateSums, hundredths } from "./estimate-totals";
import { EstimateTotalsPanel } from "./estimate-totals-panel";
import type { PublicEstimateView } from "./estimate-view";
import { OptionalItems } from "./optional-items";
import { OtherAnswers } from "./other-answers";
import { PaymentScheduleList } from "./payment-schedule-list";

export { CHANGES_SENT } from "./other-answers";

/** Seen, a sent estimate is marked viewed (docs/estimates.md); an answer records the view too. */
const recordView = (token: string) => customerEstimateCalls.view({ params: { token } });

interface CustomerEstimateViewProps {
  token: string;
  initial: PublicEstimateView;
  /** The photos' addresses as the browser loads them. */
  photoUrls: string[];
  /** What an answer posted without script came back with (the page's action data). */
  refusal?: FormRefusal;
}

export function CustomerEstimateView({ token, initial, photoUrls, refusal }: CustomerEstimateViewProps) {
  const [params] = useSearchParams();
  const [view, setView] = useState(initial);
  const [chosen, setChosen] = useState<number[]>(() => initialChoice(initial, refusal));
  const [changesSent, setChangesSent] = useState(0);
  // A request for changes posted without script comes back to the page with `?changes=1`.
  const changesNoted = changesSent > 0 || params.has(CHANGES_SENT_PARAM);
  const [announced, setAnnounced] = useState("");
  const focus = useAnswerFocus();
  const open = view.closedReason === null;
  useRecordView(initial.status === "sent" ? token : null, recordView);

  const priced = view.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
  const sums = estimateSums(priced, view.deposit, chosen);
  const required = view.lines.filter((line) => !line.optional);
  const optional = view.lines.filter((line) => line.optional);

  // Items ticked before the script took the page over: React leaves the boxes as they are on screen but not
  // in its state, which the totals and the approval follow. Read once, as the page hydrates.
  const options = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const boxes = options.current?.querySelectorAll<HTMLInputElement>(
      `input[name="${OPTIONAL_ITEMS_FIELD}"]`,
    );
    const ticked = [...(boxes ?? [])].filter((box) => box.checked).map((box) => Number(box.value));
    if (boxes?.length && ticked.join() !== chosen.join()) setChosen(ticked);
    // Once, at hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const answer = (next: PublicEstimateView) => {
    setView(next);
    focus.answered();
  };

  // The form open as the page is drawn: the one whose post was refused, else the one the address asks for.
  const asked = refusal?.values.intent ?? params.get(ANSWER_PARAM);
  const initialPanel = asked === "changes" || asked === "decline" ? asked : null;

  function toggle(id: number, added: boolean) {
    const next = added ? [...chosen, id] : chosen.filter((other) => other !== id);
    setChosen(next);
    const after = estimateSums(priced, view.deposit, next);
    setAnnounced(
      `Total ${formatMoney(fromCents(after.totalCents))}, deposit due ${formatMoney(fromCents(after.depositCents))}`,
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className={documentCard}>
        <EstimateHeading view={view} pdfHref={`/estimates/${encodeURIComponent(token)}.pdf`} />
      </div>

      <PhotosSection id="estimate-photos" urls={photoUrls} />

      <LinesSection id="estimate-work" title="The work" lines={required} />

      {optional.length > 0 && (
        <section aria-labelledby="estimate-options" className={cn(documentCard, "px-0 sm:px-0")}>
          <h2 id="estimate-options" className={cn(documentHeading, "px-4 sm:px-6")}>
            Optional items
          </h2>
          {open && (
            <p className="mt-1 px-4 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
              Tick the items you would like added; the total and the deposit follow.
            </p>
          )}
          <div ref={options} className="mt-3">
            <OptionalItems
              lines={optional}
              chosen={chosen}
              onToggle={open ? toggle : undefined}
              postedAs={{ name: OPTIONAL_ITEMS_FIELD, form: APPROVE_FORM_ID }}
              showChosen={view.approval !== null}
            />
          </div>
        </section>
      )}

      <section aria-label="Totals" className={documentCard}>
        <EstimateTotalsPanel sums={sums} deposit={view.deposit} hasOptional={optional.length > 0} />
        <p role="status" className="sr-only">
          {announced}
        </p>
      </section>

      {view.milestones.length > 0 && (
        <section aria-labelledby="estimate-schedule" className={documentCard}>
          <h2 id="estimate-schedule" className={documentHeading}>
            Payment schedule
          </h2>
          <PaymentScheduleList view={view} totalCents={sums.totalCents} />
        </section>
      )}

      {view.notes && <TextSection id="estimate-notes" title="Notes" text={view.notes} />}
      <TextSection id="estimate-terms" title="Terms" text={view.terms} />

      <AnswerSection
        id="estimate-answer"
        title={open ? "Approve this estimate" : "Status"}
        heading={focus.heading}
      >
        {open ? (
          <>
            {view.status === "changes_requested" && !changesNoted && (
              <p className="mb-4 rounded-md bg-blue-50 px-4 py-3 text-blue-900 dark:bg-blue-950 dark:text-blue-100">
                You asked us for changes; we will send you a revised estimate. You can still approve this one.
              </p>
            )}
            <ApproveForm
              token={token}
              chosen={chosen}
              totalCents={sums.totalCents}
              depositCents={sums.depositCents}
              posted={postedTo(refusal, "approve")}
              onApproved={answer}
            />
          </>
        ) : (
          <ClosedEstimate view={view} />
        )}
      </AnswerSection>

      {open && (
        <OtherAnswers
          token={token}
          initialPanel={initialPanel}
          refusal={refusal}
          changesSent={changesNoted}
          onChangesSent={(next) => {
            setChangesSent((n) => n + 1);
            setView(next);
          }}
          onDeclined={answer}
        />
      )}
    </div>
  );
}

/** The optional items ticked as the page is drawn: those of a refused approval, else those approved. */
function initialChoice(view: PublicEstimateView, refusal: FormRefusal | undefined): number[] {
  const posted = postedTo(refusal, "approve")?.values[OPTIONAL_ITEMS_FIELD];
  if (posted === undefined) return view.approval?.optionalLineIds ?? [];
  return posted
    .split(",")
    .map(Number)
    .filter((id) => view.lines.some((line) => line.optional && line.id === id));
}
