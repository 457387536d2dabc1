import { Router } from "express";
import { adminInvoiceEndpoints as endpoints } from "~/features/invoices/endpoints";
import { createInvoice, deleteInvoice, updateInvoice } from "~/features/invoices/invoice-editing.server";
import {
  INVOICE_NOT_FOUND,
  setRemindersOff,
  voidInvoice,
} from "~/features/invoices/invoice-lifecycle.server";
import { listInvoices, loadInvoice } from "~/features/invoices/invoice-queries.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { INVOICE_STATUSES } from "~/lib/vocabulary";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { sendInvoice } from "~/workflows/invoice-notices.server";
import { recordReceivedPayment } from "~/workflows/invoice-payments.server";
import { serve } from "~server/api/serve";

const INVOICE_FILTERS = [...INVOICE_STATUSES, "overdue"] as const;

/** /api/admin/invoices: write, send, void invoices and record money received (docs/invoices.md). */
export function invoicesRouter(flows: EstimateFlowDeps) {
  const { db } = flows;
  const router = Router();
  const base = "/api/admin";
  const found = async (id: number) => {
    const view = await loadInvoice(db, id);
    if (!view) throw notFound(INVOICE_NOT_FOUND);
    return view;
  };
  const idOf = (params: Record<string, string>) => parseId(params.id, "invoice id");
  // Bodies with lists name their fields by path ("lines.0.quantity"), as the editor's fields are named.
  const nested = { nestedErrors: true };

  serve(router, base, endpoints.list, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["createdAt"], "-createdAt");
    const status = paramOneOf(query, "status", INVOICE_FILTERS);
    return listInvoices(db, { page, pageSize, status, q: paramText(query, "q") || undefined });
  });

  serve(router, base, endpoints.create, async ({ body }) => found(await createInvoice(db, body)), nested);

  serve(router, base, endpoints.get, ({ params }) => found(idOf(params)));

  serve(
    router,
    base,
    endpoints.update,
    async ({ params, body }) => {
      const id = idOf(params);
      await updateInvoice(db, id, body);
      return found(id);
    },
    nested,
  );

  serve(router, base, endpoints.remove, async ({ params }) => {
    await deleteInvoice(db, idOf(params));
  });

  serve(router, base, endpoints.send, async ({ params }) => {
    const { number, status, dueDate } = await sendInvoice(flows, idOf(params));
    return { number, status, dueDate };
  });

  serve(router, base, endpoints.void, async ({ params, body }) => {
    const id = idOf(params);
    await voidInvoice(db, id, body.reason);
    return found(id);
  });

  serve(router, base, endpoints.reminders, async ({ params, body }) => {
    const id = idOf(params);
    await setRemindersOff(db, id, body.off);
    return found(id);
  });

  serve(router, base, endpoints.recordPayment, async ({ params, body }) => {
    const id = idOf(params);
    await recordReceivedPayment(flows, id, body);
    return found(id);
  });

  return router;
}
