import { whenUsed } from "~/components/ui/when-used";

/**
 * The booking form, whose code (its checks, the calendar, the availability) the first visit does not
 * download: the server's HTML is a form that works without script (it posts to the page), and stays as it
 * is until the visitor turns to it (docs/decisions/0017-first-visit-javascript.md). Then the code is
 * downloaded and takes the form over, keeping what was typed or chosen meanwhile. A submission before that
 * waits for it, so that it gets the form's checks and toasts rather than a post of the page.
 */
export const DeferredBookingForm = whenUsed(
  () => import("./booking-form").then((module) => module.BookingForm),
  {
    placeholderClassName: "min-h-screen",
  },
);
