import { ApiError } from "~/lib/api-client";

export type BookingFailure =
  /** The server refused fields: their messages go under them, as the browser's own checks do. */
  | { kind: "fields"; errors: Record<string, string> }
  /** Someone took the slot meanwhile: said at the time select, whose slots are fetched again. */
  | { kind: "slot-taken"; message: string }
  /** Anything else (payments unavailable, checkout failed, too many requests, no network): a toast. */
  | { kind: "toast"; message: string };

/** What the booking form does with a failed POST /api/book (the "Booking Error" toast). */
export function bookingFailure(error: unknown): BookingFailure {
  const apiError = error instanceof ApiError ? error : undefined;
  const fieldErrors = apiError?.code === "invalid" ? apiError.fieldErrors : {};
  if (Object.keys(fieldErrors).length > 0) return { kind: "fields", errors: fieldErrors };
  if (apiError?.code === "conflict" && apiError.serverMessage) {
    return { kind: "slot-taken", message: apiError.serverMessage };
  }
  return { kind: "toast", message: apiError?.serverMessage ?? "Failed to process booking" };
}
