import { Router, type Request, type Response } from "express";
import { invoiceReportEndpoints as endpoints } from "~/features/invoices/endpoints";
import {
  exportFileAddress,
  exportQuerySchema,
  type ExportQuery,
} from "~/features/invoices/invoice-export.schema";
import {
  exportInvoices,
  exportPayments,
  recentExports,
  type ExportFile,
} from "~/features/invoices/invoice-export.server";
import { ACCOUNTING_EXPORT_KINDS } from "~/features/invoices/invoice-reports-view";
import { receivables } from "~/features/invoices/receivables.server";
import { DomainError, HTTP_STATUS } from "~/lib/domain-error";
import { parseInput, parseOneOf } from "~/lib/input";
import { paramText } from "~/lib/list-query";
import type { Db } from "~db/client.server";
import { queryOf } from "~server/api/input";
import { serve } from "~server/api/serve";

/** The export's range from the query string; a date that is not one, or a range backwards, is a 400 at its field. */
function exportQueryOf(req: Request): ExportQuery {
  const query = queryOf(req);
  return parseInput(exportQuerySchema, {
    from: paramText(query, "from"),
    to: paramText(query, "to"),
    onlyNew: paramText(query, "onlyNew"),
  });
}

function sendCsv(res: Response, file: ExportFile) {
  res.set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    "Cache-Control": "private, no-store",
  });
  res.send(file.csv);
}

/**
 * The invoices' reports (docs/invoices.md): `/api/admin/receivables`, and the accounting exports: the CSV
 * files `/api/admin/exports/invoices.csv` and `/payments.csv` (files, not JSON endpoints), the export form's
 * `/api/admin/exports/download`, and the list of the latest ones, `/api/admin/exports`. Mounted under the admin router, whose guard refuses everyone else.
 */
export function invoiceReportsRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.receivables, () => receivables(db));

  serve(router, base, endpoints.exports, async () => ({ items: await recentExports(db) }));

  // The back office's export form posts here by GET (it works without the page's script, which cannot
  // change the form's address then): the kind chosen leads to that kind's file. Its refusals are read by
  // a person in the browser's tab, so they are plain text rather than JSON.
  router.get("/exports/download", (req, res) => {
    try {
      const kind = parseOneOf(ACCOUNTING_EXPORT_KINDS, paramText(queryOf(req), "kind"), "kind");
      res.redirect(303, exportFileAddress(kind, exportQueryOf(req)));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const fields = Object.values(error.details.fields ?? {});
      res
        .status(HTTP_STATUS[error.code])
        .type("text/plain")
        .set("Cache-Control", "private, no-store")
        .send(
          `The export was not made. ${fields.length > 0 ? fields.join(". ") : error.message}.\n\n` +
            "Go back, correct the form and download again.\n",
        );
    }
  });

  router.get("/exports/invoices.csv", async (req, res) => {
    sendCsv(res, await exportInvoices(db, exportQueryOf(req)));
  });

  router.get("/exports/payments.csv", async (req, res) => {
    sendCsv(res, await exportPayments(db, exportQueryOf(req)));
  });

  return router;
}
