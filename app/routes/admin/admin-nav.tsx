import { Link } from "react-router";
import { ADMIN_SECTIONS, sectionHref, type SectionId } from "./sections";

const itemClass = (active: boolean) =>
  `flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium transition-colors ${
    active
      ? "bg-brand-700 text-white dark:bg-accent-500 dark:text-slate-950"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** The back office's links (sidebar on wide screens, slide-over menu on phones). */
export function AdminNav({ current, newItems }: { current: SectionId; newItems: number }) {
  return (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={sectionHref(section.id)}
              aria-current={section.id === current ? "page" : undefined}
              className={itemClass(section.id === current)}
            >
              {section.label}
              {section.id === "inbox" && <NewItemsBadge count={newItems} />}
            </Link>
          </li>
        ))}
        <li className="border-t border-slate-200 pt-1 dark:border-slate-700">
          {/* A full page load: the server ends the session. */}
          <a href="/api/logout" className={itemClass(false)}>
            Logout
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** How many quote requests and messages are new; nothing when there are none. */
export function NewItemsBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-slate-950">
      {count}
      <span className="sr-only"> new</span>
    </span>
  );
}
