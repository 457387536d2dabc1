import { data } from "react-router";
import { DomainError, HTTP_STATUS } from "~/lib/domain-error";
import type { Config } from "~/lib/env.server";
import type { Db } from "~db/client.server";

/** A section's loader: the database, the URL's parameters and, for what the server's setup decides, its config. */
type SectionLoader = () => Promise<{
  loadSectionData(db: Db, params: URLSearchParams, config: Config): Promise<object>;
}>;

/**
 * Each section's data, by id: imported only when its section is shown. A new section adds its line here and
 * its entry in `sections.ts`.
 */
export const SECTION_LOADERS = {
  dashboard: () => import("./sections/dashboard.server"),
  today: () => import("./sections/today.server"),
  services: () => import("./sections/services.server"),
  appointments: () => import("./sections/appointments.server"),
  projects: () => import("./sections/projects.server"),
  customers: () => import("./sections/customers.server"),
  settings: () => import("./sections/settings.server"),
  inbox: () => import("./sections/inbox.server"),
  estimates: () => import("./sections/estimates.server"),
  jobs: () => import("./sections/jobs.server"),
  invoices: () => import("./sections/invoices.server"),
  reviews: () => import("./sections/reviews.server"),
  queue: () => import("./sections/queue.server"),
} satisfies Record<string, SectionLoader>;

export type SectionId = keyof typeof SECTION_LOADERS;

/** What the section's loader reads, which its component draws. */
export type SectionData<Id extends SectionId> = Awaited<
  ReturnType<Awaited<ReturnType<(typeof SECTION_LOADERS)[Id]>>["loadSectionData"]>
>;

/**
 * The section's data, from the feature functions the JSON API calls too. A refused URL answers with the
 * status the API would give (the section's error boundary shows it).
 */
export async function loadSection<Id extends SectionId>(
  db: Db,
  id: Id,
  params: URLSearchParams,
  config: Config,
) {
  const { loadSectionData } = await (SECTION_LOADERS[id] as SectionLoader)();
  try {
    return (await loadSectionData(db, params, config)) as SectionData<Id>;
  } catch (error) {
    if (error instanceof DomainError) throw data(error.message, { status: HTTP_STATUS[error.code] });
    throw error;
  }
}
