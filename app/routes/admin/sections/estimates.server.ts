import { blankEstimate, type EditorValues, type QuotePrefill } from "~/features/estimates/admin-estimate";
import { estimateDefaults } from "~/features/estimates/estimate-defaults.server";
import { listEstimates, loadEstimate } from "~/features/estimates/estimate-queries.server";
import { loadQuoteRequest, type QuoteRequestDetails } from "~/features/inbox/quote-request.server";
import { listAllServices } from "~/features/services/admin-services.server";
import { idOf } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { ESTIMATE_STATUSES } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";

/**
 * The same list as GET /api/admin/estimates, the one `estimate=<id>` opens, and what the editor starts from:
 * the catalog, the defaults, and the quote request of `quote=<id>` (the inbox's link).
 */
export async function loadSectionData(db: Db, params: URLSearchParams) {
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
