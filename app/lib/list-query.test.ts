import { describe, expect, it } from "vitest";
import { paramOneOf, paramText, parseListParams } from "./list-query";

const SORTS = ["date", "name"] as const;
const params = (query: string) => new URLSearchParams(query);

/** What a refused value throws: a DomainError "invalid" (a 400 for the API and the pages). */
function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("accepted");
}

describe("parseListParams (the JSON API's list rules, read from a page's URL)", () => {
  it("defaults: first page of 20, the default order", () => {
    expect(parseListParams(params(""), SORTS, "-date")).toEqual({
      page: 1,
      pageSize: 20,
      sort: "date",
      descending: true,
    });
    expect(parseListParams(params(""), SORTS, "-date", 10).pageSize).toBe(10);
  });

  it("reads page, size and order", () => {
    expect(parseListParams(params("page=3&pageSize=100&sort=name"), SORTS, "-date")).toEqual({
      page: 3,
      pageSize: 100,
      sort: "name",
      descending: false,
    });
  });

  it.each([
    ["sort=colour", "Invalid sort"],
    ["page=0", "Invalid page"],
    ["page=1.5", "Invalid page"],
    ["pageSize=101", "Invalid pageSize"],
    ["page=1&page=2", "Invalid page"],
  ])("refuses %s with a 400", (query, message) => {
    expect(refusal(() => parseListParams(params(query), SORTS, "-date"))).toMatchObject({
      code: "invalid",
      message,
    });
  });
});

describe("paramText and paramOneOf", () => {
  it("trims, and treats absent as empty", () => {
    expect(paramText(params("q=%20pat%20"), "q")).toBe("pat");
    expect(paramText(params(""), "q")).toBe("");
    expect(paramOneOf(params(""), "status", ["new"])).toBeUndefined();
    expect(paramOneOf(params("status=new"), "status", ["new"])).toBe("new");
  });

  it("refuses a value outside the list", () => {
    expect(refusal(() => paramOneOf(params("status=old"), "status", ["new"]))).toMatchObject({
      code: "invalid",
      message: "Invalid status",
    });
  });
});
