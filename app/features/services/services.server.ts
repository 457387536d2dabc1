import { and, asc, eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { services } from "~db/schema";
import type { PublicService } from "./service";

/** The fields of a service the public site sees (GET /api/services). */
const publicColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  category: services.category,
  basePrice: services.basePrice,
  priceUnit: services.priceUnit,
  imageUrl: services.imageUrl,
};

/** Active services only, in the business's chosen order. */
export function listActiveServices(db: Db): Promise<PublicService[]> {
  return db
    .select(publicColumns)
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function getActiveService(db: Db, id: number): Promise<PublicService | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(services)
    .where(and(eq(services.id, id), eq(services.isActive, true)));
  return row;
}
