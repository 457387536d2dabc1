import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxItem } from "~/features/inbox/inbox";
import { PHOTO_NOT_AN_IMAGE, PHOTO_TOO_LARGE, TOO_MANY_PHOTOS } from "~/features/leads/quote-photos";
import { ESTIMATE_MESSAGE } from "~/features/leads/quote.schema";
import { NOT_AN_IMAGE, TOO_LARGE } from "~/features/uploads/image-processing.server";
import { businessToday } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import { contactMessages, quoteRequestPhotos, quoteRequests } from "~db/schema";
import { NUL_REFUSED } from "~server/nul-characters";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { photoWithLocation, pngOfSize, solidImage } from "~tests/support/images";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { storedPrivateFiles } from "~tests/support/uploads";

let server: TestServer;
let lastClient = 0;
/** Each call a new client address (TRUST_PROXY is on), so that only the rate-limit tests meet the limit. */
const newClient = () => `203.0.113.${++lastClient}`;

function post(path: string, body: unknown, client = newClient(), contentType = "application/json") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": contentType, "x-forwarded-for": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const QUOTE_RECEIVED_TEXT =
  "Thank you for your quote request! We will contact you shortly to discuss your project.";
const quote = {
  name: "Jane Doe",
  email: "Jane.Doe@Example.com",
  phone: "(325) 555-0199",
  serviceType: "Kitchen Remodeling",
  details: "New cabinets and quartz countertops for a 12x14 kitchen.",
  preferredDate: businessToday(),
};
const message = {
  name: "Sam Carter",
  email: "sam@example.com",
  phone: "325-555-0123",
  subject: "Deck repair",
  message: "Two boards on our deck are loose. Can you take a look?",
};

const countRows = async (table: typeof quoteRequests | typeof contactMessages | typeof quoteRequestPhotos) =>
  (await server.database.db.select({ n: count() }).from(table))[0].n;

let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server.close());

