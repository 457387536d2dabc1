import { Router } from "express";
import { adminEstimateEndpoints as endpoints } from "~/features/estimates/admin-endpoints";
import { estimateDefaults, saveEstimateDefaults } from "~/features/estimates/estimate-defaults.server";
import { createEstimate, reviseEstimate, updateEstimate } from "~/features/estimates/estimate-editing.server";
import { deleteEstimate, ESTIMATE_NOT_FOUND } from "~/features/estimates/estimate-lifecycle.server";
import { estimatePdfFilename, renderEstimatePdf } from "~/features/estimates/estimate-pdf.server";
import { listEstimates, loadEstimate } from "~/features/estimates/estimate-queries.server";
import { publicView } from "~/features/estimates/estimate-rows.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { ESTIMATE_STATUSES } from "~/lib/vocabulary";
import { sendEstimate, type EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { completeJob } from "~/workflows/job-completion.server";
import { scheduleEstimateVisits } from "~/workflows/schedule-estimate-visits.server";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** /api/admin/estimates: write, revise, send, schedule, complete; the estimates' defaults in the settings. */
export function estimatesRouter(db: Db, flows: EstimateFlowDeps) {
  const router = Router();
  const base = "/api/admin";
  const found = async (id: number) => {
    const view = await loadEstimate(db, id);
    if (!view) throw notFound(ESTIMATE_NOT_FOUND);
    return view;
  };
  const idOf = (params: Record<string, string>) => parseId(params.id, "estimate id");
  // Bodies with lists name their fields by path ("lines.0.quantity"), as the editor's fields are named.
  const nested = { nestedErrors: true };

  serve(router, base, endpoints.list, async ({ query }) => {
    const { page, pageSize } = parseListParams(query, ["createdAt"], "-createdAt");
    const status = paramOneOf(query, "status", ESTIMATE_STATUSES);
    return listEstimates(db, { page, pageSize, status, q: paramText(query, "q") || undefined });
  });

  serve(router, base, endpoints.create, async ({ body }) => found(await createEstimate(db, body)), nested);

  serve(router, base, endpoints.get, ({ params }) => found(idOf(params)));

  // A file, not a JSON endpoint.
  router.get("/estimates/:id/pdf", async (req, res) => {
    const view = await found(idOf(req.params));
    res.type("application/pdf");
    res.set("Content-Disposition", `inline; filename="${estimatePdfFilename(view)}"`);
    res.send(await renderEstimatePdf(publicView(view)));
  });

  serve(
    router,
    base,
    endpoints.update,
    async ({ params, body }) => {
      const id = idOf(params);
      await found(id);
      await updateEstimate(db, id, body);
      return found(id);
    },
    nested,
  );

  serve(router, base, endpoints.remove, async ({ params }) => {
    await deleteEstimate(db, idOf(params));
  });

  serve(router, base, endpoints.revise, async ({ params }) => found(await reviseEstimate(db, idOf(params))));

  serve(router, base, endpoints.send, async ({ params }) => {
    const id = idOf(params);
    await sendEstimate(flows, id);
    return found(id);
  });

  serve(
    router,
    base,
    endpoints.scheduleVisits,
    ({ params, body }) => scheduleEstimateVisits(flows, idOf(params), body),
    nested,
  );

  serve(router, base, endpoints.complete, async ({ params }) => {
    const id = idOf(params);
    await found(id);
    await completeJob(flows, id);
    return found(id);
  });

  serve(router, base, endpoints.defaults, () => estimateDefaults(db));

  serve(
    router,
    base,
    endpoints.saveDefaults,
    async ({ body }) => {
      await saveEstimateDefaults(db, body);
      return estimateDefaults(db);
    },
    nested,
  );

  return router;
}
