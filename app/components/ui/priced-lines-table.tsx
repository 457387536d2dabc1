/**
 * Priced lines (an estimate's, an invoice's) as the reader sees them: a table on wide screens, one card a line
 * on phones (a four-column table does not fit 390px). Client-safe.
 */
import { useId, type ReactNode } from "react";
import type { z } from "zod";
import { formatMoney } from "~/lib/money";
import type { pricedLineView } from "~/lib/priced-lines";

export type PricedLine = Pick<
  z.infer<typeof pricedLineView>,
  "id" | "description" | "quantity" | "unit" | "unitPrice" | "total"
>;

const th = "px-4 py-3 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200";
const td = "border-t border-slate-200 px-4 py-3 align-top dark:border-slate-700";
const quantityFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "3 each", "42.5 sq ft". */
const formatQuantity = (line: PricedLine) => `${quantityFormat.format(line.quantity)} ${line.unit}`;

/** A read-only table of priced lines, named by `caption` (read by screen readers only). */
export function PricedLinesTable({ lines, caption }: { lines: readonly PricedLine[]; caption: string }) {
  return (
    <>
      <table className="w-full text-left text-sm max-md:hidden">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={th}>
              Description
            </th>
            <th scope="col" className={`${th} text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${th} text-right`}>
              Unit price
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td className={`${td} whitespace-pre-line`}>{line.description}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatQuantity(line)}</td>
              <td className={`${td} text-right tabular-nums`}>{formatMoney(line.unitPrice)}</td>
              <td className={`${td} text-right font-semibold tabular-nums`}>{formatMoney(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="divide-y divide-slate-200 md:hidden dark:divide-slate-700">
        {lines.map((line) => (
          <li key={line.id} className="px-4 py-3">
            <p className="font-medium whitespace-pre-line">{line.description}</p>
            <p className="mt-1 flex items-baseline justify-between gap-4 text-sm">
              <span className="text-slate-600 tabular-nums dark:text-slate-300">
                {formatQuantity(line)} × {formatMoney(line.unitPrice)}
              </span>
              <span className="text-base font-semibold tabular-nums">{formatMoney(line.total)}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A detail's "Lines" section: the table in a frame, with what follows it in the frame (optional lines). */
export function PricedLinesSection({
  lines,
  children,
}: {
  lines: readonly PricedLine[];
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <h3 id={id} className="px-4 pt-3 text-base font-semibold">
        Lines
      </h3>
      <PricedLinesTable lines={lines} caption="Lines" />
      {children}
    </section>
  );
}
