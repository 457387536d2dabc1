import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { bookingFailure } from "./booking-failure";

const answer = (status: number, body: unknown) =>
  new ApiError(status, `${status}: ${JSON.stringify(body)}`, body);

describe("a failed booking", () => {
  it("puts the server's field messages under the fields", () => {
    const failure = bookingFailure(
      answer(400, { message: "Invalid booking", errors: { services: "Please select at least one service" } }),
    );
    expect(failure).toEqual({ kind: "fields", errors: { services: "Please select at least one service" } });
  });

  it("says a slot taken meanwhile at the time select", () => {
    const message = "This time slot is no longer available. Please choose another time.";
    expect(bookingFailure(answer(409, { message }))).toEqual({ kind: "slot-taken", message });
  });

  it("toasts the server's message when payments are unavailable or the checkout failed", () => {
    const unavailable = "Stripe failed to load - payment service unavailable";
    expect(bookingFailure(answer(503, { message: unavailable }))).toEqual({
      kind: "toast",
      message: unavailable,
    });
    expect(bookingFailure(answer(502, { message: "Failed to process booking" }))).toEqual({
      kind: "toast",
      message: "Failed to process booking",
    });
    expect(bookingFailure(answer(400, { message: "Please select a time that has not passed" }))).toEqual({
      kind: "toast",
      message: "Please select a time that has not passed",
    });
  });

  it("falls back to 'Failed to process booking' without a message (a proxy's page, no network)", () => {
    expect(bookingFailure(new ApiError(502, "502: Bad Gateway", undefined))).toEqual({
      kind: "toast",
      message: "Failed to process booking",
    });
    expect(bookingFailure(new TypeError("Failed to fetch"))).toEqual({
      kind: "toast",
      message: "Failed to process booking",
    });
  });
});
