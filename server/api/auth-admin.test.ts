/** Admin sign-in with two-factor authentication, and the sign-in rate limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "~db/schema";
import { createAdmin, outboxOf, signInAdmin, signInCustomer, totpCode } from "~tests/support/auth-helpers";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { readOutbox } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
// Every test starts with fresh rate-limit counters (they are per client address, and all tests share one).
beforeEach(async () => {
  await server.database.db.delete(rateLimits);
});

describe("admin sign-in with two-factor authentication", () => {
  it("enrols TOTP, then asks for the code at sign-in and refuses a wrong one", async () => {
    await createAdmin(server, "totp@example.com");
    const { client, body } = await signInAdmin(server, "totp@example.com");
    expect(body.twoFactorRedirect).toBeUndefined();

    const enable = await client.post("/api/auth/two-factor/enable", { password: "a long admin passphrase" });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const key = new URL(totpURI).searchParams.get("secret")!;
    expect(backupCodes.length).toBeGreaterThan(0);
    // Not on until a code proves the app has the key.
    const pending = await signInAdmin(server, "totp@example.com");
    expect(pending.body.twoFactorRedirect).toBeUndefined();
    const confirm = await client.post("/api/auth/two-factor/verify-totp", { code: totpCode(key) });
    expect(confirm.status).toBe(200);

    const second = await signInAdmin(server, "totp@example.com");
    expect(second.body.twoFactorRedirect).toBe(true);
    expect((await second.client.fetch("/api/auth/user")).status).toBe(401);
    const wrong = await second.client.post("/api/auth/two-factor/verify-totp", {
      code: totpCode(key, Date.now() - 10 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect((await second.client.fetch("/api/auth/user")).status).toBe(401);
    const right = await second.client.post("/api/auth/two-factor/verify-totp", { code: totpCode(key) });
    expect(right.status).toBe(200);
    const me = await second.client.fetch("/api/auth/user");
    expect(await me.json()).toMatchObject({ email: "totp@example.com", isAdmin: true, firstName: "Dana" });

    // An admin session is short: 12 hours at most.
    const [user] = await server.database.db.select().from(users).where(eq(users.email, "totp@example.com"));
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    for (const row of rows)
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600 * 1000);
  });

  it("refuses a wrong password, and nobody can sign up with a password", async () => {
    await createAdmin(server, "pw@example.com");
    const client = browserLikeClient(server.url);
    const wrong = await client.post("/api/auth/sign-in/email", {
      email: "pw@example.com",
      password: "not the right passphrase",
    });
    expect(wrong.status).toBe(401);
    const signUp = await client.post("/api/auth/sign-up/email", {
      email: "intruder@example.com",
      password: "a long intruder passphrase",
      name: "x",
    });
    expect(signUp.status).toBe(404);
    const [intruder] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, "intruder@example.com"));
    expect(intruder).toBeUndefined();
  });

  it("cannot make anyone an admin through the auth API", async () => {
    const client = await signInCustomer(server, "climber@example.com");
    for (const path of ["/api/auth/update-user", "/api/auth/sign-up/email", "/api/auth/get-session"]) {
      const res = await client.post(path, { isAdmin: true, email: "climber@example.com", name: "x" });
      expect(res.status, path).toBe(404);
    }
    expect(await (await client.fetch("/api/auth/user")).json()).toMatchObject({ isAdmin: false });
  });
});

describe("rate limits", () => {
  it("answer 429 after 10 sign-in link requests from one address, whatever X-Forwarded-For says", async () => {
    const client = browserLikeClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await client.post(
        "/api/auth/sign-in/magic-link",
        { email: `flood-${i}@example.com` },
        { "x-forwarded-for": `203.0.113.${i}`, "x-site-client-ip": `198.51.100.${i}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(readOutbox(outboxOf(server)).filter((m) => m.to.includes("flood-11@"))).toEqual([]);
    const rows = await server.database.db.select().from(rateLimits);
    expect(rows.some((r) => r.key.includes("/sign-in/magic-link") && r.count >= 10)).toBe(true);
  });

  it("answer 429 after 3 links for one recipient", async () => {
    const client = browserLikeClient(server.url);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await client.post("/api/auth/sign-in/magic-link", { email: "Mailbox@example.com" })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("answer 429 after 10 password attempts", async () => {
    const client = browserLikeClient(server.url);
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await client.post("/api/auth/sign-in/email", {
        email: "guess@example.com",
        password: `guess number ${i} here`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
