/**
 * A titled section of small cards, each with a label, a badge, a heading, a few facts and a closing line:
 * My Projects' estimates and quote requests. Client-safe.
 */
import { useId, type ReactNode } from "react";

export function SummaryCardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  );
}

export interface SummaryFact {
  term: string;
  value: ReactNode;
  /** Figures read better large and in even-width digits. */
  figure?: boolean;
}

export function SummaryCard({
  label,
  badge,
  title,
  facts,
  children,
}: {
  label: ReactNode;
  badge: ReactNode;
  title: string;
  facts: readonly SummaryFact[];
  /** The closing line: what happens next. */
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</p>
        {badge}
      </div>
      <h3 className="mt-1 text-lg font-semibold">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-slate-600 dark:text-slate-400">{fact.term}</dt>
            <dd className={fact.figure ? "text-base font-semibold tabular-nums" : "text-base font-semibold"}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{children}</p>
    </li>
  );
}
