/**
 * The signed-in person's own texts (GET/PUT /api/account/texts, the box in My Projects): whether they get
 * them, and to which number. Ticked, it is a consent like the booking form's; unticked, a withdrawal. A save
 * that changes nothing records nothing.
 */
import { eq } from "drizzle-orm";
import { TEXT_CONSENT_SHOWN } from "~/lib/text-consent";
import type { Db } from "~db/client.server";
import { upsertCustomerByEmail } from "~db/customers";
import { customers } from "~db/schema";
import { recordTextConsent, textableOrRefuse } from "./consent.server";
import type { AccountTexts } from "./endpoints";

type CustomerTexts = { id: number; phone: string; phoneE164: string | null; textOptIn: boolean };

async function customerOf(db: Db, email: string, { lock = false } = {}): Promise<CustomerTexts | undefined> {
  const query = db
    .select({
      id: customers.id,
      phone: customers.phone,
      phoneE164: customers.phoneE164,
      textOptIn: customers.textOptIn,
    })
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The number texts go (or would go) to, in E.164; the phone as given when it cannot take texts. */
const answerOf = (row: CustomerTexts | undefined): AccountTexts => ({
  optIn: row?.textOptIn ?? false,
  phone: row?.phoneE164 ?? row?.phone ?? "",
});

/** The person's texts as they stand; someone who never booked has none. */
export async function accountTexts(db: Db, email: string): Promise<AccountTexts> {
  return answerOf(await customerOf(db, email));
}

export interface AccountPerson {
  email: string;
  /** For a customer row made by this save (someone who signed up but never booked). */
  name: string;
}

/** The signed-in person as a customer row would name them: their name, else their email. */
export function accountPerson(user: { email: string; firstName: string | null; lastName: string | null }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return { email: user.email, name: name || user.email };
}

/**
 * Asks for texts (to `phone`, else the number on file; 400 at `phone` when it cannot take texts) or stops
 * them, recorded with the address the request came from.
 */
export async function saveAccountTexts(
  db: Db,
  person: AccountPerson,
  input: { optIn: boolean; phone: string },
  clientAddress: string | null,
  now?: Date,
): Promise<AccountTexts> {
  return db.transaction(async (tx) => {
    let customer = await customerOf(tx, person.email, { lock: true });
    if (!input.optIn) {
      if (customer?.textOptIn) {
        const recorded = { customerId: customer.id, phone: "", clientAddress, now };
        await recordTextConsent(tx, {
          ...recorded,
          optIn: false,
          source: "account",
          wording: TEXT_CONSENT_SHOWN,
        });
      }
      return answerOf(customer && { ...customer, textOptIn: false });
    }
    const phone = input.phone || customer?.phoneE164 || customer?.phone || "";
    const e164 = textableOrRefuse(phone);
    if (customer?.textOptIn && customer.phoneE164 === e164) return answerOf(customer);
    if (!customer) {
      const made = await upsertCustomerByEmail(tx, { email: person.email, name: person.name, phone });
      customer = { id: made.id, phone, phoneE164: null, textOptIn: false };
    }
    await recordTextConsent(tx, {
      customerId: customer.id,
      optIn: true,
      source: "account",
      wording: TEXT_CONSENT_SHOWN,
      phone: e164,
      clientAddress,
      now,
    });
    return answerOf({ ...customer, textOptIn: true, phoneE164: e164 });
  });
}
