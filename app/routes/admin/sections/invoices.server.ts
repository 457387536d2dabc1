import { EXPORTS_SHOWN } from "~/features/invoices/export-history";
import { recentExports } from "~/features/invoices/invoice-export.server";
import { listInvoices } from "~/features/invoices/invoice-list.server";
import { loadInvoice } from "~/features/invoices/invoice-queries.server";
import { listAllServices } from "~/features/services/admin-services.server";
import { getBusinessSettings } from "~/features/settings/settings.server";
import { idOf } from "~/lib/input";
import { isOneOf, paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { INVOICE_STATUSES, INVOICE_TERMS } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";

/** The list's status filter: a status, or overdue (as GET /api/admin/invoices reads it). */
const INVOICE_FILTERS = [...INVOICE_STATUSES, "overdue"] as const;

/**
 * The same list as GET /api/admin/invoices, the one `invoice=<id>` opens, and what the editor starts from:
 * the catalog and the settings' terms; and the latest accounting exports, under the export form.
 */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt");
  const status = paramOneOf(params, "status", INVOICE_FILTERS);
  const invoiceId = paramText(params, "invoice");
  const [items, opened, services, settings, exports] = await Promise.all([
    listInvoices(db, { page, pageSize, status, q: paramText(params, "q") || undefined }),
    loadInvoiceOf(db, invoiceId),
    listAllServices(db),
    getBusinessSettings(db),
    recentExports(db, EXPORTS_SHOWN),
  ]);
  const catalog = services
    .filter((service) => service.isActive)
    .map(({ id, name, basePrice, priceUnit }) => ({ id, name, basePrice, priceUnit }));
  const terms = settings?.invoiceTerms;
  return {
    page: items,
    opened: opened ?? null,
    missing: invoiceId !== "" && !opened,
    catalog,
    defaultTerms: isOneOf(INVOICE_TERMS, terms) ? terms : ("net_15" as const),
    exports,
  };
}

const loadInvoiceOf = (db: Db, id: string) => {
  const known = idOf(id);
  return known === undefined ? undefined : loadInvoice(db, known);
};
