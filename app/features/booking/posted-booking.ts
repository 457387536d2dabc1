/**
 * What the booking page's action answers when it does not send the browser on (a FormRefusal of
 * app/lib/form-post.server.ts fits it): the posted values to draw the form with again (the services as
 * `services`, "3:2,5:1"), and for a refusal its message and field messages.
 */
export interface PostedBooking {
  values: Record<string, string>;
  refused?: true;
  message?: string;
  errors?: Record<string, string>;
}

/**
 * The client as the limit on unpaid bookings counts it (an opaque hash of the address the server trusts),
 * which server/form-posts.ts sets on the page's post over anything the client sent.
 */
export const BOOKING_CLIENT_HEADER = "x-site-booking-client";
