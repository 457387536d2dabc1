import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { keepTabInside } from "~/components/ui/focus-trap";
import { Icon } from "~/components/ui/icon";
import { close } from "~/components/ui/icons/close";
import { useModalDialog } from "~/components/ui/use-modal-dialog";

/**
 * The sidebar as a slide-over on small screens: a modal <dialog>, so focus stays inside while it is open;
 * Escape, a click on the backdrop and any navigation close it.
 */
export function AdminMenuSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const location = useLocation();

  // Navigation closes the menu; reading onClose from a ref would not be simpler than this dependency.
  useEffect(() => onClose(), [location.search, location.pathname, onClose]);

  return (
    <dialog
      ref={ref}
      id="admin-menu"
      aria-label="Admin menu"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={keepTabInside}
      className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 md:hidden dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col p-4">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold">Back office</p>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Icon icon={close} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
