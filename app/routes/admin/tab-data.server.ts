import { data } from "react-router";
import type { Db } from "../../../db/client.server";
import {
  APPOINTMENT_SORTS,
  appointmentSummary,
  listAdminAppointments,
} from "~/features/appointments/admin-appointments.server";
import { CUSTOMER_SORTS } from "~/features/customers/customer";
import { listCustomers } from "~/features/customers/customers.server";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { INBOX_KINDS } from "~/features/inbox/inbox";
import { inboxCounts, listInbox } from "~/features/inbox/inbox.server";
import { listProjects } from "~/features/projects/projects.server";
import { listAllServices } from "~/features/services/admin-services.server";
import { getAdminSettings } from "~/features/settings/admin-settings.server";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { isCalendarDate } from "~/lib/text-fields";
import { APPOINTMENT_STATUSES, INBOX_STATUSES } from "~/lib/vocabulary";
import type { AdminTabId } from "./admin-tabs";

/** The appointments tab's list: the same query as GET /api/admin/appointments, read from the page's URL. */
async function appointmentsTab(db: Db, params: URLSearchParams) {
  const list = parseListParams(params, APPOINTMENT_SORTS, "-date");
  const status = paramOneOf(params, "status", APPOINTMENT_STATUSES);
  const [from, to] = [paramText(params, "from"), paramText(params, "to")];
  if (from && !isCalendarDate(from)) throw data("Invalid from date", { status: 400 });
  if (to && !isCalendarDate(to)) throw data("Invalid to date", { status: 400 });
  const q = paramText(params, "q").slice(0, 100);
  const [page, summary] = await Promise.all([
    listAdminAppointments(db, { status, from, to, q }, list),
    appointmentSummary(db),
  ]);
  return { tab: "appointments" as const, page, summary };
}

async function customersTab(db: Db, params: URLSearchParams) {
  const list = parseListParams(params, CUSTOMER_SORTS, "-createdAt");
  return {
    tab: "customers" as const,
    page: await listCustomers(db, paramText(params, "q").slice(0, 100), list),
  };
}

const INBOX_PAGE_SIZE = 10;

async function inboxTab(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt", INBOX_PAGE_SIZE);
  // The tab shows one kind at a time, quote requests first.
  const kind = paramOneOf(params, "kind", INBOX_KINDS) ?? "quotes";
  const status = paramOneOf(params, "status", INBOX_STATUSES);
  const [items, counts] = await Promise.all([
    listInbox(db, { kind, status, page, pageSize }),
    inboxCounts(db),
  ]);
  return { tab: "inbox" as const, kind, status, page: items, counts };
}

async function settingsTab(db: Db) {
  const settings = await getAdminSettings(db);
  if (!settings) throw data("Business settings have not been set up yet", { status: 404 });
  return { tab: "settings" as const, settings };
}

/** The data of the tab on screen, from the feature functions the JSON API calls too. */
export async function loadAdminTab(db: Db, tab: AdminTabId, params: URLSearchParams) {
  switch (tab) {
    case "dashboard": {
      const [stats, overview] = await Promise.all([getAdminStats(db), getDashboardOverview(db)]);
      return { tab, stats, overview };
    }
    case "services":
      return { tab, services: await listAllServices(db) };
    case "appointments":
      return appointmentsTab(db, params);
    case "projects":
      return { tab, projects: await listProjects(db) };
    case "customers":
      return customersTab(db, params);
    case "settings":
      return settingsTab(db);
    case "inbox":
      return inboxTab(db, params);
  }
}
