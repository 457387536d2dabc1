/**
 * Turning bytes someone sent into images we serve (docs/decisions/0005-image-uploads.md): the type is read
 * from the content (never the name or Content-Type), then the image is decoded and re-encoded, which drops
 * everything but the pixels (EXIF, GPS, scripts hidden in chunks).
 */
import crypto from "node:crypto";
import sharp from "sharp";
import { DomainError } from "~/lib/domain-error";
import type { ImageStorage } from "./image-storage.server";
import { MAX_UPLOAD_BYTES } from "./upload";
import { imageUrlOf, UPLOADS_PATH, variantName, VARIANT_WIDTHS } from "./upload-names";

export const NOT_AN_IMAGE = "Please select an image file (PNG, JPEG, GIF or WebP)";
export const TOO_LARGE = "Please select an image smaller than 5MB";
export const TOO_MANY_PIXELS = "Please select an image of at most 50 megapixels";
/** Beyond this a decoder would need gigabytes of memory (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

/** An image refused for what it is (not an image, too large, too many pixels). */
export class ImageRejectedError extends DomainError {
  constructor(message: string, code: "invalid" | "too_large" = "invalid") {
    super(code, message);
  }
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by its first bytes: PNG, JPEG, GIF or WebP; undefined for anything else. */
export function sniffImageType(bytes: Buffer): "png" | "jpeg" | "gif" | "webp" | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return undefined;
}

/** Decodes, turns upright by its EXIF orientation, and encodes each width (never enlarged) as WebP. */
async function encodeVariants(bytes: Buffer): Promise<Buffer[]> {
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejectedError(NOT_AN_IMAGE);
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" });
  try {
    const metadata = await input().metadata();
    // The decoder must agree with the signature (a GIF header in front of something else is refused).
    if (metadata.format !== type) throw new ImageRejectedError(NOT_AN_IMAGE);
    return await Promise.all(
      VARIANT_WIDTHS.map((width) =>
        input().rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    const pixelLimit = /pixel limit/i.test(String((error as Error).message));
    throw new ImageRejectedError(pixelLimit ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
  }
}

/**
 * Stores an image's variants and returns the URL to save (`/uploads/<id>-1200.webp`, or `/media/…` with the
 * private storage and MEDIA_PATH).
 */
export async function storeImage(
  storage: ImageStorage,
  bytes: Buffer,
  path: string = UPLOADS_PATH,
): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejectedError(TOO_LARGE, "too_large");
  const variants = await encodeVariants(bytes);
  const imageId = crypto.randomBytes(16).toString("hex");
  await Promise.all(
    variants.map((data, i) => storage.put(variantName(imageId, VARIANT_WIDTHS[i]!), data, "image/webp")),
  );
  return imageUrlOf(imageId, path);
}

const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]*)$/i;

/**
 * A `data:image/...;base64,` URL sent in a form is stored as an upload (same checks as the upload route);
 * any other URL is returned as it is.
 */
export async function storeDataUrl(storage: ImageStorage, url: string): Promise<string> {
  if (!url.startsWith("data:image/")) return url;
  const match = DATA_URL.exec(url);
  if (!match) throw new ImageRejectedError(NOT_AN_IMAGE);
  return storeImage(storage, Buffer.from(match[1]!, "base64"));
}

/** Removes every variant of an image; returns whether any was there. */
export async function deleteImage(storage: ImageStorage, imageId: string): Promise<boolean> {
  const removed = await Promise.all(VARIANT_WIDTHS.map((w) => storage.delete(variantName(imageId, w))));
  return removed.some(Boolean);
}
