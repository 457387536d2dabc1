import { Router } from "express";
import { createProject, deleteProject, updateProject } from "~/features/projects/admin-projects.server";
import { projectSchema } from "~/features/projects/project.schema";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { bodyOf } from "~server/api/input";
import { storeFormImages } from "./image-fields";

/** /api/admin/projects: writes only; the list is the public GET /api/projects. */
export function projectsRouter(db: Db, storage: ImageStorage) {
  const router = Router();
  const projectId = (value: string | undefined) => parseId(value, "project id");

  router.post("/projects", async (req, res) => {
    const values = await storeFormImages(storage, bodyOf(projectSchema, req));
    res.status(201).json(await createProject(db, values));
  });

  router.put("/projects/:id", async (req, res) => {
    const id = projectId(req.params.id);
    const values = await storeFormImages(storage, bodyOf(projectSchema, req));
    const project = await updateProject(db, id, values);
    if (!project) throw notFound("Project not found");
    res.json(project);
  });

  router.delete("/projects/:id", async (req, res) => {
    if (!(await deleteProject(db, projectId(req.params.id)))) throw notFound("Project not found");
    res.status(204).end();
  });

  return router;
}
