import type { Db } from "./client.server";
import { businessSettings } from "./schema";

/** The business as a customer's page or PDF names it: name, phone, email and one-line address. */
export async function businessContact(db: Db) {
  const [s] = await db.select().from(businessSettings).limit(1);
  return {
    name: s?.businessName ?? "",
    phone: s?.phone ?? "",
    email: s?.email ?? "",
    address: s ? `${s.streetAddress}, ${s.city}, ${s.region} ${s.postalCode}` : "",
  };
}
