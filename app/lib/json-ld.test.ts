import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot end the script element, whatever the text holds", () => {
    const value = { reviewBody: "Great </script><script>alert(1)</script> & <!-- work -->" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it("escapes the line separators JavaScript parsers choke on, keeping the value", () => {
    const value = { text: "one\u2028two\u2029three" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