describe("POST /api/quotes", () => {
  it("stores the request and answers 201 with its id and the thank-you text", async () => {
    const res = await post("/api/quotes", { ...quote, name: "  Jane Doe  ", company: "" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body).toEqual({
      id: expect.any(Number),
      reference: `Q-${body.id}`,
      message: "Thank you for your quote request! We will contact you shortly to discuss your project.",
    });
    const [row] = await server.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({
      name: "Jane Doe",
      email: "jane.doe@example.com",
      phone: "(325) 555-0199",
      serviceType: "Kitchen Remodeling",
      details: quote.details,
      preferredDate: quote.preferredDate,
      status: "new",
    });
  });

  it("answers an empty body with every field's message", async () => {
    const res = await post("/api/quotes", {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: {
        name: "Name is required",
        email: "Invalid email address",
        phone: "Phone number is required",
        serviceType: "Please select a service",
        details: "Please provide some details about your project",
        preferredDate: "Please select a preferred date",
      },
    });
  });

  it.each([
    ["name", "J", "Name is required"],
    ["email", "jane@example", "Invalid email address"],
    ["phone", "555-0199", "Phone number is required"],
    ["phone", "not a phone!", "Please enter a valid phone number"],
    ["serviceType", "", "Please select a service"],
    ["serviceType", "default", "Please select a service"],
    ["details", "Fix it", "Please provide some details about your project"],
    ["preferredDate", "", "Please select a preferred date"],
    ["preferredDate", "2027-13-01", "Please select a preferred date"],
    ["preferredDate", "2001-05-05", "Please select a preferred date that is today or later"],
  ])("refuses %s = %j with %j and stores nothing", async (field, value, text) => {
    const before = await countRows(quoteRequests);
    const res = await post("/api/quotes", { ...quote, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { [field]: text },
    });
    expect(await countRows(quoteRequests)).toBe(before);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await countRows(quoteRequests);
    const res = await post("/api/quotes", { ...quote, company: "Acme SEO Ltd" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      id: expect.any(Number),
      message: "Thank you for your quote request! We will contact you shortly to discuss your project.",
    });
    expect(await countRows(quoteRequests)).toBe(before);
  });

  it("still checks the fields of a submission with a filled honeypot", async () => {
    const res = await post("/api/quotes", { ...quote, name: "", company: "Acme" });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/messages", () => {
  it("stores the message and answers 201", async () => {
    const res = await post("/api/messages", message);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body.message).toBe("Thank you for contacting us! We will get back to you as soon as possible.");
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ ...message, status: "new" });
  });

  it("answers an empty body with every field's message", async () => {
    const res = await post("/api/messages", {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: {
        name: "Name is required",
        email: "Invalid email address",
        phone: "Phone number is required",
        subject: "Subject is required",
        message: "Message is too short",
      },
    });
  });

  it.each([
    ["name", " a ", "Name is required"],
    ["email", "sam.example.com", "Invalid email address"],
    ["phone", "123456789", "Phone number is required"],
    ["subject", "x", "Subject is required"],
    ["message", "too short", "Message is too short"],
  ])("refuses %s = %j with %j", async (field, value, text) => {
    const res = await post("/api/messages", { ...message, [field]: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { [field]: text },
    });
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await countRows(contactMessages);
    const res = await post("/api/messages", { ...message, company: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await countRows(contactMessages)).toBe(before);
  });
});

describe("malformed bodies never cause a 500", () => {
  const bodies: Array<[string, string, string?]> = [
    ["an array", JSON.stringify([quote])],
    ["null", "null"],
    ["a JSON string", JSON.stringify("hello")],
    ["a number", "42"],
    ["broken JSON", "{name: 'x'"],
    [
      "wrong types",
      JSON.stringify({ name: 1, email: true, phone: [], serviceType: {}, details: null, message: 5 }),
    ],
    [
      "nested objects",
      JSON.stringify({ name: { $gt: "" }, email: { toString: "x" }, __proto__: { admin: true } }),
    ],
    ["a form-encoded body", "name=Jane&email=jane%40example.com", "application/x-www-form-urlencoded"],
    ["a text body", "hello", "text/plain"],
    [
      "a string near the body limit",
      JSON.stringify({ ...quote, ...message, details: "x".repeat(45_000), message: "x".repeat(45_000) }),
    ],
  ];
  for (const path of ["/api/quotes", "/api/messages"]) {
    it.each(bodies)(`${path} answers %s with a 4xx JSON message`, async (_what, body, type) => {
      const res = await post(path, body, newClient(), type);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const json = (await res.json()) as { message: string };
      expect(typeof json.message).toBe("string");
    });
  }

  it("caps long fields with a clear message", async () => {
    const res = await post("/api/messages", {
      ...message,
      message: "m".repeat(5001),
      subject: "s".repeat(201),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: {
        subject: "Subject must be at most 200 characters",
        message: "Message must be at most 5000 characters",
      },
    });
  });

  it("answers a body over 100 kB with 413", async () => {
    const res = await post("/api/quotes", { ...quote, details: "x".repeat(120_000) });
    expect(res.status).toBe(413);
  });

  it("stores text with lone surrogates without failing", async () => {
    const res = await post("/api/messages", { ...message, message: "Water everywhere \ud83d and more text" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.message).toBe("Water everywhere \ufffd and more text");
  });
});

/** A file as the quote form attaches it. */
interface Photo {
  bytes: Buffer;
  name: string;
  type: string;
}
const png = async (width = 640, height = 480): Promise<Photo> => ({
  bytes: await solidImage(width, height, "png"),
  name: "kitchen.png",
  type: "image/png",
});

/** POST /api/quotes as multipart/form-data: the text fields, then each photo in `photos`. */
function postMultipart(fields: Record<string, string>, photos: Photo[] = [], client = newClient()) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) {
    form.append("photos", new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  }
  return fetch(`${server.url}/api/quotes`, {
    method: "POST",
    headers: { "x-forwarded-for": client },
    body: form,
  });
}

const photoRows = (quoteRequestId: number) =>
  server.database.db
    .select()
    .from(quoteRequestPhotos)
    .where(eq(quoteRequestPhotos.quoteRequestId, quoteRequestId))
    .orderBy(asc(quoteRequestPhotos.position));

/** A private photo, as the admin sees it (docs/private-media.md). */
const fetchImage = async (url: string) => {
  const res = await admin.fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

async function inboxItem(id: number) {
  const res = await admin.fetch("/api/admin/inbox?kind=quotes&pageSize=100");
  expect(res.status).toBe(200);
  return ((await res.json()) as Page<InboxItem>).items.find((item) => item.id === id);
}

/** What a refused request must leave: no request, no photo row, no stored file. */
async function nothingStoredSince(before: { requests: number; photos: number; files: string[] }) {
  expect(await countRows(quoteRequests)).toBe(before.requests);
  expect(await countRows(quoteRequestPhotos)).toBe(before.photos);
  expect(storedPrivateFiles(server)).toEqual(before.files);
}
const snapshot = async () => ({
  requests: await countRows(quoteRequests),
  photos: await countRows(quoteRequestPhotos),
  files: storedPrivateFiles(server),
});

describe("POST /api/quotes with photos (multipart/form-data)", () => {
  it("gives the form the uploads' own refusal texts", () => {
    expect(PHOTO_NOT_AN_IMAGE).toBe(NOT_AN_IMAGE);
    expect(PHOTO_TOO_LARGE).toBe(TOO_LARGE);
    expect(TOO_LARGE).toBe("Please select an image smaller than 5MB");
  });

  it("stores two photos re-encoded as WebP, in order, and the inbox lists their URLs", async () => {
    const jpeg: Photo = { bytes: await photoWithLocation(400, 200), name: "porch.jpg", type: "image/jpeg" };
    const res = await postMultipart({ ...quote, company: "" }, [await png(1600, 900), jpeg]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^Q-\d+$/),
      message: QUOTE_RECEIVED_TEXT,
    });

    const [row] = await server.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({ ...quote, email: "jane.doe@example.com", status: "new" });
    const photos = await photoRows(body.id);
    expect(photos.map((photo) => photo.position)).toEqual([0, 1]);
    for (const photo of photos) expect(photo.url).toMatch(/^\/media\/[0-9a-f]{32}-1200\.webp$/);

    // Re-encoded: WebP, never enlarged, the camera's EXIF (GPS included) gone and the photo turned upright.
    const first = await sharp(await fetchImage(photos[0].url)).metadata();
    expect(first).toMatchObject({ format: "webp", width: 1200, height: 675 });
    const second = await sharp(await fetchImage(photos[1].url)).metadata();
    expect(second).toMatchObject({ format: "webp", width: 200, height: 400 });
    expect(second.exif).toBeUndefined();
    expect(await fetchImage(photos[1].url.replace("-1200", "-600"))).toBeInstanceOf(Buffer);

    expect(await inboxItem(body.id)).toMatchObject({
      photos: photos.map((photo) => photo.url),
      estimate: null,
    });
  });

  it("takes the same fields without photos, and an empty estimate as none", async () => {
    const res = await postMultipart({ ...quote, estimate: "" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await photoRows(id)).toEqual([]);
    const [row] = await server.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(row.estimateProjectType).toBeNull();
  });

  it("refuses a sixth photo and stores nothing", async () => {
    const before = await snapshot();
    const photo = await png(40, 30);
    const res = await postMultipart(
      quote,
      Array.from({ length: 6 }, () => photo),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: TOO_MANY_PHOTOS, errors: { photos: TOO_MANY_PHOTOS } });
    await nothingStoredSince(before);
  });

  it("accepts five photos", async () => {
    const photo = await png(40, 30);
    const res = await postMultipart(
      quote,
      Array.from({ length: 5 }, () => photo),
    );
    expect(res.status).toBe(201);
    expect(await photoRows(((await res.json()) as { id: number }).id)).toHaveLength(5);
  });

  it("refuses a text file named .png by its content, and keeps none of the request's photos", async () => {
    const before = await snapshot();
    const text: Photo = {
      bytes: Buffer.from("just some text, honestly"),
      name: "photo.png",
      type: "image/png",
    };
    const res = await postMultipart(quote, [await png(), text]);
    expect(res.status).toBe(400);
    // The refusal names the file, so that the visitor knows which one to leave out.
    const named = `photo.png is not an image. ${NOT_AN_IMAGE}.`;
    expect(await res.json()).toEqual({ message: named, errors: { photos: named } });
    await nothingStoredSince(before);
  });

  it("refuses an empty file as not an image", async () => {
    const res = await postMultipart(quote, [
      { bytes: Buffer.alloc(0), name: "empty.png", type: "image/png" },
    ]);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: { photos: `empty.png is not an image. ${NOT_AN_IMAGE}.` },
    });
  });

  it("refuses a photo over 5 MB with 413 and stores nothing", async () => {
    const before = await snapshot();
    const big: Photo = { bytes: await pngOfSize(5 * 1024 * 1024 + 1), name: "big.png", type: "image/png" };
    const res = await postMultipart(quote, [await png(), big]);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: TOO_LARGE, errors: { photos: TOO_LARGE } });
    await nothingStoredSince(before);
  });

  it("checks the text fields first, with the same messages as a JSON body", async () => {
    const before = await snapshot();
    const res = await postMultipart({ ...quote, name: "J", details: "Fix it" }, [await png()]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { name: "Name is required", details: "Please provide some details about your project" },
    });
    await nothingStoredSince(before);
  });

  it.each([
    ["a nested field name", { "estimate[projectType]": "kitchen" }, "The request could not be read"],
    ["a NUL character", { details: "New cabinets\u0000 and counters please" }, NUL_REFUSED],
  ])("refuses %s with a 400 and stores nothing", async (_what, fields, message) => {
    const before = await snapshot();
    const res = await postMultipart({ ...quote, ...fields }, [await png(40, 30)]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    await nothingStoredSince(before);
  });

  it("answers a filled honeypot like a success but stores nothing, photos included", async () => {
    const before = await snapshot();
    const res = await postMultipart({ ...quote, company: "Acme SEO Ltd" }, [await png(), await png()]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^Q-\d+$/),
      message: QUOTE_RECEIVED_TEXT,
    });
    await nothingStoredSince(before);
  });

  it("is rate limited before the body is read: the sixth request is refused and stores nothing", async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await post("/api/quotes", quote, client)).status).toBe(201);
    const before = await snapshot();
    const res = await postMultipart(quote, [await png()], client);
    expect(res.status).toBe(429);
    // Whole seconds until the 10-minute window of the first request ends, and the same wait in words.
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 600).toBe(true);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Too many requests\. Please try again in \d+ minutes?\.$/,
    );
    await nothingStoredSince(before);
  });
});

