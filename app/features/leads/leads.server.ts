import type { Db } from "../../../db/client.server";
import { contactMessages, quoteRequests } from "../../../db/schema";
import type { ContactMessageInput } from "./message.schema";
import type { QuoteRequestInput } from "./quote.schema";

/**
 * Stores the leads of the public site. Input is already parsed by the shared schemas; e-mail addresses are
 * stored lower-case so that a customer's quotes and messages are found (and deleted) by their email.
 */
export async function createQuoteRequest(db: Db, input: QuoteRequestInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(quoteRequests)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning({ id: quoteRequests.id });
  return row;
}

export async function createContactMessage(db: Db, input: ContactMessageInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning({ id: contactMessages.id });
  return row;
}
