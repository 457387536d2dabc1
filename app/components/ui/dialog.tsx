import { cva } from "class-variance-authority";
import { useId, type ReactNode } from "react";
import { close } from "~/components/ui/icons/close";
import { keepTabInside } from "./focus-trap";
import { Icon } from "./icon";
import { useModalDialog } from "./use-modal-dialog";

const dialogVariants = cva(
  "m-auto max-h-[92dvh] w-[calc(100%-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
  { variants: { size: { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl" } } },
);

/**
 * A modal dialog on the native <dialog>: the browser makes the page behind it inert (focus stays inside),
 * Escape closes it, and so does a click on the backdrop. `open` is owned by the caller.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={keepTabInside}
      className={dialogVariants({ size })}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <Icon icon={close} size={18} />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
