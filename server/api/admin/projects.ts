import { Router } from "express";
import { createProject, deleteProject, updateProject } from "~/features/projects/admin-projects.server";
import { adminProjectEndpoints as endpoints } from "~/features/projects/endpoints";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";
import { storeFormImages } from "./image-fields";

/** /api/admin/projects: writes only; the list is the public GET /api/projects. */
export function projectsRouter(db: Db, storage: ImageStorage) {
  const router = Router();
  const base = "/api/admin";
  const projectId = (value: string | undefined) => parseId(value, "project id");

  serve(router, base, endpoints.create, async ({ body }) =>
    createProject(db, await storeFormImages(storage, body)),
  );

  serve(router, base, endpoints.update, async ({ params, body }) => {
    const id = projectId(params.id);
    const project = await updateProject(db, id, await storeFormImages(storage, body));
    if (!project) throw notFound("Project not found");
    return project;
  });

  serve(router, base, endpoints.remove, async ({ params }) => {
    if (!(await deleteProject(db, projectId(params.id)))) throw notFound("Project not found");
  });

  return router;
}
