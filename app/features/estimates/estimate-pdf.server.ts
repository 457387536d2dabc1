/**
 * An estimate as a PDF (docs/estimates.md): what the customer's page shows, to keep, print or forward. The
 * PDF's standard Helvetica fonts need no font files and keep the text extractable; they cover Western
 * European text (WinAnsi) only, so characters beyond it (emoji, other scripts) do not print.
 */
import PDFDocument from "pdfkit";
import { MARGIN, type Doc } from "./estimate-pdf-layout.server";
import { approval, footers, heading, lineTable, section, totals } from "./estimate-pdf-sections.server";
import type { PublicEstimateView } from "./estimate-view";

/** "estimate-12.pdf", "estimate-12-r2.pdf": a revision's file does not replace the first one's in a mailbox. */
export function estimatePdfFilename(view: Pick<PublicEstimateView, "number" | "revision">): string {
  return `estimate-${view.number}${view.revision > 1 ? `-r${view.revision}` : ""}.pdf`;
}

export function renderEstimatePdf(view: PublicEstimateView): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    // Kept in memory until the end so that each page's footer can say how many pages there are.
    bufferPages: true,
    info: { Title: `Estimate #${view.number}: ${view.title}`, Author: view.business.name },
  });
  const pdf = collect(doc);
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
  section(doc, "Notes", view.notes, 10);
  section(doc, "Terms", view.terms, 9);
  approval(doc, view);
  footers(doc, view);
  doc.end();
  return pdf;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}
