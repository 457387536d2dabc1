/** The served /uploads files and DELETE /api/admin/upload/:filename. */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_REFUSED } from "~server/nul-characters";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { solidImage } from "~tests/support/images";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { storedFiles as filesStored, upload } from "~tests/support/uploads";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

const storedFiles = () => filesStored(server);

async function uploadOk(bytes: Buffer) {
  const res = await upload(admin, bytes);
  const body = (await res.json()) as { success: boolean; url: string; message: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

/** A DELETE sent byte for byte as written (fetch would normalise `..` and encodings away). */
function rawDelete(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "DELETE",
        path: rawPath,
        headers: { cookie: admin.cookieHeader(), origin: server.url, "sec-fetch-site": "same-origin" },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("GET /uploads/:file", () => {
  it("serves stored images as immutable WebP that is never sniffed", async () => {
    const { url } = await uploadOk(await solidImage(100, 100));
    const res = await fetch(`${server.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("lets pages show uploaded, data: and external https images, and nothing looser", async () => {
    const csp = (await fetch(`${server.url}/api/health`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("object-src 'none';");
  });

  it("answers 404 for anything else", async () => {
    for (const name of ["0".repeat(32) + "-1200.webp", "x.png", "..%2fpostgres.password", "%2e%2e/outbox"]) {
      const res = await fetch(`${server.url}/uploads/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

describe("DELETE /api/admin/upload/:filename", () => {
  it("removes both variants, then answers 404", async () => {
    const { url } = await uploadOk(await solidImage(100, 100));
    const name = url.split("/").pop()!;
    const id = name.replace("-1200.webp", "");
    expect(storedFiles()).toEqual(expect.arrayContaining([`${id}-600.webp`, `${id}-1200.webp`]));
    const res = await admin.fetch(`/api/admin/upload/${name}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect(storedFiles().filter((f) => f.startsWith(id))).toEqual([]);
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    const again = await admin.fetch(`/api/admin/upload/${name}`, { method: "DELETE" });
    expect(again.status).toBe(404);
  });

  it.each([
    ["..%2f..%2fetc%2fpasswd"],
    ["..%2F..%2Fpostgres.password"],
    ["%2e%2e%5c%2e%2e%5cwin.ini"],
    [`${"a".repeat(32)}-1200.png`],
    [`${"a".repeat(32)}-1200.webp%2f..`],
    [`${"a".repeat(32)}-800.webp`],
    ["outbox"],
  ])("refuses %s with 400", async (name) => {
    const res = await rawDelete(`/api/admin/upload/${name}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false });
  });

  it("refuses a name with a NUL character with 400, as every request with one", async () => {
    const res = await rawDelete(`/api/admin/upload/${"a".repeat(32)}-1200.webp%00.png`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: NUL_REFUSED });
  });

  it("never lets ../ reach a file outside the uploads folder", async () => {
    const marker = path.join(server.dataDir, "keep.txt");
    fs.writeFileSync(marker, "keep");
    const res = await rawDelete("/api/admin/upload/../keep.txt");
    expect([400, 404]).toContain(res.status);
    expect(fs.existsSync(marker)).toBe(true);
  });
});
