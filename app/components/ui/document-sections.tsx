/**
 * The customer's page of a document sent for their signature (an estimate, a change order): its cards and
 * their headings, who it is from and its PDF, the photos, a text shown in full (notes, a reason, the terms),
 * and what they signed (the card of their answer: document-answer.tsx). Client-safe.
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { telHref } from "~/lib/tel-href";
import { PricedLinesTable, type PricedLine } from "./priced-lines-table";

/** A card of the page. */
export const documentCard =
  "rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6 dark:border-slate-700 dark:bg-slate-900";

/** A card's heading. */
export const documentHeading = "text-lg font-semibold sm:text-xl";

/** A card of the document's lines, its table edge to edge under its heading, and what follows (their sums). */
export function LinesSection({
  id,
  title,
  lines,
  children,
}: {
  id: string;
  title: string;
  lines: readonly PricedLine[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn(documentCard, "px-0 sm:px-0")}>
      <h2 id={id} className={cn(documentHeading, "px-4 sm:px-6")}>
        {title}
      </h2>
      <div className="mt-3">
        <PricedLinesTable lines={lines} caption={title} />
      </div>
      {children}
    </section>
  );
}

/** The document's photos, each a link to the full image; nothing when it has none. */
export function PhotosSection({ id, urls }: { id: string; urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <section aria-labelledby={id} className={documentCard}>
      <h2 id={id} className={documentHeading}>
        Photos
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {urls.map((url, index) => (
          <li key={url}>
            <a href={url} className="block overflow-hidden rounded-lg">
              <img
                src={url}
                alt={`Photo ${index + 1} of ${urls.length}`}
                loading="lazy"
                className="aspect-4/3 w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A text in full, its line breaks kept; `breakWords` wraps a word too long for the line. */
export function TextSection({
  id,
  title,
  text,
  breakWords = false,
}: {
  id: string;
  title: string;
  text: string;
  breakWords?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={documentCard}>
      <h2 id={id} className={documentHeading}>
        {title}
      </h2>
      <div
        className={
          breakWords
            ? "mt-3 leading-relaxed break-words whitespace-pre-line text-slate-800 dark:text-slate-200"
            : "mt-3 leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200"
        }
      >
        {text}
      </div>
    </section>
  );
}

/** Facts as a grid of small terms over bold values: what the customer signed, once answered. */
export function FactGrid({
  facts,
  label,
}: {
  facts: readonly (readonly [term: string, value: string])[];
  /** The list's accessible name. */
  label?: string;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the document is from, and how to reach them by phone or mail (each only when the business has one). */
export function BusinessContact({ business }: { business: { name: string; phone: string; email: string } }) {
  return (
    <address className="rounded-lg bg-slate-50 px-4 py-3 text-sm not-italic dark:bg-slate-800/60">
      <span className="block font-semibold text-slate-900 dark:text-slate-100">From {business.name}</span>
      <span className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {business.phone && (
          <a
            href={telHref(business.phone)}
            className="font-medium text-brand-700 underline dark:text-accent-400"
          >
            {business.phone}
          </a>
        )}
        {business.email && (
          <a
            href={`mailto:${business.email}`}
            className="font-medium break-all text-brand-700 underline dark:text-accent-400"
          >
            {business.email}
          </a>
        )}
      </span>
    </address>
  );
}

/** The document's PDF; `focusRing` draws the brand's ring around it when reached by keyboard. */
export function DownloadPdfLink({ href, focusRing = false }: { href: string; focusRing?: boolean }) {
  return (
    <a
      href={href}
      className={
        focusRing
          ? "inline-flex h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          : "inline-flex h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      }
    >
      Download PDF
    </a>
  );
}
