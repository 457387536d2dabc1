/**
 * "Not ready to approve?": the estimate page's other answers, ask for changes or decline, each a form opened
 * from its button. The buttons ask for the page with that form open (`?answer=`), so that they work before
 * the page's script runs or without it; with it, they open the form in place. Client-safe.
 */
import { useEffect, useRef, useState } from "react";
import { documentCard } from "~/components/ui/document-sections";
import type { FormRefusal } from "~/lib/form-post.server";
import { postedTo } from "~/lib/posted-form";
import { otherAnswerButton } from "./cancel-answer-link";
import { ChangesForm } from "./changes-form";
import { DeclineForm } from "./decline-form";
import { ANSWER_PARAM } from "./estimate-answer-fields";
import type { PublicEstimateView } from "./estimate-view";

export const CHANGES_SENT = "Your message was sent. We will get back to you with a revised estimate.";

type Panel = "changes" | "decline";

/** The buttons opening each form, in their order on the page. */
const OPENERS: readonly (readonly [Panel, string])[] = [
  ["changes", "Request changes"],
  ["decline", "Decline"],
];

interface OtherAnswersProps {
  token: string;
  /** The form open as the page is drawn: from its address, or the one whose post was refused. */
  initialPanel: Panel | null;
  /** What a post without script came back with. */
  refusal?: FormRefusal;
  /** Whether a request for changes was just sent (the page's own or its post's redirect). */
  changesSent: boolean;
  onChangesSent: (view: PublicEstimateView) => void;
  onDeclined: (view: PublicEstimateView) => void;
}

export function OtherAnswers(props: OtherAnswersProps) {
  const { token, refusal, changesSent, onChangesSent, onDeclined } = props;
  const [panel, setPanel] = useState<Panel | null>(props.initialPanel);
  const [sentHere, setSentHere] = useState(0);
  const sentNote = useRef<HTMLParagraphElement>(null);
  const page = `/estimates/${encodeURIComponent(token)}`;
  // The message form is gone once sent: the focus goes to the note that says so.
  useEffect(() => {
    if (sentHere > 0) sentNote.current?.focus();
  }, [sentHere]);

  const opener = (which: Panel) => (event: React.MouseEvent) => {
    event.preventDefault();
    setPanel(which);
  };
  const cancel = { href: page, onCancel: () => setPanel(null) };

  return (
    <section aria-labelledby="estimate-other-answers" className={documentCard}>
      <h2 id="estimate-other-answers" className="text-lg font-semibold sm:text-xl">
        Not ready to approve?
      </h2>
      {changesSent && (
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
        // A form asking for the page with the chosen form open, before the script runs or without it.
        <form method="get" action={page} className="mt-4 flex flex-col gap-3 sm:flex-row">
          {OPENERS.map(([which, text]) => (
            <button
              key={which}
              type="submit"
              name={ANSWER_PARAM}
              value={which}
              onClick={opener(which)}
              className={otherAnswerButton}
            >
              {text}
            </button>
          ))}
        </form>
      ) : (
        <div className="mt-4">
          {panel === "changes" ? (
            <ChangesForm
              token={token}
              posted={postedTo(refusal, "changes")}
              cancel={cancel}
              onSent={(next) => {
                setSentHere((n) => n + 1);
                setPanel(null);
                onChangesSent(next);
              }}
            />
          ) : (
            <DeclineForm
              token={token}
              posted={postedTo(refusal, "decline")}
              cancel={cancel}
              onDeclined={onDeclined}
            />
          )}
        </div>
      )}
    </section>
  );
}
