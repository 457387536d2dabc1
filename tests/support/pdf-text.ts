/** Reads a PDF back as text (pdf.js), so tests check what a reader of the PDF sees, not its bytes. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfTextItem {
  text: string;
  /** Distance from the page's bottom edge to the text's baseline, in points. */
  y: number;
}

/** Each page's text items, in drawing order. */
export async function pdfPages(pdf: Buffer | Uint8Array): Promise<PdfTextItem[][]> {
  // pdf.js takes ownership of the bytes it is given: a copy leaves the caller's buffer whole.
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfTextItem[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      // Empty items only mark line ends.
      pages.push(
        items.flatMap((item) =>
          "str" in item && item.str ? [{ text: item.str, y: item.transform[5] }] : [],
        ),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/**
 * The text of every page, whitespace collapsed to single spaces so that a phrase wrapped over two lines
 * reads whole ("Approved by Jane Doe on ...").
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const pages = await pdfPages(pdf);
  return pages
    .flat()
    .map((item) => item.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
