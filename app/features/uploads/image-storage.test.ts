/** Both image storages against real peers: a temporary folder, and a bucket on a local S3 server (s3rver). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/lib/env.server";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import { imageStorageFrom, type ImageStorage } from "./image-storage.server";
import { s3ImageStorage } from "./s3-image-storage.server";

let s3: S3TestServer;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "image-storage-"));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Storages as the app builds them: from the configuration.
const local = () => imageStorageFrom(loadConfig({ DATA_DIR: dataDir }));
const bucket = (env: Record<string, string> = {}) =>
  imageStorageFrom(loadConfig({ DATA_DIR: dataDir, ...s3.env, ...env }));

let counter = 0;
const freshName = () => `${(++counter).toString(16).padStart(32, "0")}-600.webp`;

describe.each([
  ["the local folder", () => local()],
  ["an S3 bucket", () => bucket()],
])("%s", (_name, storageOf) => {
  let storage: ImageStorage;
  beforeAll(() => {
    storage = storageOf();
  });

  it("reads back what was put, byte for byte", async () => {
    const name = freshName();
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.put(name, bytes, "image/webp");
    expect(await storage.exists(name)).toBe(true);
    expect(await storage.read(name)).toEqual(bytes);
  });

  it("says a missing name is missing, and deleting it removes nothing", async () => {
    const name = freshName();
    expect(await storage.read(name)).toBeUndefined();
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.delete(name)).toBe(false);
  });

  it("deletes once: then the image is gone", async () => {
    const name = freshName();
    await storage.put(name, Buffer.from("x"), "image/webp");
    expect(await storage.delete(name)).toBe(true);
    expect(await storage.read(name)).toBeUndefined();
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.delete(name)).toBe(false);
  });

  it("refuses a name that is a path", async () => {
    for (const name of ["../outside.webp", "a/b.webp"]) {
      await expect(storage.put(name, Buffer.from("x"), "image/webp")).rejects.toThrow(/^Refusing/);
    }
  });
});

describe("the S3 bucket", () => {
  it("keeps images under uploads/ as immutable WebP, nothing in the local folder", async () => {
    const name = freshName();
    await bucket().put(name, Buffer.from("webp bytes"), "image/webp");
    expect(await s3.keys()).toContain(`uploads/${name}`);
    expect(await s3.object(`uploads/${name}`)).toEqual({
      bytes: Buffer.from("webp bytes"),
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(fs.existsSync(path.join(dataDir, "uploads", name))).toBe(false);
  });

  it("is one store for every instance: what one puts, another reads and deletes", async () => {
    const name = freshName();
    await bucket().put(name, Buffer.from("shared"), "image/webp");
    const other = bucket();
    expect(await other.read(name)).toEqual(Buffer.from("shared"));
    expect(await other.delete(name)).toBe(true);
    expect(await bucket().exists(name)).toBe(false);
  });

  it("lists the stored images with the time they were written, and only them", async () => {
    const storage = s3ImageStorage(loadConfig({ ...s3.env }).s3!);
    const before = Date.now() - 2_000;
    const name = freshName();
    await storage.put(name, Buffer.from("listed"), "image/webp");
    const listed = await storage.list();
    expect(listed.map((image) => image.name)).toContain(name);
    expect(listed.every((image) => !image.name.includes("/"))).toBe(true);
    const mine = listed.find((image) => image.name === name)!;
    expect(mine.modifiedAt.getTime()).toBeGreaterThan(before);
    await storage.delete(name);
    expect((await storage.list()).map((image) => image.name)).not.toContain(name);
  });

  it("reports a bucket that does not exist as a fault, not as a missing image", async () => {
    const wrong = bucket({ S3_BUCKET: "no-such-bucket" });
    await expect(wrong.read(freshName())).rejects.toMatchObject({ name: "NoSuchBucket" });
    await expect(wrong.put(freshName(), Buffer.from("x"), "image/webp")).rejects.toMatchObject({
      name: "NoSuchBucket",
    });
  });

  it("reports refused keys as a fault", async () => {
    const refused = bucket({ S3_ACCESS_KEY_ID: "WRONG", S3_SECRET_ACCESS_KEY: "WRONG" });
    await expect(refused.put(freshName(), Buffer.from("x"), "image/webp")).rejects.toMatchObject({
      name: "InvalidAccessKeyId",
    });
    await expect(refused.read(freshName())).rejects.toMatchObject({ name: "InvalidAccessKeyId" });
  });
});
