import { describe, expect, it } from "vitest";
import { ownUploadName } from "./image-uploader";

describe("ownUploadName", () => {
  it("names the file of one of our uploads", () => {
    expect(ownUploadName("/uploads/porch-a1b2-1200.webp")).toBe("porch-a1b2-1200.webp");
  });

  it("leaves every other image alone (nothing to delete on the server)", () => {
    expect(ownUploadName("https://example.com/uploads/x.webp")).toBeNull();
    expect(ownUploadName("/images/kitchen.webp")).toBeNull();
    expect(ownUploadName("/uploads/../db.sqlite/x")).toBeNull();
    expect(ownUploadName("")).toBeNull();
  });
});
