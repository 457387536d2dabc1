import { useCallback, useState, type ReactNode } from "react";
import { AdminMenuSheet } from "~/components/layout/admin-menu-sheet";
import { Icon } from "~/components/ui/icon";
import { menuWide } from "~/components/ui/icons/menu-wide";
import { ImageUploaderContext } from "~/components/ui/image-field";
import { welcomeName, type SessionUser } from "~/features/auth/user";
import { adminImageUploader } from "~/features/uploads/image-uploader";
import { QueryProvider } from "~/lib/query-client";
import { AdminNav, NewItemsBadge } from "./admin-nav";
import { sectionOf, type SectionId } from "./sections";

/** The back office: sidebar (a slide-over below 768 px), a header with the tab's title, the tab. */
export function AdminShell({
  tab,
  user,
  newItems,
  children,
}: {
  tab: SectionId;
  user: Pick<SessionUser, "firstName" | "email">;
  /** New quote requests and messages, for the badge. */
  newItems: number;
  /** The tab. */
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <QueryProvider>
      <ImageUploaderContext.Provider value={adminImageUploader}>
        <div className="mx-auto flex w-full max-w-7xl gap-6 px-3 py-4 sm:px-6 md:py-8">
          <aside className="hidden w-52 shrink-0 md:block">
            <div className="sticky top-24">
              <AdminNav current={tab} newItems={newItems} />
            </div>
          </aside>
          <AdminMenuSheet open={menuOpen} onClose={closeMenu}>
            <AdminNav current={tab} newItems={newItems} />
          </AdminMenuSheet>

          <div className="min-w-0 flex-1">
            <header className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
              <button
                type="button"
                onClick={() => setMenuOpen(true)}
                aria-expanded={menuOpen}
                aria-controls="admin-menu"
                className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold md:hidden dark:border-slate-600"
              >
                <Icon icon={menuWide} size={18} />
                Admin menu
                <NewItemsBadge count={newItems} />
              </button>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{sectionOf(tab).label}</h1>
              <p className="w-full text-sm text-slate-600 sm:ml-auto sm:w-auto dark:text-slate-300">
                Welcome, {welcomeName(user)}
              </p>
            </header>
            {children}
          </div>
        </div>
      </ImageUploaderContext.Provider>
    </QueryProvider>
  );
}
