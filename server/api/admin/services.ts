import { Router } from "express";
import {
  createService,
  deleteService,
  listAllServices,
  updateService,
} from "~/features/services/admin-services.server";
import { serviceSchema } from "~/features/services/service.schema";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { bodyOf } from "~server/api/input";
import { storeFormImages } from "./image-fields";

/** /api/admin/services: every service, inactive too; the public list reads the same table per request. */
export function servicesRouter(db: Db, storage: ImageStorage) {
  const router = Router();
  const serviceId = (value: string | undefined) => parseId(value, "service id");

  router.get("/services", async (_req, res) => {
    res.json(await listAllServices(db));
  });

  router.post("/services", async (req, res) => {
    const values = await storeFormImages(storage, bodyOf(serviceSchema, req));
    res.status(201).json(await createService(db, values));
  });

  router.put("/services/:id", async (req, res) => {
    const id = serviceId(req.params.id);
    const values = await storeFormImages(storage, bodyOf(serviceSchema, req));
    const service = await updateService(db, id, values);
    if (!service) throw notFound("Service not found");
    res.json(service);
  });

  router.delete("/services/:id", async (req, res) => {
    if (!(await deleteService(db, serviceId(req.params.id)))) throw notFound("Service not found");
    res.status(204).end();
  });

  return router;
}
