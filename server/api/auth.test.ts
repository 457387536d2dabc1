/** Customer sign-in links and sessions. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, sessions, users, verifications } from "~db/schema";
import { createAdmin, outboxOf, requestLink, signInCustomer } from "~tests/support/auth-helpers";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { linkIn, mailsTo, waitForMail } from "~tests/support/outbox";
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

const sessionCookie = (setCookie: string[]) => setCookie.find((c) => c.includes(".session_token="));

describe("sign-in links", () => {
  it("create the account on first use, sign in, and show the user at /api/auth/user", async () => {
    const client = await signInCustomer(server, "New.Customer@Example.com");
    const res = await client.fetch("/api/auth/user");
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(Object.keys(user).sort()).toEqual(["email", "firstName", "id", "isAdmin", "lastName"]);
    expect(user).toMatchObject({ email: "new.customer@example.com", isAdmin: false });
  });

  it("answers 401 with a message to an anonymous /api/auth/user", async () => {
    const res = await fetch(`${server.url}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Not signed in" });
  });

  it("are stored hashed, expire within 10 minutes, and are refused when used again", async () => {
    const client = browserLikeClient(server.url);
    const link = await requestLink(server, client, "reuse@example.com", "/my-projects");
    const token = new URL(link).searchParams.get("token")!;
    const rows = await server.database.db.select().from(verifications);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);
    const row = rows.find((r) => r.value.includes("reuse@example.com"))!;
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);

    const first = await client.fetch(link);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`${server.url}/my-projects`);
    expect(sessionCookie(first.headers.getSetCookie())).toBeDefined();

    const stranger = browserLikeClient(server.url);
    const second = await stranger.fetch(link);
    expect(second.status).toBe(302);
    expect(second.headers.get("location")).toMatch(/\/login\?error=INVALID_TOKEN$/);
    expect(sessionCookie(second.headers.getSetCookie())).toBeUndefined();
    expect((await stranger.fetch("/api/auth/user")).status).toBe(401);
  });

  it("are refused once expired", async () => {
    const client = browserLikeClient(server.url);
    const link = await requestLink(server, client, "late@example.com");
    await server.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${verifications.value} like '%late@example.com%'`);
    const res = await client.fetch(link);
    expect(res.headers.get("location")).toMatch(/\/login\?error=/);
    expect((await client.fetch("/api/auth/user")).status).toBe(401);
  });

  it("only ever lead back to a path of this site", async () => {
    const client = browserLikeClient(server.url);
    for (const target of [
      "https://evil.example/x",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const before = mailsTo(outboxOf(server), "redirect@example.com").length;
      const res = await client.post("/api/auth/sign-in/magic-link", {
        email: "redirect@example.com",
        callbackURL: target,
      });
      // Refused outright, or the link goes home instead: never a link that leaves the site.
      if (res.status === 403) continue;
      expect(res.status, target).toBe(200);
      const link = await waitForMail(outboxOf(server), "redirect@example.com", { count: before + 1 });
      const verify = await browserLikeClient(server.url).fetch(linkIn(link));
      expect(verify.headers.get("location"), target).toBe(`${server.url}/`);
      await server.database.db.delete(rateLimits);
    }
  });

  it("give an admin address no link, and a link cannot start an admin session", async () => {
    await createAdmin(server, "boss-link@example.com");
    const client = browserLikeClient(server.url);
    const res = await client.post("/api/auth/sign-in/magic-link", { email: "boss-link@example.com" });
    expect(res.status).toBe(200);
    const mail = await waitForMail(outboxOf(server), "boss-link@example.com");
    expect(mail.text).toMatch(/signs in with its password and authenticator code/);
    expect(mail.text).not.toMatch(/magic-link\/verify/);

    // Even a link issued before the promotion does not sign an admin in.
    const customer = browserLikeClient(server.url);
    const link = await requestLink(server, customer, "promoted@example.com");
    await createAdmin(server, "promoted@example.com");
    const verify = await customer.fetch(link);
    expect(verify.headers.get("location")).toMatch(/\/login\?error=/);
    expect((await customer.fetch("/api/auth/user")).status).toBe(401);
  });
});

describe("sessions", () => {
  it("use an HttpOnly, SameSite=Lax cookie with an absolute lifetime of 7 days", async () => {
    const client = browserLikeClient(server.url);
    const link = await requestLink(server, client, "cookie@example.com");
    const res = await client.fetch(link);
    const cookie = sessionCookie(res.headers.getSetCookie())!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not in test; see the production case below
    const [user] = await server.database.db.select().from(users).where(eq(users.email, "cookie@example.com"));
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const lifetime = session!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
  });

  it("start anew at each sign-in, and a session cookie set before sign-in is not kept", async () => {
    const client = browserLikeClient(server.url);
    client.cookies.set("site.session_token", "planted-by-someone-else");
    await client.fetch(await requestLink(server, client, "fixation@example.com"));
    const first = client.cookies.get("site.session_token");
    expect(first).not.toBe("planted-by-someone-else");
    await client.fetch(await requestLink(server, client, "fixation@example.com"));
    expect(client.cookies.get("site.session_token")).not.toBe(first);
  });

  it("end on the server at sign-out: the old cookie is refused afterwards", async () => {
    const client = await signInCustomer(server, "leaving@example.com");
    const oldCookie = client.cookieHeader();
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
    const out = await client.fetch("/api/logout");
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    const replay = await fetch(`${server.url}/api/auth/user`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it("are not ended by another site's link to /api/logout", async () => {
    const client = await signInCustomer(server, "stays@example.com");
    const res = await client.fetch("/api/logout", { headers: { "sec-fetch-site": "cross-site" } });
    expect(res.status).toBe(302);
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
  });

  it("/api/login keeps a same-origin returnTo and ignores any other", async () => {
    const cases: Array<[string, string]> = [
      ["/my-projects", "/login?returnTo=%2Fmy-projects"],
      ["/my-projects/3?tab=x", "/login?returnTo=%2Fmy-projects%2F3%3Ftab%3Dx"],
      ["https://evil.example/", "/login"],
      ["//evil.example/", "/login"],
      ["/\\evil.example", "/login"],
      ["/api/logout", "/login"],
    ];
    for (const [returnTo, expected] of cases) {
      const res = await fetch(`${server.url}/api/login?returnTo=${encodeURIComponent(returnTo)}`, {
        redirect: "manual",
      });
      expect(res.status, returnTo).toBe(302);
      expect(res.headers.get("location"), returnTo).toBe(expected);
    }
    const signedIn = await signInCustomer(server, "already@example.com");
    const res = await signedIn.fetch("/api/login?returnTo=%2Fmy-projects");
    expect(res.headers.get("location")).toBe("/my-projects");
  });
});
