/** The back office's tabs, in sidebar order. */
export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", href: "/admin" },
  { id: "services", label: "Services", href: "/admin?tab=services" },
  { id: "appointments", label: "Appointments", href: "/admin?tab=appointments" },
  { id: "projects", label: "Projects", href: "/admin?tab=projects" },
  { id: "customers", label: "Customers", href: "/admin?tab=customers" },
  { id: "settings", label: "Settings", href: "/admin?tab=settings" },
  { id: "inbox", label: "Inbox", href: "/admin?tab=inbox" },
  { id: "estimates", label: "Estimates", href: "/admin?tab=estimates" },
  { id: "reviews", label: "Reviews", href: "/admin?tab=reviews" },
  { id: "jobs", label: "Failed jobs", href: "/admin?tab=jobs" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

/** `?tab=`: `contact` is another name of Settings; missing or unknown opens the dashboard. */
export function resolveAdminTab(param: string | null | undefined): AdminTabId {
  const name = (param ?? "").trim().toLowerCase();
  if (name === "contact") return "settings";
  return ADMIN_TABS.find((tab) => tab.id === name)?.id ?? "dashboard";
}

export function adminTabLabel(id: AdminTabId): string {
  return ADMIN_TABS.find((tab) => tab.id === id)!.label;
}
