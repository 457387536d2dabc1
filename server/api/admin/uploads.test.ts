/** POST /api/admin/upload: images checked by content, re-encoded, stripped of metadata. */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { photoWithLocation, pngClaiming, pngOfSize, solidImage } from "~tests/support/images";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { storedFiles as filesStored, upload } from "~tests/support/uploads";

const FIVE_MB = 5 * 1024 * 1024;
const NOT_AN_IMAGE = "Please select an image file (PNG, JPEG, GIF or WebP)";

let server: TestServer;
let admin: Client;
let customer: Client;

beforeAll(async () => {
  server = await startTestServer();
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
  customer = await signInCustomer(server, "customer@example.com");
});
afterAll(() => server?.close());

const storedFiles = () => filesStored(server);

async function uploadOk(bytes: Buffer) {
  const res = await upload(admin, bytes);
  const body = (await res.json()) as { success: boolean; url: string; message: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

describe("POST /api/admin/upload", () => {
  it("stores a PNG as 600 and 1200 px WebP variants and answers the larger one's URL", async () => {
    const body = await uploadOk(await solidImage(2000, 1000));
    expect(body).toMatchObject({ success: true, message: "Upload successful" });
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    const large = Buffer.from(await (await fetch(`${server.url}${body.url}`)).arrayBuffer());
    const small = Buffer.from(
      await (await fetch(`${server.url}${body.url.replace("-1200", "-600")}`)).arrayBuffer(),
    );
    expect(await sharp(large).metadata()).toMatchObject({ format: "webp", width: 1200, height: 600 });
    expect(await sharp(small).metadata()).toMatchObject({ format: "webp", width: 600, height: 300 });
  });

  it("never enlarges a small image", async () => {
    const { url } = await uploadOk(await solidImage(300, 200, "gif"));
    const res = await fetch(`${server.url}${url}`);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it("accepts JPEG and WebP", async () => {
    await uploadOk(await solidImage(50, 50, "jpeg"));
    await uploadOk(await solidImage(50, 50, "webp"));
  });

  it("accepts exactly 5 MB and refuses 5 MB and one byte with 413", async () => {
    const exact = await pngOfSize(FIVE_MB);
    expect(exact.length).toBe(5_242_880);
    await uploadOk(exact);
    const before = storedFiles();
    const res = await upload(admin, await pngOfSize(FIVE_MB + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Please select an image smaller than 5MB" });
    expect(storedFiles()).toEqual(before);
  });

  it("removes EXIF and GPS data and turns the photo upright", async () => {
    const photo = await photoWithLocation(400, 200);
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from("PorchCam"))).toBe(true);
    const { url } = await uploadOk(photo);
    const stored = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("PorchCam"))).toBe(false);
    // Orientation 6: stored 400 x 200, seen 200 x 400.
    expect(metadata).toMatchObject({ width: 200, height: 400 });
  });

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const disguised: Array<[string, () => Promise<Buffer> | Buffer, string, string]> = [
    [
      "HTML renamed .png",
      () => Buffer.from("<!doctype html><script>alert(1)</script>"),
      "x.png",
      "image/png",
    ],
    [
      "SVG",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      "x.svg",
      "image/svg+xml",
    ],
    [
      "SVG sent as image/png",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "x.png",
      "image/png",
    ],
    ["PHP", () => Buffer.from("<?php system($_GET['c']); ?>"), "shell.php.png", "image/png"],
    ["JavaScript", () => Buffer.from("fetch('/api/admin/customers').then(r=>r.text())"), "x.js", "image/gif"],
    ["PDF", () => Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "x.jpg", "image/jpeg"],
    [
      "ZIP",
      () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]),
      "x.png",
      "image/png",
    ],
    [
      "GIF header over script",
      () => Buffer.from("GIF89a/*\x00\x00*/=1;alert(document.cookie);//garbage"),
      "x.gif",
      "image/gif",
    ],
    ["truncated PNG", async () => (await solidImage(200, 200)).subarray(0, 60), "x.png", "image/png"],
    [
      "PNG signature then garbage",
      () => Buffer.concat([png, Buffer.from("not really a png at all")]),
      "x.png",
      "image/png",
    ],
    ["text", () => Buffer.from("just some text"), "notes.txt", "text/plain"],
    ["EXE", () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]), "setup.png", "image/png"],
  ];

  it.each(disguised)("refuses %s", async (_label, make, filename, type) => {
    const before = storedFiles();
    const res = await upload(admin, await make(), filename, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: NOT_AN_IMAGE });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses an image of absurd dimensions without decoding it", async () => {
    const res = await upload(admin, await pngClaiming(30_000, 30_000));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "Please select an image of at most 50 megapixels",
    });
  });

  it("refuses an empty file", async () => {
    const res = await upload(admin, Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: NOT_AN_IMAGE });
  });

  it("says so when no image field was sent", async () => {
    const other = await upload(admin, await solidImage(10, 10), "x.png", "image/png", "file");
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ success: false, message: "No image file was sent" });
    const json = await admin.post("/api/admin/upload", { image: "x" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ success: false, message: "No image file was sent" });
  });

  it("refuses anonymous callers and customers before reading anything", async () => {
    const image = await solidImage(10, 10);
    const before = storedFiles();
    expect((await upload(browserLikeClient(server.url), image)).status).toBe(401);
    expect((await upload(customer, image)).status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });
});
