import crypto from "node:crypto";
import { Router } from "express";
import { adminInvoiceEndpoints as endpoints } from "~/features/invoices/endpoints";
import { adminInvoicePdf } from "~/features/invoices/invoice-documents.server";
import { createInvoice, deleteInvoice, updateInvoice } from "~/features/invoices/invoice-editing.server";
import {
  INVOICE_NOT_FOUND,
  setRemindersOff,
  voidInvoice,
} from "~/features/invoices/invoice-lifecycle.server";
import { listInvoices } from "~/features/invoices/invoice-list.server";
import { loadInvoice } from "~/features/invoices/invoice-queries.server";
import { NOTHING_LEFT_TO_REFUND } from "~/features/invoices/invoice-refunds.server";
import { DomainError, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { refundRefusal } from "~/lib/refund-request";
import { INVOICE_STATUSES } from "~/lib/vocabulary";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { sendInvoice } from "~/workflows/invoice-notices.server";
import { recordReceivedPayment } from "~/workflows/invoice-payments.server";
import { refundInvoicePayment } from "~/workflows/invoice-refunds.server";
import { serve } from "~server/api/serve";

const INVOICE_FILTERS = [...INVOICE_STATUSES, "overdue"] as const;

/** /api/admin/invoices: write, send, void invoices, record money received and refund it (docs/invoices.md). */
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

  // A file, not a JSON endpoint: the invoice as a PDF, in any state (a draft's and a voided one's say so).
  router.get("/invoices/:id/pdf", async (req, res) => {
    const { filename, pdf } = await adminInvoicePdf(db, idOf(req.params), flows);
    res.type("application/pdf");
    res.set("Content-Disposition", `inline; filename="${filename}"`);
    res.send(pdf);
  });

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

  // Any amount up to what is left of a payment made online, with the admin's reason (docs/invoices.md).
  serve(router, base, endpoints.refundPayment, async ({ res, params, body }) => {
    const id = idOf(params);
    const paymentId = parseId(params.paymentId, "payment id");
    const { amount, reason, requestKey } = body;
    // The form's key, scoped to the invoice, makes a repeated request answer its first refund.
    const result = await refundInvoicePayment(flows, id, paymentId, {
      amountCents: amount,
      note: reason,
      requestKey: requestKey ? `admin-invoice-${id}-${requestKey}` : `admin-${crypto.randomUUID()}`,
    });
    switch (result.outcome) {
      case "nothing-paid":
        throw new DomainError("conflict", NOTHING_LEFT_TO_REFUND);
      case "over-remaining":
      case "key-reused":
      case "provider-failed":
        throw refundRefusal(result);
      case "refunded": {
        const view = await found(id);
        // A repeated request made no refund: it answers the invoice as it is, with 200 not 201.
        if (result.repeated) res.status(200).json(view);
        return view;
      }
    }
  });

  return router;
}
