import { Router, type Request, type Response } from "express";
import { invoiceReportEndpoints as endpoints } from "~/features/invoices/endpoints";
import { exportQuerySchema, type ExportQuery } from "~/features/invoices/invoice-export.schema";
import {
  exportInvoices,
  exportPayments,
  recentExports,
  type ExportFile,
} from "~/features/invoices/invoice-export.server";
import { receivables } from "~/features/invoices/receivables.server";
import { parseInput } from "~/lib/input";
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
 * files `/api/admin/exports/invoices.csv` and `/payments.csv` (files, not JSON endpoints), and the list of
 * the latest ones, `/api/admin/exports`. Mounted under the admin router, whose guard refuses everyone else.
 */
export function invoiceReportsRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.receivables, () => receivables(db));

  serve(router, base, endpoints.exports, async () => ({ items: await recentExports(db) }));

  router.get("/exports/invoices.csv", async (req, res) => {
    sendCsv(res, await exportInvoices(db, exportQueryOf(req)));
  });

  router.get("/exports/payments.csv", async (req, res) => {
    sendCsv(res, await exportPayments(db, exportQueryOf(req)));
  });

  return router;
}
