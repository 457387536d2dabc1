import type { SupportContact } from "./contact-support";

const link = "font-semibold text-brand-700 underline dark:text-accent-400";

/**
 * The customer's next step after a failed refund. A refund the payment provider keeps refusing is asked
 * again for a day and then marked failed, for the business to make by hand
 * (app/workflows/refund-retries.server.ts); an admin's refund the provider refuses is failed at once.
 * Either way the money is still owed: the customer is told so, and how to reach the business about it.
 */
export function FailedRefundNote({ contact }: { contact: SupportContact }) {
  return (
    <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-300">
      Our payment provider could not return this amount to your card, so we will refund it to you ourselves.
      Questions about it? Call{" "}
      <a href={contact.phoneHref} className={`${link} whitespace-nowrap`}>
        {contact.phone}
      </a>{" "}
      or email{" "}
      <a href={`mailto:${contact.email}`} className={`${link} break-all`}>
        {contact.email}
      </a>
      .
    </p>
  );
}
