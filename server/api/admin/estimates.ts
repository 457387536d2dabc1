import { Router } from "express";
import { estimateDefaults, saveEstimateDefaults } from "~/features/estimates/estimate-defaults.server";
import { createEstimate, reviseEstimate, updateEstimate } from "~/features/estimates/estimate-editing.server";
import { deleteEstimate, ESTIMATE_NOT_FOUND } from "~/features/estimates/estimate-lifecycle.server";
import { estimatePdfFilename, renderEstimatePdf } from "~/features/estimates/estimate-pdf.server";
import { listEstimates, loadEstimate } from "~/features/estimates/estimate-queries.server";
import { publicView } from "~/features/estimates/estimate-rows.server";
import {
  estimateBodySchema,
  estimateDefaultsSchema,
  scheduleVisitsSchema,
} from "~/features/estimates/estimate.schema";
import { notFound } from "~/lib/domain-error";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { ESTIMATE_STATUSES } from "~/lib/vocabulary";
import { sendEstimate, type EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { scheduleEstimateVisits } from "~/workflows/schedule-estimate-visits.server";
import type { Db } from "~db/client.server";
import { bodyOf, idParam, queryOf } from "~server/api/input";

/** /api/admin/estimates: write, revise, send, schedule; the estimates' defaults in the settings. */
export function estimatesRouter(db: Db, flows: EstimateFlowDeps) {
  const router = Router();
  const found = async (id: number) => {
    const view = await loadEstimate(db, id);
    if (!view) throw notFound(ESTIMATE_NOT_FOUND);
    return view;
  };
  const idOf = (req: Parameters<typeof idParam>[0]) => idParam(req, "id", "estimate id");

  router.get("/estimates", async (req, res) => {
    const params = queryOf(req);
    const { page, pageSize } = parseListParams(params, ["createdAt"], "-createdAt");
    const status = paramOneOf(params, "status", ESTIMATE_STATUSES);
    res.json(await listEstimates(db, { page, pageSize, status, q: paramText(params, "q") || undefined }));
  });

  router.post("/estimates", async (req, res) => {
    const id = await createEstimate(db, bodyOf(estimateBodySchema, req, { nested: true }));
    res.status(201).json(await found(id));
  });

  router.get("/estimates/:id", async (req, res) => {
    res.json(await found(idOf(req)));
  });

  router.get("/estimates/:id/pdf", async (req, res) => {
    const view = await found(idOf(req));
    res.type("application/pdf");
    res.set("Content-Disposition", `inline; filename="${estimatePdfFilename(view)}"`);
    res.send(await renderEstimatePdf(publicView(view)));
  });

  router.put("/estimates/:id", async (req, res) => {
    const id = idOf(req);
    await found(id);
    await updateEstimate(db, id, bodyOf(estimateBodySchema, req, { nested: true }));
    res.json(await found(id));
  });

  router.delete("/estimates/:id", async (req, res) => {
    await deleteEstimate(db, idOf(req));
    res.status(204).end();
  });

  router.post("/estimates/:id/revise", async (req, res) => {
    res.status(201).json(await found(await reviseEstimate(db, idOf(req))));
  });

  router.post("/estimates/:id/send", async (req, res) => {
    const id = idOf(req);
    await sendEstimate(flows, id);
    res.json(await found(id));
  });

  router.post("/estimates/:id/visits", async (req, res) => {
    const input = bodyOf(scheduleVisitsSchema, req, { nested: true });
    res.json(await scheduleEstimateVisits(flows, idOf(req), input));
  });

  router.get("/estimate-defaults", async (_req, res) => {
    res.json(await estimateDefaults(db));
  });

  router.put("/estimate-defaults", async (req, res) => {
    await saveEstimateDefaults(db, bodyOf(estimateDefaultsSchema, req, { nested: true }));
    res.json(await estimateDefaults(db));
  });

  return router;
}
