import { addLine, removeLine, type CartLine } from "./cart";

/**
 * The booking form's names as the browser posts it to the booking page without script
 * (docs/decisions/0020-forms-post-natively.md). Client-safe: the form draws them, the page's action reads them.
 */

/** Each chosen service posts its id and its quantity, in this pair of names, once per line. */
export const LINE_SERVICE_FIELD = "serviceId";
export const LINE_QUANTITY_FIELD = "quantity";
/** The service picker's select: a service picked there and not added yet still counts. */
export const PICKED_SERVICE_FIELD = "addService";
/** The posted lines, kept as one value of the refusal ("3:2,5:1"), so that the page draws them again. */
export const POSTED_LINES_FIELD = "services";
/** Which button sent the form: the booking itself, or a change of the services without script. */
export const INTENT_FIELD = "intent";
export const ADD_SERVICE_INTENT = "add-service";
const REMOVE_PREFIX = "remove-";
export const removeIntent = (serviceId: number) => `${REMOVE_PREFIX}${serviceId}`;

/** The address of the booking page's post (the /booking address draws the same page, and posts here). */
export const BOOKING_ACTION = "/book";

/** A change of the chosen services that a submit button asks for, or none (the booking itself). */
export function applyIntent(lines: CartLine[], intent: string, picked: string): CartLine[] | null {
  if (intent === ADD_SERVICE_INTENT) {
    const id = Number(picked);
    return Number.isSafeInteger(id) && id > 0 ? addLine(lines, id) : lines;
  }
  if (intent.startsWith(REMOVE_PREFIX)) return removeLine(lines, Number(intent.slice(REMOVE_PREFIX.length)));
  return null;
}

/** "3:2,5:1": the lines as one posted value. */
export const encodeLines = (lines: readonly CartLine[]) =>
  lines.map((line) => `${line.serviceId}:${line.quantity}`).join(",");

/** The lines of an encoded value; pairs that are not two positive integers are left out. */
export function decodeLines(encoded: string | undefined): CartLine[] {
  const lines: CartLine[] = [];
  for (const pair of (encoded ?? "").split(",")) {
    const [serviceId, quantity] = pair.split(":").map(Number);
    if (isCount(serviceId) && isCount(quantity)) lines.push({ serviceId, quantity });
  }
  return lines;
}

const isCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isSafeInteger(value) && value > 0;
