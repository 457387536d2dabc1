/** The accounting exports read back in the tests, as a spreadsheet would read them. */

/** RFC 4180 read back: quoted fields (with commas, doubled quotes, line breaks), lines ending CRLF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== "," && !(c === "\r" && text[i + 1] === "\n"))) {
      field += c;
    } else {
      row.push(field);
      field = "";
      if (c === "\r") {
        rows.push(row);
        row = [];
        i++;
      }
    }
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows as records keyed by the header line's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}
