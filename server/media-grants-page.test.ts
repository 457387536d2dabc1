/**
 * The customer's estimate page, opened by its link without signing in, shows the private photos of the
 * request it was written from through short-lived grants (docs/private-media.md); the photos' bare addresses
 * stay a 404 to that visitor. Needs the production build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { solidImage } from "~tests/support/images";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

async function quoteWithPhoto() {
  const form = new FormData();
  const fields = {
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "(325) 555-0199",
    serviceType: "Kitchen Remodeling",
    details: "The kitchen as it is today, photo attached.",
    preferredDate: "2030-03-01",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = new Uint8Array(await solidImage(800, 600, "png"));
  form.append("photos", new Blob([bytes], { type: "image/png" }), "kitchen.png");
  const res = await fetch(`${server.url}/api/quotes`, { method: "POST", body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("the estimate page's photos", () => {
  it("load for whoever opened the link, through grants, while the bare address stays a 404", async () => {
    const quoteRequestId = await quoteWithPhoto();
    const created = await admin.post(
      "/api/admin/estimates",
      estimateBody({
        quoteRequestId,
        customer: { name: "Jane Doe", email: "jane@example.com", phone: "325-555-0199" },
      }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, photos } = (await created.json()) as { id: number; photos: string[] };
    expect(photos).toEqual([expect.stringMatching(/^\/media\/[0-9a-f]{32}-1200\.webp$/)]);
    expect((await admin.post(`/api/admin/estimates/${id}/send`)).status).toBe(200);

    const page = await fetch(`${server.url}/estimates/${await tokenOfEstimate(server.database.db, id)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) =>
      match[1]!.replace(/&amp;/g, "&"),
    );
    const granted = sources.filter((src) => src.startsWith(photos[0]!));
    expect(granted).toEqual([expect.stringMatching(/\?grant=\d+\.[\w-]{43}$/)]);

    const photo = await fetch(`${server.url}${granted[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect(photo.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await fetch(`${server.url}${photos[0]}`)).status).toBe(404);
  });
});
