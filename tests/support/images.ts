/** Real image files for upload tests, made with sharp, and a few byte-level tools to build odd ones. */
import zlib from "node:zlib";
import sharp from "sharp";

export function solidImage(width: number, height: number, format: "png" | "jpeg" | "gif" | "webp" = "png") {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG from a camera on a customer's porch: EXIF with GPS coordinates, rotated by its orientation tag. */
export function photoWithLocation(width = 400, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PorchCam", Model: "Secret Model 9" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "32/1 26/1 56/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "99/1 43/1 58/1",
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `totalBytes`, padded with an ancillary (ignorable) private chunk after IHDR. */
export async function pngOfSize(totalBytes: number) {
  const png = await solidImage(16, 16, "png");
  const ihdrEnd = 8 + 25; // signature, then IHDR: length + type + 13 bytes + CRC
  const padding = totalBytes - png.length - 12;
  if (padding < 0) throw new Error("Too small for a padded PNG");
  const chunk = pngChunk("tpAd", Buffer.alloc(padding, 0x61));
  const result = Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
  if (result.length !== totalBytes) throw new Error("Padded PNG has the wrong size");
  return result;
}

/** A tiny PNG whose header claims `width` x `height` pixels (a "decompression bomb" in miniature). */
export async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solidImage(1, 1, "png"));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}
