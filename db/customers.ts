import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { customers, users } from "./schema";

/**
 * The customer of an email address (stored lower-case), made on first use: a booking and an estimate both
 * find their customer so. Name and phone become the latest given; a site account of that address is linked.
 */
export async function upsertCustomerByEmail(
  db: Db,
  person: { email: string; name: string; phone: string },
): Promise<{ id: number; email: string }> {
  const email = person.email.toLowerCase();
  const [row] = await db
    .insert(customers)
    .values({
      email,
      name: person.name,
      phone: person.phone,
      userId: sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email})`,
    })
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        name: sql`excluded.name`,
        phone: sql`excluded.phone`,
        userId: sql`coalesce(${customers.userId}, excluded.user_id)`,
      },
    })
    .returning({ id: customers.id });
  return { id: row!.id, email };
}
