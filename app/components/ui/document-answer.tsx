/**
 * The card of the customer's answer on a document's page (an estimate, a change order): the forms while it
 * is open, else where it stands. An answer replaces the form the focus was in, so the focus then goes to the
 * card's heading. Client-safe.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { cn } from "~/lib/cn";
import { documentCard, documentHeading } from "./document-sections";

/** The focus after an answer: `answered()` once the page shows it, and the heading goes to AnswerSection. */
export function useAnswerFocus() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (answers > 0) heading.current?.focus();
  }, [answers]);
  return { heading, answered: () => setAnswers((n) => n + 1) };
}

export function AnswerSection({
  id,
  title,
  heading,
  children,
}: {
  id: string;
  title: string;
  /** useAnswerFocus's heading. */
  heading: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={documentCard}>
      <h2 id={id} ref={heading} tabIndex={-1} className={cn(documentHeading, "outline-none")}>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
