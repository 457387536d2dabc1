/**
 * How long a card checkout can be paid, and so how long an unpaid booking keeps its slot from others:
 * the hold outlives the checkout by a minute, so that a payment made in the checkout's last moment
 * still finds its slot held.
 */
export const CHECKOUT_MINUTES = 30;
export const UNPAID_HOLD_MINUTES = CHECKOUT_MINUTES + 1;
