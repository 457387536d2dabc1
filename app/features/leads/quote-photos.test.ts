import { describe, expect, it } from "vitest";
import {
  MAX_PHOTO_BYTES,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_TOO_LARGE,
  TOO_MANY_PHOTOS,
  photoRefusal,
} from "./quote-photos";

const photo = (size = 1000, type = "image/jpeg") => ({ size, type });

describe("photoRefusal", () => {
  it("lets up to 5 photos of at most 5 MB each be added", () => {
    expect(photoRefusal(0, [photo(), photo(MAX_PHOTO_BYTES)])).toBeUndefined();
    expect(photoRefusal(4, [photo()])).toBeUndefined();
  });

  it("refuses a sixth photo, even when chosen together with others", () => {
    expect(TOO_MANY_PHOTOS).toBe("Please attach at most 5 photos");
    expect(photoRefusal(5, [photo()])).toBe(TOO_MANY_PHOTOS);
    expect(photoRefusal(3, [photo(), photo(), photo()])).toBe(TOO_MANY_PHOTOS);
  });

  it("refuses a photo over 5 MB, and a file that is not an image", () => {
    expect(photoRefusal(0, [photo(), photo(MAX_PHOTO_BYTES + 1)])).toBe(PHOTO_TOO_LARGE);
    expect(photoRefusal(0, [photo(10, "text/plain")])).toBe(PHOTO_NOT_AN_IMAGE);
  });

  it("names the refused file", () => {
    const named = (name: string, size = 1000, type = "image/jpeg") => ({ name, size, type });
    expect(photoRefusal(0, [named("porch.jpg"), named("notes.pdf", 10, "application/pdf")])).toBe(
      "notes.pdf is not an image. Please select an image file (PNG, JPEG, GIF or WebP).",
    );
    expect(photoRefusal(0, [named("roof.jpg", MAX_PHOTO_BYTES + 1)])).toBe(
      "roof.jpg is too large. Please select an image smaller than 5MB.",
    );
    expect(photoRefusal(0, [named("a\u0000b.txt", 10, "text/plain")])).toMatch(/^ab\.txt is not an image/);
  });
});
