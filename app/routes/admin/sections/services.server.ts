import { listAllServices } from "~/features/services/admin-services.server";
import type { Db } from "~db/client.server";

/** Every service, hidden ones included. */
export async function loadSectionData(db: Db) {
  return { services: await listAllServices(db) };
}
