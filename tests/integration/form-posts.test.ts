/**
 * The contact and quote forms posted as a browser without script posts them, to their pages' actions
 * (docs/decisions/0020-forms-post-natively.md): refused with the page, the messages and the values; accepted
 * with a redirect that says so; other sites' posts and floods refused as the JSON API refuses them. Runs the
 * production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, quoteRequestPhotos, quoteRequests } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { formPoster, visitor } from "~tests/support/form-post";
import { solidImage } from "~tests/support/images";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY: each test posts from an address of its own, so with a rate-limit allowance of its own.
  server = await startTestServer({ env: { NODE_ENV: "production", TRUST_PROXY: "1" }, withPages: true });
  await seedDemoData(server.database.db);
});
afterAll(() => server?.close());

const postForm = formPoster(() => server.url);

const message = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    name: "Sam Carter",
    email: "sam.posted@example.com",
    phone: "325-555-0123",
    subject: "Deck repair",
    message: "Two boards on our deck are loose. Can you look?",
    company: "",
    ...changes,
  });

function nextWeek() {
  const date = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

describe("POST /contact", () => {
  it("refused: 400, the page with the field's message, the values kept and the field focused", async () => {
    const res = await postForm("/contact", message({ email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toContain("Invalid email address");
    expect(html).toContain('value="not-an-email"');
    expect(/<input[^>]*value="not-an-email"[^>]*>/.exec(html)?.[0]).toContain('autofocus=""');
    expect(html).toContain("Two boards on our deck are loose. Can you look?");
  });

  it("accepted: stored, then a redirect to the page saying so", async () => {
    const res = await postForm("/contact", message());
    expect(res.status).toBe(302);
    const rows = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "sam.posted@example.com"));
    expect(rows).toHaveLength(1);
    // The page says so with the message's reference, as its mail does.
    expect(res.headers.get("location")).toBe(`/contact?sent=M-${rows[0]!.id}`);
    const page = await fetch(`${server.url}${res.headers.get("location")}`);
    expect(await page.text()).toContain(
      `Thank you for contacting us! We will get back to you as soon as possible. Your reference is M-${rows[0]!.id}.`,
    );
  });

  it("from another site: 403, nothing stored", async () => {
    const body = message({ email: "cross.site@example.com" });
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const res = await postForm("/contact", body, headers);
      expect(res.status).toBe(403);
    }
    const rows = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "cross.site@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("over the messages' rate limit: 429, the page with the message and the values", async () => {
    const address = visitor();
    const statuses: number[] = [];
    // The page's data address runs the same action: it counts against the same allowance.
    for (const path of ["/contact.data", "/contact", "/contact.data", "/contact", "/contact", "/contact"]) {
      const res = await postForm(path, message({ email: "flood" }), { "x-forwarded-for": address });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        const html = await res.text();
        expect(html).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
        expect(html).toContain('value="flood"');
      }
    }
    expect(statuses.slice(-2)).toEqual([400, 429]);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it("a NUL character: 400, nothing stored", async () => {
    const res = await postForm("/contact", message({ subject: "Deck\u0000 repair" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("NUL character");
  });
});

describe("POST /quote (multipart, with photos)", () => {
  const quote = (photo?: Buffer, changes: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = {
      name: "Jane Doe",
      email: "jane.posted@example.com",
      phone: "(325) 555-0199",
      serviceType: "Kitchen Remodeling",
      preferredDate: nextWeek(),
      details: "New cabinets and quartz countertops for a 12x14 kitchen.",
      company: "",
      ...changes,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    // A file chooser left empty posts one nameless, empty part.
    form.append(
      "photos",
      photo ? new Blob([new Uint8Array(photo)], { type: "image/png" }) : new Blob([]),
      photo ? "porch.png" : "",
    );
    return form;
  };

  it("refused with a photo attached: the photos' field asks for them again", async () => {
    const res = await postForm("/quote", quote(await solidImage(64, 48), { preferredDate: "" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please select a preferred date");
    expect(html).toContain("Please attach your photos again");
  });

  it("accepted: the request and its re-encoded photo are stored; no photo is none", async () => {
    const res = await postForm("/quote", quote(await solidImage(64, 48)));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/quote\?sent=Q-\d+$/);
    const without = await postForm("/quote", quote(undefined, { email: "no.photo@example.com" }));
    expect(without.status).toBe(302);

    const db = server.database.db;
    const [withPhoto] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, "jane.posted@example.com"));
    expect(res.headers.get("location")).toBe(`/quote?sent=Q-${withPhoto.id}`);
    const photos = await db
      .select()
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.quoteRequestId, withPhoto.id));
    expect(photos.map((photo) => photo.url)).toEqual([expect.stringMatching(/^\/media\/.+/)]);
    const [withoutPhoto] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, "no.photo@example.com"));
    const none = await db
      .select()
      .from(quoteRequestPhotos)
      .where(eq(quoteRequestPhotos.quoteRequestId, withoutPhoto.id));
    expect(none).toEqual([]);
  });
});
