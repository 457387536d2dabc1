import { Router } from "express";
import {
  createChangeOrder,
  deleteChangeOrder,
  updateChangeOrder,
} from "~/features/change-orders/change-order-editing.server";
import { CHANGE_ORDER_NOT_FOUND } from "~/features/change-orders/change-order-lifecycle.server";
import { adminChangeOrderPdf } from "~/features/change-orders/change-order-pdf.server";
import {
  adminView,
  findChangeOrder,
  readChangeOrder,
} from "~/features/change-orders/change-order-rows.server";
import { adminChangeOrderEndpoints as endpoints } from "~/features/change-orders/endpoints";
import { businessToday } from "~/lib/dates";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { sendChangeOrder } from "~/workflows/change-order-sending.server";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { serve } from "~server/api/serve";

/** /api/admin: write, send and delete the change orders of a job (docs/change-orders.md). */
export function changeOrdersRouter(flows: EstimateFlowDeps) {
  const { db } = flows;
  const router = Router();
  const base = "/api/admin";
  const found = async (id: number) => {
    const row = await findChangeOrder(db, id);
    if (!row) throw notFound(CHANGE_ORDER_NOT_FOUND);
    return adminView(await readChangeOrder(db, row), businessToday());
  };
  const idOf = (params: Record<string, string>) => parseId(params.id, "change order id");
  // Bodies with lists name their fields by path ("lines.0.unitPrice"), as the editor's fields are named.
  const nested = { nestedErrors: true };

  serve(
    router,
    base,
    endpoints.create,
    ({ params, body }) => createChangeOrder(db, parseId(params.estimateId, "estimate id"), body),
    nested,
  );

  serve(router, base, endpoints.get, ({ params }) => found(idOf(params)));

  // A file, not a JSON endpoint: the change order as a PDF, in any state (a draft's says so).
  router.get("/change-orders/:id/pdf", async (req, res) => {
    const { filename, pdf } = await adminChangeOrderPdf(db, idOf(req.params));
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
      await updateChangeOrder(db, id, body);
      return found(id);
    },
    nested,
  );

  serve(router, base, endpoints.remove, async ({ params }) => {
    await deleteChangeOrder(db, idOf(params));
  });

  serve(router, base, endpoints.send, async ({ params }) => {
    const id = idOf(params);
    await sendChangeOrder(flows, id);
    return found(id);
  });

  return router;
}
