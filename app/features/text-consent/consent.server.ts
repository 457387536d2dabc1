/**
 * A customer's consent to texts (docs/texts.md, "Consent"): each ask and each withdrawal is a row of
 * text_consents (when, how, from which address, the words shown, the number), and the customer's row says
 * where it stands now (text_opt_in, phone_e164), which the sender reads.
 */
import { desc, eq } from "drizzle-orm";
import { FIX_FIELDS, invalid } from "~/lib/domain-error";
import { textableNumber } from "~/lib/phone-numbers";
import { TEXTABLE_PHONE_MESSAGE } from "~/lib/text-consent";
import type { TextConsentSource } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { customers, textConsents } from "~db/schema";

/**
 * The number texts would go to, in E.164; a number that cannot take texts is a 400 with the message under
 * `field` (the form's phone field), so that the customer can correct it.
 */
export function textableOrRefuse(phone: string, field = "phone"): string {
  const e164 = textableNumber(phone);
  if (!e164) throw invalid(FIX_FIELDS, { [field]: TEXTABLE_PHONE_MESSAGE });
  return e164;
}

export interface TextConsentInput {
  customerId: number;
  /** True: the customer ticked the box. False: they withdrew it. */
  optIn: boolean;
  source: TextConsentSource;
  /** The words the customer was shown, as shown. */
  wording: string;
  /** The number texts go to, as typed or in E.164; a withdrawal keeps (and records) the number on file. */
  phone: string;
  /** The address the request came from, as the server trusts it. */
  clientAddress: string | null;
  now?: Date;
}

/**
 * Records a consent (or its withdrawal) and sets the customer's standing: opted in, texts go to this number
 * from now on; opted out, none go. Refuses (400 at `phone`) to opt in a number that cannot take texts. Call it
 * in the transaction of what the customer did (the booking, the approval), so that both stand or neither.
 */
export async function recordTextConsent(
  db: Db,
  input: TextConsentInput,
): Promise<{ phoneE164: string | null }> {
  const phoneE164 = input.optIn ? textableOrRefuse(input.phone) : undefined;
  const [customer] = await db
    .update(customers)
    // A withdrawal keeps the number on file: the customer's replies are still matched by it.
    .set({ textOptIn: input.optIn, ...(phoneE164 && { phoneE164 }) })
    .where(eq(customers.id, input.customerId))
    .returning({ phoneE164: customers.phoneE164 });
  if (!customer) throw new Error(`No customer ${input.customerId} to record a text consent for`);
  await db.insert(textConsents).values({
    customerId: input.customerId,
    optIn: input.optIn,
    source: input.source,
    wording: input.wording,
    phoneE164: customer.phoneE164,
    clientAddress: input.clientAddress || null,
    ...(input.now && { createdAt: input.now }),
  });
  return { phoneE164: customer.phoneE164 };
}

export interface TextConsentRecord {
  optIn: boolean;
  source: TextConsentSource;
  wording: string;
  phoneE164: string | null;
  clientAddress: string | null;
  createdAt: Date;
}

/** A customer's consents and withdrawals, newest first. */
export async function textConsentsOf(db: Db, customerId: number): Promise<TextConsentRecord[]> {
  const rows = await db
    .select({
      optIn: textConsents.optIn,
      source: textConsents.source,
      wording: textConsents.wording,
      phoneE164: textConsents.phoneE164,
      clientAddress: textConsents.clientAddress,
      createdAt: textConsents.createdAt,
    })
    .from(textConsents)
    .where(eq(textConsents.customerId, customerId))
    .orderBy(desc(textConsents.createdAt), desc(textConsents.id));
  return rows.map((row) => ({ ...row, source: row.source as TextConsentSource }));
}
