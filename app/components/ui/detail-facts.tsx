/**
 * The pieces a back-office record's detail is read from: a labelled fact, the customer's contact facts (with
 * links to write and call), and a row of a sums column. Estimates and invoices show them alike.
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { telHref } from "~/lib/tel-href";

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-0.5">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{term}:</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

export function CustomerFacts({ customer }: { customer: { name: string; email: string; phone: string } }) {
  return (
    <>
      <Fact term="Customer">{customer.name}</Fact>
      <Fact term="Email">
        <a className="break-all underline" href={`mailto:${customer.email}`}>
          {customer.email}
        </a>
      </Fact>
      <Fact term="Phone">
        <a className="underline" href={telHref(customer.phone)}>
          {customer.phone}
        </a>
      </Fact>
    </>
  );
}

/** One line of a sums column: the total is `strong`, the last line (what is owed) is `ruled` above. */
export function SumRow({
  term,
  children,
  strong = false,
  ruled = false,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  ruled?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4 py-1",
        strong && "font-semibold",
        ruled && "border-t border-slate-300 pt-2 dark:border-slate-600",
      )}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}
