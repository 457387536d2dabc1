/** The estimate PDF's table columns; the page geometry, fonts and primitives are every PDF's (app/lib). */
import { tableRow, type Column, type Doc } from "~/lib/pdf-layout.server";

export { BOLD, ensureSpace, FONT, INK, MARGIN, MUTED, rule, WIDTH, type Doc } from "~/lib/pdf-layout.server";

export const COLUMNS = [
  { label: "Description", width: 246, align: "left" },
  { label: "Quantity", width: 82, align: "right" },
  { label: "Unit price", width: 88, align: "right" },
  { label: "Total", width: 88, align: "right" },
] as const satisfies readonly Column[];

/** One row of the estimate's table at the current position; `measure` gives its height without drawing it. */
export function row(
  doc: Doc,
  cells: string[],
  opts: { bold?: boolean; note?: string | null; measure?: boolean },
) {
  return tableRow(doc, COLUMNS, cells, opts);
}
