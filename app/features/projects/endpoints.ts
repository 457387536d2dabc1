/** The projects' endpoints (app/lib/endpoint.ts): the public gallery's list and the admin's edits. */
import { z } from "zod";
import { endpoint, noAnswer } from "~/lib/endpoint";
import { projectSchema } from "./project.schema";

/** A finished project as the API sends it. completionDate is yyyy-MM-dd. */
export const projectAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  images: z.array(z.string()),
  location: z.string(),
  completionDate: z.string(),
});

export type Project = z.infer<typeof projectAnswer>;

export const publicProjectEndpoints = {
  /** Every project, newest completion first. */
  list: endpoint({ method: "GET", path: "/api/projects", access: "public", output: z.array(projectAnswer) }),
};

/** Writes only: the admin's list is the public one. */
export const adminProjectEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/admin/projects",
    access: "admin",
    body: projectSchema,
    output: projectAnswer,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/admin/projects/:id",
    access: "admin",
    body: projectSchema,
    output: projectAnswer,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/projects/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};
