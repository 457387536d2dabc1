import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";

/**
 * Between 768px and 1024px the signed-in links do not fit beside the main ones: they fold into this
 * menu (My Projects, Admin, Logout). It closes on navigation, Escape and a click elsewhere.
 */
export function AccountMenu({ links }: { links: Array<{ to: string; label: string }> }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  const item =
    "block whitespace-nowrap px-4 py-2 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";
  return (
    <div ref={root} className="relative hidden md:block lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        className="whitespace-nowrap rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        Account
      </button>
      {open && (
        <ul
          id={`${id}-menu`}
          className="absolute right-0 mt-2 min-w-40 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={item}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href="/api/logout" className={item}>
              Logout
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
