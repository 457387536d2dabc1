/**
 * The customer's estimate page (docs/estimates.md): the estimate, the optional items that move the total
 * and the deposit live, the terms in full, and then the answers: approve, ask for changes, decline. Once it
 * can no longer be approved, the answers give way to the reason. Client-safe.
 */
import { useEffect, useRef, useState } from "react";
import { fromCents } from "~/lib/deposit";
import { formatMoney } from "~/lib/money";
import { cn } from "~/lib/cn";
import { buttonStyles } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { ApproveForm } from "./approve-form";
import { ChangesForm } from "./changes-form";
import { ClosedEstimate } from "./closed-estimate";
import { DeclineForm } from "./decline-form";
import { EstimateHeading } from "./estimate-heading";
import { EstimateLinesTable } from "./estimate-lines-table";
import { estimateSums, hundredths } from "./estimate-totals";
import { EstimateTotalsPanel } from "./estimate-totals-panel";
import type { PublicEstimateView } from "./estimate-view";
import { OptionalItems } from "./optional-items";
import { useRecordView } from "./use-record-view";

export const CHANGES_SENT = "Your message was sent. We will get back to you with a revised estimate.";

const card =
  "rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 dark:border-slate-700 dark:bg-slate-900";
const heading = "text-lg font-semibold sm:text-xl";

interface CustomerEstimateViewProps {
  token: string;
  initial: PublicEstimateView;
  /** The photos' addresses as the browser loads them. */
  photoUrls: string[];
}

export function CustomerEstimateView({ token, initial, photoUrls }: CustomerEstimateViewProps) {
  const hydrated = useHydrated();
  const [view, setView] = useState(initial);
  const [chosen, setChosen] = useState<number[]>(initial.approval?.optionalLineIds ?? []);
  const [panel, setPanel] = useState<"changes" | "decline" | null>(null);
  const [changesSent, setChangesSent] = useState(0);
  const [announced, setAnnounced] = useState("");
  const answerHeading = useRef<HTMLHeadingElement>(null);
  const sentNote = useRef<HTMLParagraphElement>(null);
  const open = view.closedReason === null;
  useRecordView(token, initial.status);

  const priced = view.lines.map((line) => ({ ...line, unitPriceCents: hundredths(line.unitPrice) }));
  const sums = estimateSums(priced, view.deposit, chosen);
  const required = view.lines.filter((line) => !line.optional);
  const optional = view.lines.filter((line) => line.optional);

  // An answer replaces the form the focus was in: the focus goes to the answer's heading.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) answerHeading.current?.focus();
  }, [answered]);
  // The message form is gone once sent: the focus goes to the note that says so.
  useEffect(() => {
    if (changesSent > 0) sentNote.current?.focus();
  }, [changesSent]);
  const answer = (next: PublicEstimateView) => {
    setView(next);
    setPanel(null);
    setAnswered((n) => n + 1);
  };

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
      <div className={card}>
        <EstimateHeading view={view} pdfHref={`/estimates/${encodeURIComponent(token)}.pdf`} />
      </div>

      {photoUrls.length > 0 && (
        <section aria-labelledby="estimate-photos" className={card}>
          <h2 id="estimate-photos" className={heading}>
            Photos
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photoUrls.map((url, index) => (
              <li key={url}>
                <a href={url} className="block overflow-hidden rounded-lg">
                  <img
                    src={url}
                    alt={`Photo ${index + 1} of ${photoUrls.length}`}
                    loading="lazy"
                    className="aspect-4/3 w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="estimate-work" className={cn(card, "px-0 sm:px-0")}>
        <h2 id="estimate-work" className={cn(heading, "px-4 sm:px-6")}>
          The work
        </h2>
        <div className="mt-3">
          <EstimateLinesTable lines={required} caption="The work" />
        </div>
      </section>

      {optional.length > 0 && (
        <section aria-labelledby="estimate-options" className={cn(card, "px-0 sm:px-0")}>
          <h2 id="estimate-options" className={cn(heading, "px-4 sm:px-6")}>
            Optional items
          </h2>
          {open && (
            <p className="mt-1 px-4 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
              Tick the items you would like added; the total and the deposit follow.
            </p>
          )}
          <div className="mt-3">
            <OptionalItems
              lines={optional}
              chosen={chosen}
              onToggle={open ? toggle : undefined}
              disabled={!hydrated}
              showChosen={view.approval !== null}
            />
          </div>
        </section>
      )}

      <section aria-label="Totals" className={card}>
        <EstimateTotalsPanel sums={sums} deposit={view.deposit} hasOptional={optional.length > 0} />
        <p role="status" className="sr-only">
          {announced}
        </p>
      </section>

      {view.notes && <TextSection id="estimate-notes" title="Notes" text={view.notes} />}
      <TextSection id="estimate-terms" title="Terms" text={view.terms} />

      <section aria-labelledby="estimate-answer" className={card}>
        <h2 id="estimate-answer" ref={answerHeading} tabIndex={-1} className={cn(heading, "outline-none")}>
          {open ? "Approve this estimate" : "Status"}
        </h2>
        <div className="mt-4">
          {open ? (
            <>
              {view.status === "changes_requested" && changesSent === 0 && (
                <p className="mb-4 rounded-md bg-blue-50 px-4 py-3 text-blue-900 dark:bg-blue-950 dark:text-blue-100">
                  You asked us for changes; we will send you a revised estimate. You can still approve this
                  one.
                </p>
              )}
              <ApproveForm
                token={token}
                chosen={chosen}
                totalCents={sums.totalCents}
                depositCents={sums.depositCents}
                onApproved={answer}
              />
            </>
          ) : (
            <ClosedEstimate view={view} />
          )}
        </div>
      </section>

      {open && (
        <section aria-labelledby="estimate-other-answers" className={card}>
          <h2 id="estimate-other-answers" className={heading}>
            Not ready to approve?
          </h2>
          {changesSent > 0 && (
            <p
              ref={sentNote}
              tabIndex={-1}
              role="status"
              className="mt-3 rounded-md bg-green-50 px-4 py-3 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
            >
              {CHANGES_SENT}
            </p>
          )}
          {panel === null ? (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => setPanel("changes")}
                className={otherButton}
              >
                Request changes
              </button>
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => setPanel("decline")}
                className={otherButton}
              >
                Decline
              </button>
            </div>
          ) : (
            <div className="mt-4">
              {panel === "changes" ? (
                <ChangesForm
                  token={token}
                  onCancel={() => setPanel(null)}
                  onSent={(next) => {
                    setChangesSent((n) => n + 1);
                    setView(next);
                    setPanel(null);
                  }}
                />
              ) : (
                <DeclineForm token={token} onCancel={() => setPanel(null)} onDeclined={answer} />
              )}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

const otherButton = cn(buttonStyles("outline"), "h-11 px-6 text-base");

/** Notes and terms: their text in full, line breaks kept. */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      <div className="mt-3 leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">
        {text}
      </div>
    </section>
  );
}
