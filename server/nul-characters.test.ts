/**
 * A NUL character (which PostgreSQL text cannot hold) anywhere in a request is a 400 at the edge: path,
 * query string, JSON or form body, the auth library's own endpoints and the pages alike.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { newClientIp, postJson } from "~tests/support/booking";
import type { Client } from "~tests/support/browser-like-client";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { NUL_REFUSED } from "./nul-characters";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({
    withPages: true,
    env: { PAYMENTS_PROVIDER: "test", TRUST_PROXY: "1" },
  });
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: NUL_REFUSED });
};

/** POST with a body written out, so that escapes reach the server exactly as given. */
const postRaw = (path: string, body: string, contentType = "application/json") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": contentType, origin: server.url, "x-forwarded-for": newClientIp() },
    body,
  });

describe("in the path or query string", () => {
  it("is refused on the API, anonymous or admin", async () => {
    await refused(await postJson(server.url, "/api/test-checkout/a%00b/pay", {}));
    await refused(await fetch(`${server.url}/api/availability?date=2030-01-01%00`));
    await refused(await admin.fetch("/api/admin/customers/a%00b/appointments"));
    await refused(await admin.fetch("/api/admin/customers?q=%00"));
    await refused(await admin.fetch("/api/admin/appointments?q=x&%00=1"));
    await refused(await admin.fetch("/api/admin/upload/a%00.webp", { method: "DELETE" }));
  });

  it("is refused on the pages and uploads with a plain 400 page", async () => {
    for (const path of ["/checkout/test/a%00b", "/services?q=%00", "/uploads/a%00.webp"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
  });
});

describe("in a body", () => {
  it("is refused in a JSON value or key, however deep, storing nothing", async () => {
    const message = {
      name: "Pat Carter",
      email: "pat@example.com",
      phone: "325-555-0123",
      subject: "Leak",
      message: "Water everywhere under the sink.",
    };
    await refused(await postJson(server.url, "/api/messages", { ...message, subject: "Leak\u0000" }));
    await refused(await postJson(server.url, "/api/messages", { ...message, "x\u0000": 1 }));
    await refused(await postJson(server.url, "/api/messages", { ...message, extra: [[{ a: ["\u0000"] }]] }));
    await refused(await admin.post("/api/admin/services", { name: "\u0000" }));
    expect(await server.database.db.$count(contactMessages)).toBe(0);
  });

  it("is refused before the auth library reads the body, as JSON or as a form", async () => {
    await refused(
      await postJson(server.url, "/api/auth/sign-in/magic-link", { email: "a\u0000@example.com" }),
    );
    await refused(
      await postRaw(
        "/api/auth/sign-in/magic-link",
        "email=a%00%40example.com",
        "application/x-www-form-urlencoded",
      ),
    );
    await refused(await postRaw("/api/auth/sign-in/email", '{"email":"a@b.c","password":"x\0"}'));
  });

  it("is not mistaken in text that only spells the escape out", async () => {
    // JSON `\\u0000` is a backslash followed by "u0000": six ordinary characters.
    const res = await postRaw(
      "/api/messages",
      JSON.stringify({
        name: "Pat Carter",
        email: "pat@example.com",
        phone: "325-555-0123",
        subject: "The \\u0000 escape",
        message: "Written out: \\u0000 and %00",
      }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect([row!.subject, row!.message]).toEqual(["The \\u0000 escape", "Written out: \\u0000 and %00"]);
    const auth = await postRaw("/api/auth/sign-in/magic-link", '{"email":"a\\\\u0000@example.com"}');
    expect(auth.status).toBe(400);
    expect(await auth.text()).not.toContain(NUL_REFUSED);
  });
});
