import { listProjects } from "~/features/projects/projects.server";
import type { Db } from "~db/client.server";

export async function loadSectionData(db: Db) {
  return { projects: await listProjects(db) };
}
