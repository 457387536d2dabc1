import { clsx } from "clsx";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ThemeToggle } from "~/components/theme/theme-toggle";
import { Icon } from "~/components/ui/icon";
import { menu, menuClose } from "~/components/ui/icons/header";
import { telHref } from "~/lib/tel-href";
import { NAV_LINKS } from "./nav-links";

// Only signed-in visitors have the account menu: its code loads for them, not on every first visit.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors xl:px-3 ${
    isActive
      ? "text-brand-700 dark:text-accent-400"
      : "text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-accent-400"
  }`;

/** Top navigation; below 768px the links fold into a menu that closes when the route changes. */
export function SiteHeader({
  businessName,
  phone,
  user,
}: {
  businessName: string;
  /** The business's phone (Settings): a tap-to-call link in the phone header bar. */
  phone: string;
  /** The signed-in person, or null. */
  user: { isAdmin: boolean } | null;
}) {
  // My Projects when signed in; Admin (Admin Dashboard in the phone menu) for admins.
  const accountLinks = user
    ? [
        { to: "/my-projects", label: "My Projects", phoneLabel: "My Projects" },
        ...(user.isAdmin ? [{ to: "/admin", label: "Admin", phoneLabel: "Admin Dashboard" }] : []),
      ]
    : [];
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search, location.hash]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-800 dark:text-white">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {/* Between 768px and the widths where every link fits, only the logo shows (the name stays for screen readers). */}
          <span
            className={clsx(
              "text-base leading-tight sm:text-lg md:sr-only",
              user ? "xl:not-sr-only" : "lg:not-sr-only",
            )}
          >
            {businessName}
          </span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {accountLinks.map((link) => (
            <li key={link.to} className="hidden lg:block">
              <NavLink to={link.to} end className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          {/* On phones, where a visitor is one tap from calling: a plain link, no script (the menu button's look). */}
          <a
            href={telHref(phone)}
            aria-label={`Call us at ${phone}`}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <span aria-hidden className="icon-phone h-6 w-6" />
          </a>
          <ThemeToggle />
          {user && (
            <Suspense fallback={null}>
              <AccountMenu links={accountLinks} />
            </Suspense>
          )}
          {/* Full page loads: the server starts and ends sessions. */}
          <a
            href={user ? "/api/logout" : "/api/login"}
            className={clsx(
              "hidden whitespace-nowrap rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800",
              user ? "lg:inline-block" : "md:inline-block",
            )}
          >
            {user ? "Logout" : "Login"}
          </a>
          <Link
            to="/book"
            className="hidden whitespace-nowrap rounded-md bg-accent-500 px-4 py-2 text-sm font-semibold text-slate-950 hover:bg-accent-400 sm:inline-block"
          >
            Book Now
          </Link>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden dark:text-slate-100 dark:hover:bg-slate-800"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? menuClose : menu} size={24} />
          </button>
        </div>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 md:hidden dark:border-slate-800">
          <ul className="flex flex-col py-2">
            {[...NAV_LINKS, ...accountLinks.map((link) => ({ to: link.to, label: link.phoneLabel }))].map(
              (link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={(state) => `block ${linkClass(state)} py-3 text-base`}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <div className="flex flex-col gap-2">
            <Link
              to="/book"
              className="rounded-md bg-accent-500 px-4 py-3 text-center font-semibold text-slate-950 hover:bg-accent-400"
            >
              Book Now
            </Link>
            <a
              href={user ? "/api/logout" : "/api/login"}
              className="rounded-md border border-slate-300 px-4 py-3 text-center font-semibold dark:border-slate-600"
            >
              {user ? "Logout" : "Login"}
            </a>
          </div>
        </div>
      )}
    </header>
  );
}