describe("the instant estimate of a quote request", () => {
  const kitchen = { projectType: "kitchen", size: 120, option: "premium" };
  const estimateOf = async (id: number) => {
    const [row] = await server.database.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    return {
      projectType: row.estimateProjectType,
      size: row.estimateSize,
      option: row.estimateOption,
      total: row.estimateTotal,
    };
  };

  it("is priced by the server: a total sent by the client is ignored", async () => {
    const res = await post("/api/quotes", { ...quote, estimate: { ...kitchen, total: 1 } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await estimateOf(id)).toEqual({ ...kitchen, total: "27000.00" });
    expect((await inboxItem(id))?.estimate).toEqual({ ...kitchen, total: "27000.00" });
  });

  it("travels as JSON text beside photos", async () => {
    const estimate = JSON.stringify({ projectType: "deck", size: 200, option: "cedar", total: 5 });
    const res = await postMultipart({ ...quote, estimate }, [await png(40, 30)]);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await estimateOf(id)).toEqual({
      projectType: "deck",
      size: 200,
      option: "cedar",
      total: "9000.00",
    });
  });

  it("is none when missing or null", async () => {
    const res = await post("/api/quotes", { ...quote, estimate: null });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(await estimateOf(id)).toEqual({ projectType: null, size: null, option: null, total: null });
  });

  it.each([
    ["an unknown project type", { ...kitchen, projectType: "roof" }],
    ["an unknown option", { ...kitchen, option: "gold" }],
    ["a size outside the range", { ...kitchen, size: 5000 }],
    ["text", "Kitchen remodel, 120 sq ft"],
  ])("refuses %s with the estimate's message and stores nothing", async (_what, estimate) => {
    const before = await countRows(quoteRequests);
    const res = await post("/api/quotes", { ...quote, estimate });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: { estimate: ESTIMATE_MESSAGE },
    });
    expect(await countRows(quoteRequests)).toBe(before);
  });

  it("refuses estimate text that is not JSON in a multipart body", async () => {
    const res = await postMultipart({ ...quote, estimate: "{kitchen" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { estimate: ESTIMATE_MESSAGE } });
  });
});
