import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessToday } from "../../app/lib/dates";
import { contactMessages, quoteRequests } from "../../db/schema";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

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

const countRows = async (table: typeof quoteRequests | typeof contactMessages) =>
  (await server.database.db.select({ n: count() }).from(table))[0].n;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
});
afterAll(() => server.close());

describe("POST /api/quotes", () => {
  it("stores the request and answers 201 with its id and the thank-you text", async () => {
    const res = await post("/api/quotes", { ...quote, name: "  Jane Doe  ", company: "" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; message: string };
    expect(body).toEqual({
      id: expect.any(Number),
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
