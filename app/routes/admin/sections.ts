import type { ReactNode } from "react";
import type { SectionData, SectionId } from "./sections.server";

export type { SectionId };

/** A section's browser module: its component draws what its loader read. */
interface SectionModule<Id extends SectionId> {
  default: (props: { data: SectionData<Id> }) => ReactNode;
}

interface Section<Id extends SectionId> {
  id: Id;
  label: string;
  /** What the section says when its data cannot be loaded (the "Error" toast's text). */
  failure: string;
  /** Its own chunk, downloaded when the section is shown. */
  load: () => Promise<SectionModule<Id>>;
}

// Ties each id to its module: a component whose data is not its loader's does not compile.
const section = <Id extends SectionId>(entry: Section<Id>) => entry;

/**
 * The back office's sections, in sidebar order. A new section is `sections/<id>.tsx` (its component),
 * `sections/<id>.server.ts` (its data), an entry here and its line in `sections.server.ts`.
 */
export const ADMIN_SECTIONS = [
  section({
    id: "dashboard",
    label: "Dashboard",
    failure: "Failed to load dashboard statistics. Please try again later.",
    load: () => import("./sections/dashboard"),
  }),
  section({
    id: "today",
    label: "Today",
    failure: "Failed to load the day's visits. Please try again later.",
    load: () => import("./sections/today"),
  }),
  section({
    id: "services",
    label: "Services",
    failure: "Failed to load services. Please try again later.",
    load: () => import("./sections/services"),
  }),
  section({
    id: "appointments",
    label: "Appointments",
    failure: "Failed to load appointments. Please try again later.",
    load: () => import("./sections/appointments"),
  }),
  section({
    id: "projects",
    label: "Projects",
    failure: "Failed to load projects. Please try again.",
    load: () => import("./sections/projects"),
  }),
  section({
    id: "customers",
    label: "Customers",
    failure: "Failed to load customers. Please try again later.",
    load: () => import("./sections/customers"),
  }),
  section({
    id: "settings",
    label: "Settings",
    failure: "Failed to load contact information. Please try again later.",
    load: () => import("./sections/settings"),
  }),
  section({
    id: "inbox",
    label: "Inbox",
    failure: "Failed to load the inbox. Please try again later.",
    load: () => import("./sections/inbox"),
  }),
  section({
    id: "estimates",
    label: "Estimates",
    failure: "Failed to load the estimates. Please try again later.",
    load: () => import("./sections/estimates"),
  }),
  section({
    id: "jobs",
    label: "Jobs",
    failure: "Failed to load the jobs. Please try again later.",
    load: () => import("./sections/jobs"),
  }),
  section({
    id: "invoices",
    label: "Invoices",
    failure: "Failed to load the invoices. Please try again later.",
    load: () => import("./sections/invoices"),
  }),
  section({
    id: "reviews",
    label: "Reviews",
    failure: "Failed to load the reviews. Please try again later.",
    load: () => import("./sections/reviews"),
  }),
  section({
    id: "queue",
    label: "Failed tasks",
    failure: "Failed to load the failed tasks. Please try again later.",
    load: () => import("./sections/queue"),
  }),
] as const;

export const sectionOf = (id: SectionId) => ADMIN_SECTIONS.find((entry) => entry.id === id)!;

/**
 * The section's address. `/admin` alone is the back office's first screen, which depends on the device
 * (first-screen.server.ts): a link to the dashboard names it, so that it opens on a phone too.
 */
export const sectionHref = (id: SectionId) => `/admin?tab=${id}`;

/** `?tab=`: `contact` is another name of Settings; missing or unknown opens the dashboard. */
export function resolveSection(param: string | null | undefined): SectionId {
  const name = (param ?? "").trim().toLowerCase();
  if (name === "contact") return "settings";
  return ADMIN_SECTIONS.find((entry) => entry.id === name)?.id ?? "dashboard";
}
