/**
 * The "Cancel" of the estimate's decline and changes forms: a link to the page without the form, so that it
 * works without the page's script; with it, the form closes in place. Client-safe.
 */
import { buttonStyles } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The outlined button the other answers are drawn as (links and cancels alike). */
export const otherAnswerButton = cn(buttonStyles("outline"), "h-11 px-6 text-base");

/** Where a form's "Cancel" goes: the page without the form (a link), or closing it in place. */
export interface CancelAnswer {
  href: string;
  onCancel: () => void;
}

/** The cancel link of the decline and changes forms. */
export function CancelLink({ cancel, children }: { cancel: CancelAnswer; children: React.ReactNode }) {
  return (
    <a
      href={cancel.href}
      onClick={(event) => {
        event.preventDefault();
        cancel.onCancel();
      }}
      className={otherAnswerButton}
    >
      {children}
    </a>
  );
}
