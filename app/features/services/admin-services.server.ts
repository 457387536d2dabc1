import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { services } from "~db/schema";
import type { AdminService } from "./endpoints";
import type { ServiceValues } from "./service.schema";

const adminColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  category: services.category,
  imageUrl: services.imageUrl,
  basePrice: services.basePrice,
  priceUnit: services.priceUnit,
  isActive: services.isActive,
  stripeProductId: services.stripeProductId,
};

const toRow = (values: ServiceValues) => ({ ...values, stripeProductId: values.stripeProductId || null });

/** Every service, inactive ones too, by name. */
export function listAllServices(db: Db): Promise<AdminService[]> {
  return db
    .select(adminColumns)
    .from(services)
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id));
}

/** A new service goes last in the public order. */
export async function createService(db: Db, values: ServiceValues): Promise<AdminService> {
  const [row] = await db
    .insert(services)
    .values({
      ...toRow(values),
      sortOrder: sql`(select coalesce(max(${services.sortOrder}), 0) + 1 from ${services})`,
    })
    .returning(adminColumns);
  return row!;
}

export async function updateService(
  db: Db,
  id: number,
  values: ServiceValues,
): Promise<AdminService | undefined> {
  const [row] = await db
    .update(services)
    .set(toRow(values))
    .where(eq(services.id, id))
    .returning(adminColumns);
  return row;
}

/** Booked appointments keep the service's name (their service id becomes null). */
export async function deleteService(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return deleted.length > 0;
}
