/**
 * JSON for an inline <script type="application/ld+json">. The HTML parser ends a script element at the first
 * "</script", whatever the JSON says, so "<" is written as \u003c (">" and "&" too, for good measure); the
 * JSON value is unchanged. U+2028/U+2029 are escaped so that the text is also valid JavaScript.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
