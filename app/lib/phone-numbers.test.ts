import { describe, expect, it } from "vitest";
import { isFictionalNumber, textableNumber } from "./phone-numbers";

describe("textableNumber", () => {
  it("keeps a US number in E.164, however it was typed", () => {
    for (const typed of [
      "(325) 676-1234",
      "325-676-1234",
      "325.676.1234",
      "1 325 676 1234",
      "+1 (325) 676-1234",
    ])
      expect(textableNumber(typed), typed).toBe("+13256761234");
  });

  it("accepts the fictional 555-0100 to 555-0199 numbers of the demo and the tests", () => {
    expect(textableNumber("(325) 555-0123")).toBe("+13255550123");
    expect(textableNumber("325-555-0100")).toBe("+13255550100");
    expect(textableNumber("(212) 555-0199")).toBe("+12125550199");
    expect(isFictionalNumber("+13255550123")).toBe(true);
    expect(isFictionalNumber("+13256761234")).toBe(false);
  });

  it("refuses what cannot take texts", () => {
    for (const typed of [
      "",
      "not a phone",
      "123-456-7890", // no area code starts with 1
      "(325) 155-1234", // nor an exchange
      "(900) 676-1234", // premium rate
      "(800) 676-1234", // toll free
      "+44 20 7946 0958", // another country
      "+1 416 676 1234", // Canada
      "(325) 676-1234 ext. 12", // an office's extension
      "676-1234", // no area code
    ])
      expect(textableNumber(typed), typed).toBeUndefined();
  });
});
