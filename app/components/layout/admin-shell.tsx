import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from "react";
import { Icon } from "~/components/ui/icon";
import { ImageUploaderContext } from "~/components/ui/image-field";
import { Skeleton } from "~/components/ui/skeleton";
import { welcomeName, type SessionUser } from "~/features/auth/user";
import { adminImageUploader } from "~/features/uploads/image-uploader";
import { QueryProvider } from "~/lib/query-client";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminMenuSheet } from "./admin-menu-sheet";
import { AdminNav, NewItemsBadge } from "./admin-nav";
import { adminTabLabel, type AdminTabId } from "./admin-tabs";

// Each tab is its own chunk: opening the back office loads the code of the tab on screen only.
const TAB_PANELS: Record<AdminTabId, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import("~/features/dashboard/dashboard-tab")),
  services: lazy(() => import("~/features/services/admin-services-tab")),
  appointments: lazy(() => import("~/features/appointments/admin-appointments-tab")),
  projects: lazy(() => import("~/features/projects/admin-projects-tab")),
  customers: lazy(() => import("~/features/customers/customers-tab")),
  settings: lazy(() => import("~/features/settings/settings-tab")),
  inbox: lazy(() => import("~/features/inbox/inbox-tab")),
};

/** The back office: sidebar (a slide-over below 768 px), a header with the tab's title, the tab. */
export function AdminShell({
  tab,
  user,
}: {
  tab: AdminTabId;
  user: Pick<SessionUser, "firstName" | "email">;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const Panel = TAB_PANELS[tab];
  // The tab is drawn in the browser only: its data is fetched there, and a tab that hydrated after a shared
  // query (the inbox counts) had answered would not match the server's HTML. No button shows before it works.
  const hydrated = useHydrated();

  return (
    <QueryProvider>
      <ImageUploaderContext.Provider value={adminImageUploader}>
        <div className="mx-auto flex w-full max-w-7xl gap-6 px-3 py-4 sm:px-6 md:py-8">
          <aside className="hidden w-52 shrink-0 md:block">
            <div className="sticky top-24">
              <AdminNav current={tab} />
            </div>
          </aside>
          <AdminMenuSheet open={menuOpen} onClose={closeMenu}>
            <AdminNav current={tab} />
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
                <Icon name="menu-wide" size={18} />
                Admin menu
                <NewItemsBadge />
              </button>
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{adminTabLabel(tab)}</h1>
              <p className="w-full text-sm text-slate-600 sm:ml-auto sm:w-auto dark:text-slate-300">
                Welcome, {welcomeName(user)}
              </p>
            </header>
            {hydrated ? (
              <Suspense fallback={<PanelFallback />}>
                <Panel />
              </Suspense>
            ) : (
              <PanelFallback />
            )}
          </div>
        </div>
      </ImageUploaderContext.Provider>
    </QueryProvider>
  );
}

function PanelFallback() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}
