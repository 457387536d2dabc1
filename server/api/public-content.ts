import { Router } from "express";
import { publicProjectEndpoints as projects } from "~/features/projects/endpoints";
import { listProjects } from "~/features/projects/projects.server";
import { publicServiceEndpoints as services } from "~/features/services/endpoints";
import { getActiveService, listActiveServices } from "~/features/services/services.server";
import { DEFAULT_CONTACT_INFO } from "~/features/settings/contact-info";
import { publicSettingsEndpoints as settings } from "~/features/settings/endpoints";
import { getContactInfo } from "~/features/settings/settings.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "./serve";

/** The public read API: services, projects and contact info. */
export function publicContentRouter(db: Db) {
  const router = Router();

  serve(router, "/api", services.list, () => listActiveServices(db));

  serve(router, "/api", services.get, async ({ params }) => {
    const service = await getActiveService(db, parseId(params.id, "service id"));
    if (!service) throw notFound("Service not found");
    return service;
  });

  serve(router, "/api", projects.list, () => listProjects(db));

  serve(router, "/api", settings.contactInfo, async ({ res }) => {
    res.set("Cache-Control", "public, max-age=60");
    return (await getContactInfo(db)) ?? DEFAULT_CONTACT_INFO;
  });

  return router;
}
