import { data } from "react-router";
import { appointmentSummary, listAdminAppointments } from "~/features/appointments/admin-appointments.server";
import { readAppointmentListQuery } from "~/features/appointments/appointment-list-query.server";
import { getVisitSettings, upcomingDaysOff } from "~/features/availability/visit-settings.server";
import { readCustomerListQuery } from "~/features/customers/customer-list-query.server";
import { listCustomers } from "~/features/customers/customers.server";
import { getAdminStats, getDashboardOverview } from "~/features/dashboard/dashboard.server";
import { blankEstimate, type EditorValues, type QuotePrefill } from "~/features/estimates/admin-estimate";
import { estimateDefaults } from "~/features/estimates/estimate-defaults.server";
import { listEstimates, loadEstimate } from "~/features/estimates/estimate-queries.server";
import { INBOX_KINDS } from "~/features/inbox/inbox";
import { inboxCounts, listInbox } from "~/features/inbox/inbox.server";
import { loadQuoteRequest, type QuoteRequestDetails } from "~/features/inbox/quote-request.server";
import { listFailedJobs } from "~/features/jobs/failed-jobs.server";
import { listProjects } from "~/features/projects/projects.server";
import { listAdminReviews, reviewCounts } from "~/features/reviews/admin-reviews.server";
import { REVIEW_FILTERS } from "~/features/reviews/review";
import { listAllServices } from "~/features/services/admin-services.server";
import { getAdminSettings } from "~/features/settings/admin-settings.server";
import { DomainError, HTTP_STATUS, notFound } from "~/lib/domain-error";
import { idOf } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { ESTIMATE_STATUSES, INBOX_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import type { AdminTabId } from "./admin-tabs";

/** The appointments tab's list: the same query as GET /api/admin/appointments, read from the page's URL. */
async function appointmentsTab(db: Db, params: URLSearchParams) {
  const { filters, list } = readAppointmentListQuery(params);
  const [page, summary] = await Promise.all([
    listAdminAppointments(db, filters, list),
    appointmentSummary(db),
  ]);
  return { tab: "appointments" as const, page, summary };
}

async function customersTab(db: Db, params: URLSearchParams) {
  const { q, list } = readCustomerListQuery(params);
  return { tab: "customers" as const, page: await listCustomers(db, q, list) };
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

/** The reviews: the same list as GET /api/admin/reviews; the pending ones unless `status` says otherwise. */
async function reviewsTab(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["reviewedOn"], "-reviewedOn");
  const filter = paramOneOf(params, "status", REVIEW_FILTERS) ?? "pending";
  const [items, counts] = await Promise.all([
    listAdminReviews(db, { status: filter === "all" ? undefined : filter, page, pageSize }),
    reviewCounts(db),
  ]);
  return { tab: "reviews" as const, filter, page: items, counts };
}

/** The failed jobs: the same list as GET /api/admin/jobs. */
async function jobsTab(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["failedAt"], "-failedAt");
  return { tab: "jobs" as const, page: await listFailedJobs(db, { page, pageSize }) };
}

async function settingsTab(db: Db) {
  const [settings, defaults] = await Promise.all([getAdminSettings(db), estimateDefaults(db)]);
  if (!settings) throw notFound("Business settings have not been set up yet");
  const [visitSettings, daysOff] = await Promise.all([getVisitSettings(db), upcomingDaysOff(db)]);
  return { tab: "settings" as const, settings, estimateDefaults: defaults, visitSettings, daysOff };
}

/**
 * The data of the tab on screen, from the feature functions the JSON API calls too. A refused URL answers
 * with the status the API would give (the tab's error boundary shows it).
 */
export async function loadAdminTab(db: Db, tab: AdminTabId, params: URLSearchParams) {
  try {
    return await tabData(db, tab, params);
  } catch (error) {
    if (error instanceof DomainError) throw data(error.message, { status: HTTP_STATUS[error.code] });
    throw error;
  }
}

/**
 * The estimates: the same list as GET /api/admin/estimates, the one `estimate=<id>` opens, and what the
 * editor starts from: the catalog, the defaults, and the quote request of `quote=<id>` (the inbox's link).
 */
async function estimatesTab(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt");
  const status = paramOneOf(params, "status", ESTIMATE_STATUSES);
  const estimateId = paramText(params, "estimate");
  const quoteId = paramText(params, "quote");
  const [items, opened, request, services, defaults] = await Promise.all([
    listEstimates(db, { page, pageSize, status, q: paramText(params, "q") || undefined }),
    estimateId ? loadEstimateOf(db, estimateId) : undefined,
    quoteId ? loadQuoteOf(db, quoteId) : undefined,
    listAllServices(db),
    estimateDefaults(db),
  ]);
  const catalog = services
    .filter((service) => service.isActive)
    .map(({ id, name, basePrice, priceUnit }) => ({ id, name, basePrice, priceUnit }));
  return {
    tab: "estimates" as const,
    page: items,
    opened: opened ?? null,
    quote: request ? quotePrefill(request, blankEstimate(defaults)) : null,
    missing: { estimate: estimateId !== "" && !opened, quote: quoteId !== "" && !request },
    catalog,
    defaults,
  };
}

const loadEstimateOf = (db: Db, id: string) => {
  const known = idOf(id);
  return known === undefined ? undefined : loadEstimate(db, known);
};

const loadQuoteOf = (db: Db, id: string) => {
  const known = idOf(id);
  return known === undefined ? undefined : loadQuoteRequest(db, known);
};

/**
 * A new estimate from a quote request: its customer, its service as the title, and the calculator's price
 * (when the visitor used it) as a first line for the whole job. The server copies its photos on create.
 */
function quotePrefill(request: QuoteRequestDetails, blank: EditorValues): QuotePrefill {
  const { estimate } = request;
  return {
    values: {
      ...blank,
      quoteRequestId: request.id,
      customer: { name: request.name, email: request.email, phone: request.phone },
      title: request.serviceType,
      lines: estimate
        ? [
            {
              serviceId: null,
              description: estimate.summary,
              quantity: "1",
              unit: "job",
              unitPrice: estimate.total,
              optional: false,
            },
          ]
        : [],
    },
    details: request.details,
    photos: request.photos,
  };
}

async function tabData(db: Db, tab: AdminTabId, params: URLSearchParams) {
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
    case "estimates":
      return estimatesTab(db, params);
    case "reviews":
      return reviewsTab(db, params);
    case "jobs":
      return jobsTab(db, params);
  }
}
