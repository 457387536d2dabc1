/**
 * An estimate as a PDF (docs/estimates.md): what the customer's page shows, to keep, print or forward, laid
 * out as every PDF of the site is (app/lib/pdf-layout.server.ts).
 */
import { newPdf, section } from "~/lib/pdf-layout.server";
import { paymentSchedule } from "./estimate-pdf-schedule.server";
import { approval, footers, heading, lineTable, totals } from "./estimate-pdf-sections.server";
import type { PublicEstimateView } from "./estimate-view";

/** "estimate-12.pdf", "estimate-12-r2.pdf": a revision's file does not replace the first one's in a mailbox. */
export function estimatePdfFilename(view: Pick<PublicEstimateView, "number" | "revision">): string {
  return `estimate-${view.number}${view.revision > 1 ? `-r${view.revision}` : ""}.pdf`;
}

export function renderEstimatePdf(view: PublicEstimateView): Promise<Buffer> {
  const { doc, bytes } = newPdf({
    Title: `Estimate #${view.number}: ${view.title}`,
    Author: view.business.name,
  });
  heading(doc, view);
  const chosen = view.approval?.optionalLineIds ?? [];
  lineTable(
    doc,
    "Items",
    view.lines.filter((line) => !line.optional),
    () => null,
  );
  const optional = view.lines.filter((line) => line.optional);
  if (optional.length > 0) {
    lineTable(doc, "Optional items", optional, (line) =>
      !view.approval ? "Optional" : chosen.includes(line.id) ? "Optional, added" : "Optional, not chosen",
    );
  }
  totals(doc, view, chosen);
  paymentSchedule(doc, view);
  section(doc, "Notes", view.notes, 10);
  section(doc, "Terms", view.terms, 9);
  approval(doc, view);
  footers(doc, view);
  doc.end();
  return bytes;
}
