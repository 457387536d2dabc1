import { Router } from "express";
import {
  createService,
  deleteService,
  listAllServices,
  updateService,
} from "~/features/services/admin-services.server";
import { adminServiceEndpoints as endpoints } from "~/features/services/endpoints";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { storeFormImages } from "./image-fields";

/** /api/admin/services: every service, inactive too; the public list reads the same table per request. */
export function servicesRouter(db: Db, storage: ImageStorage) {
  const router = Router();
  const base = "/api/admin";
  const serviceId = (value: string | undefined) => parseId(value, "service id");

  serve(router, base, endpoints.list, () => listAllServices(db));

  serve(router, base, endpoints.create, async ({ body }) =>
    createService(db, await storeFormImages(storage, body)),
  );

  serve(router, base, endpoints.update, async ({ params, body }) => {
    const service = await updateService(db, serviceId(params.id), await storeFormImages(storage, body));
    if (!service) throw notFound("Service not found");
    return service;
  });

  serve(router, base, endpoints.remove, async ({ params }) => {
    if (!(await deleteService(db, serviceId(params.id)))) throw notFound("Service not found");
  });

  return router;
}
