import { estimateTotal, type CalculatorEstimate } from "~/lib/calculator-pricing";
import type { Db } from "~db/client.server";
import { contactMessages, quoteRequestPhotos, quoteRequests } from "~db/schema";
import type { ContactMessageInput } from "./message.schema";
import type { QuoteRequestInput } from "./quote.schema";

/**
 * Stores the leads of the public site. Input is already parsed by the shared schemas; e-mail addresses are
 * stored lower-case so that a customer's quotes and messages are found (and deleted) by their email.
 * A quote request's photos are already stored images (their URLs), kept in the order they were sent.
 */
export async function createQuoteRequest(
  db: Db,
  { estimate, ...input }: QuoteRequestInput,
  photoUrls: readonly string[] = [],
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({ ...input, email: input.email.toLowerCase(), ...estimateColumns(estimate) })
      .returning({ id: quoteRequests.id });
    if (photoUrls.length > 0) {
      await tx
        .insert(quoteRequestPhotos)
        .values(photoUrls.map((url, position) => ({ quoteRequestId: row.id, url, position })));
    }
    return row;
  });
}

/** The calculator's estimate as stored: its choices and the total priced here, never one sent by the client. */
function estimateColumns(estimate: CalculatorEstimate | undefined) {
  if (!estimate) return {};
  const { projectType, size, option } = estimate;
  return {
    estimateProjectType: projectType,
    estimateSize: size,
    estimateOption: option,
    estimateTotal: estimateTotal(projectType, size, option).toFixed(2),
  };
}

export async function createContactMessage(db: Db, input: ContactMessageInput): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, email: input.email.toLowerCase() })
    .returning({ id: contactMessages.id });
  return row;
}
