/**
 * Uploads with S3_BUCKET set, against a local S3 server (s3rver): they land in the bucket, not in DATA_DIR,
 * and /uploads/ answers exactly as it does for the local folder (a second server over the same database
 * keeps its images in the folder, for comparison).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { solidImage } from "~tests/support/images";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { storedFiles, upload } from "~tests/support/uploads";

let s3: S3TestServer;
let inBucket: TestServer;
let inFolder: TestServer;
let bucketAdmin: Client;
let folderAdmin: Client;

beforeAll(async () => {
  s3 = await startS3Server();
  inBucket = await startTestServer({ env: s3.env });
  inFolder = await startTestServer({ database: inBucket.database });
  await createAdmin(inBucket, "admin@example.com");
  bucketAdmin = (await signInAdmin(inBucket, "admin@example.com")).client;
  folderAdmin = (await signInAdmin(inFolder, "admin@example.com")).client;
});
afterAll(async () => {
  await inFolder?.close();
  await inBucket?.close();
  await s3?.close();
});

async function uploadTo(admin: Client, bytes: Buffer) {
  const res = await upload(admin, bytes);
  const body = (await res.json()) as { url: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.url;
}

/** A response's status, headers (but the date and the CSP's per-response nonce) and body, to compare. */
async function answer(res: Response) {
  const headers = Object.fromEntries(
    [...res.headers]
      .filter(([name]) => name !== "date")
      .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]),
  );
  return { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()) };
}

const idOf = (url: string) => /\/uploads\/([0-9a-f]{32})-1200\.webp$/.exec(url)![1];

describe("an upload with S3_BUCKET set", () => {
  it("stores both variants in the bucket as immutable WebP, nothing in DATA_DIR", async () => {
    const url = await uploadTo(bucketAdmin, await solidImage(1600, 900));
    const id = idOf(url);
    expect(await s3.keys()).toEqual(
      expect.arrayContaining([`uploads/${id}-600.webp`, `uploads/${id}-1200.webp`]),
    );
    const stored = await s3.object(`uploads/${id}-1200.webp`);
    expect(stored).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(storedFiles(inBucket)).toEqual([]);

    const served = await fetch(`${inBucket.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored!.bytes);
  });

  it("is served by /uploads/ with the same answer as from the local folder, for GET and HEAD", async () => {
    const image = await solidImage(800, 600, "jpeg");
    const fromBucket = await uploadTo(bucketAdmin, image);
    const fromFolder = await uploadTo(folderAdmin, image);
    expect(storedFiles(inFolder)).toContain(fromFolder.split("/").pop());

    for (const method of ["GET", "HEAD"]) {
      const bucketAnswer = await answer(await fetch(`${inBucket.url}${fromBucket}`, { method }));
      const folderAnswer = await answer(await fetch(`${inFolder.url}${fromFolder}`, { method }));
      expect(bucketAnswer.status, method).toBe(200);
      expect(bucketAnswer.headers["content-type"]).toBe("image/webp");
      expect(bucketAnswer.headers["x-content-type-options"]).toBe("nosniff");
      expect(bucketAnswer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // Same encoder, same bytes: even the ETag and length agree.
      expect(bucketAnswer).toEqual(folderAnswer);
    }
  });

  it("answers a missing or foreign name with the local folder's 404, for GET and HEAD", async () => {
    for (const name of ["0".repeat(32) + "-1200.webp", "x.png", "..%2fauth-secret", "%2e%2e/outbox"]) {
      for (const method of ["GET", "HEAD"]) {
        const bucketAnswer = await answer(await fetch(`${inBucket.url}/uploads/${name}`, { method }));
        const folderAnswer = await answer(await fetch(`${inFolder.url}/uploads/${name}`, { method }));
        expect(bucketAnswer.status, `${method} ${name}`).toBe(404);
        expect(bucketAnswer).toEqual(folderAnswer);
      }
    }
    expect(await (await fetch(`${inBucket.url}/uploads/${"0".repeat(32)}-600.webp`)).text()).toBe(
      "Not found",
    );
  });

  it("is removed from the bucket by DELETE /api/admin/upload/:filename, then answers 404", async () => {
    const url = await uploadTo(bucketAdmin, await solidImage(100, 100));
    const id = idOf(url);
    const res = await bucketAdmin.fetch(`/api/admin/upload/${id}-1200.webp`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await s3.keys()).filter((key) => key.includes(id))).toEqual([]);
    expect((await fetch(`${inBucket.url}${url}`)).status).toBe(404);
    const again = await bucketAdmin.fetch(`/api/admin/upload/${id}-1200.webp`, { method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it("is served by another instance on the same bucket", async () => {
    const other = await startTestServer({ env: s3.env, database: inBucket.database });
    try {
      const url = await uploadTo(bucketAdmin, await solidImage(120, 80));
      const res = await fetch(`${other.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
    } finally {
      await other.close();
    }
  });

  it("is a 500, not a 404, when the bucket is missing", async () => {
    const unreachable = await startTestServer({
      env: { ...s3.env, S3_BUCKET: "no-such-bucket" },
      database: inBucket.database,
    });
    try {
      const admin = (await signInAdmin(unreachable, "admin@example.com")).client;
      const res = await upload(admin, await solidImage(100, 100));
      expect(res.status).toBe(500);
      const served = await fetch(`${unreachable.url}/uploads/${"0".repeat(32)}-1200.webp`);
      expect(served.status).toBe(500);
    } finally {
      await unreachable.close();
    }
  });
});
