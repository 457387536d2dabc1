import { Router } from "express";
import { listProjects } from "~/features/projects/projects.server";
import { getActiveService, listActiveServices } from "~/features/services/services.server";
import { DEFAULT_CONTACT_INFO } from "~/features/settings/contact-info";
import { getContactInfo } from "~/features/settings/settings.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";

/** The public read API: services, projects and contact info. */
export function publicContentRouter(db: Db) {
  const router = Router();

  router.get("/services", async (_req, res) => {
    res.json(await listActiveServices(db));
  });

  router.get("/services/:id", async (req, res) => {
    const service = await getActiveService(db, parseId(req.params.id, "service id"));
    if (!service) throw notFound("Service not found");
    res.json(service);
  });

  router.get("/projects", async (_req, res) => {
    res.json(await listProjects(db));
  });

  router.get("/contact-info", async (_req, res) => {
    res.set("Cache-Control", "public, max-age=60");
    res.json((await getContactInfo(db)) ?? DEFAULT_CONTACT_INFO);
  });

  return router;
}
