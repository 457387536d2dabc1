import { sql } from "drizzle-orm";
import { textableNumber } from "~/lib/phone-numbers";
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
      phoneE164: textableNumber(person.phone) ?? null,
      userId: sql`(select ${users.id} from ${users} where lower(${users.email}) = ${email})`,
    })
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        name: sql`excluded.name`,
        phone: sql`excluded.phone`,
        // Replies are matched by this number. A customer who asked for texts keeps the number they asked on
        // until they ask again (the consent records the new one).
        phoneE164: sql`case when ${customers.textOptIn} then ${customers.phoneE164} else excluded.phone_e164 end`,
        userId: sql`coalesce(${customers.userId}, excluded.user_id)`,
      },
    })
    .returning({ id: customers.id });
  return { id: row!.id, email };
}
