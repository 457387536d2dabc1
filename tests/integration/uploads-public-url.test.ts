/**
 * Images in a bucket with a public address (S3_PUBLIC_URL): pages send browsers there, the saved URL stays
 * the site path, and the policy lets the images load. Bad S3 settings stop the start. Runs the production
 * build (`npm run build` first).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { solidImage } from "~tests/support/images";
import { startS3Server, type S3TestServer } from "~tests/support/s3-server";
import { cleanUpServerProcesses, startServer } from "~tests/support/server-process";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { upload } from "~tests/support/uploads";

let s3: S3TestServer;
let server: TestServer;
let admin: Client;
let publicUrl: string;

beforeAll(async () => {
  s3 = await startS3Server();
  // The bucket's own address, path-style, as a CDN would map it: <base>/uploads/<name>.
  publicUrl = `${s3.endpoint}/${s3.bucket}`;
  server = await startTestServer({ env: { ...s3.env, S3_PUBLIC_URL: publicUrl }, withPages: true });
  await createAdmin(server, "admin@example.com");
  ({ client: admin } = await signInAdmin(server, "admin@example.com"));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function projectWithUploadedPhoto() {
  const uploaded = await upload(admin, await solidImage(1600, 1000));
  const { url } = (await uploaded.json()) as { url: string };
  const created = await admin.post("/api/admin/projects", {
    title: "Cedar Privacy Fence",
    description: "Six-foot cedar boards on steel posts with a double gate.",
    category: "Fence",
    imageUrl: url,
    images: [],
    location: "Abilene, TX",
    completionDate: "2025-09-12",
  });
  expect(created.status, await created.clone().text()).toBe(201);
  return url;
}

describe("with S3_PUBLIC_URL", () => {
  it("pages load uploaded photos from the public address, every size of them", async () => {
    const url = await projectWithUploadedPhoto();
    const html = await (await fetch(`${server.url}/projects`)).text();
    const variant = (width: number) => `${publicUrl}${url.replace("-1200.webp", `-${width}.webp`)}`;
    expect(html).toContain(`src="${variant(1200)}"`);
    expect(html).toContain(`srcSet="${variant(600)} 600w, ${variant(1200)} 1200w"`);
    expect(html).not.toContain(`"${url}"`);

    const image = await fetch(variant(1200));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
  });

  it("lets the pages load images from that origin", async () => {
    const csp = (await fetch(`${server.url}/projects`)).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`img-src 'self' data: blob: https: ${s3.endpoint};`);
  });

  it("keeps the saved URL a site path, which the site still serves", async () => {
    const url = await projectWithUploadedPhoto();
    const projects = (await (await fetch(`${server.url}/api/projects`)).json()) as { imageUrl: string }[];
    expect(projects.map((p) => p.imageUrl)).toContain(url);
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("bad S3 settings", { timeout: 60_000 }, () => {
  afterEach(cleanUpServerProcesses);

  it.each([
    [{ S3_BUCKET: "site-images" }, "S3_REGION"],
    [{ S3_BUCKET: "site-images", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
    [{ S3_BUCKET: "site-images", S3_REGION: "us-east-1", S3_PUBLIC_URL: "cdn.example.com" }, "S3_PUBLIC_URL"],
  ])("%o stop the start with one line naming the variable", async (env, name) => {
    const process = startServer(env);
    expect(await process.exited).toBe(1);
    const lines = process.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });
});
