import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, sessions, users, verifications } from "../../db/schema";
import {
  createAdmin,
  outboxOf,
  requestLink,
  signInAdmin,
  signInCustomer,
  totpCode,
} from "../../tests/support/auth-helpers";
import { browserLikeClient } from "../../tests/support/browser-like-client";
import { latestMailTo, linkIn, readOutbox } from "../../tests/support/outbox";
import { startTestServer, type TestServer } from "../../tests/support/test-server";

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
      const res = await client.post("/api/auth/sign-in/magic-link", {
        email: "redirect@example.com",
        callbackURL: target,
      });
      // Refused outright, or the link goes home instead: never a link that leaves the site.
      if (res.status === 403) continue;
      expect(res.status, target).toBe(200);
      const link = latestMailTo(outboxOf(server), "redirect@example.com")!;
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
    const mail = latestMailTo(outboxOf(server), "boss-link@example.com")!;
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

describe("cross-site requests", () => {
  const post = (headers: Record<string, string>) =>
    fetch(`${server.url}/api/auth/sign-in/magic-link`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: "csrf-target@example.com" }),
    });

  it("are refused with 403 and change nothing", async () => {
    const before = readOutbox(outboxOf(server)).length;
    for (const headers of [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: server.url, "sec-fetch-site": "cross-site" },
    ] as Array<Record<string, string>>) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ message: "Cross-site request refused" });
    }
    expect(readOutbox(outboxOf(server)).length).toBe(before);
  });

  it("pass from our own pages and from tools that send no Origin", async () => {
    expect((await post({ origin: server.url, "sec-fetch-site": "same-origin" })).status).toBe(200);
    // Like curl: no Origin and no Sec-Fetch-* headers (Node's fetch adds Sec-Fetch-Mode, so plain http here).
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${server.url}/api/auth/sign-in/magic-link`,
        { method: "POST", headers: { "content-type": "application/json" } },
        (res) => resolve(res.statusCode ?? 0),
      );
      request.on("error", reject);
      request.end(JSON.stringify({ email: "tool@example.com" }));
    });
    expect(status).toBe(200);
  });

  it("cover every write under /api, not only sign-in, except the card provider's webhook", async () => {
    const evil = { origin: "https://evil.example", "content-type": "application/json" };
    for (const [method, path] of [
      ["POST", "/api/quotes"],
      ["DELETE", "/api/admin/appointments/1"],
      ["PUT", "/api/appointments/1"],
    ]) {
      const res = await fetch(`${server.url}${path}`, { method, headers: evil, body: "{}" });
      expect(res.status, path).toBe(403);
    }
    const webhook = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: evil,
      body: "{}",
    });
    expect(webhook.status).not.toBe(403);
  });
});

describe("in production", () => {
  let prod: TestServer;
  beforeAll(async () => {
    // Behind one reverse proxy that appends the client address to X-Forwarded-For: TRUST_PROXY=1 hop.
    prod = await startTestServer({ env: { NODE_ENV: "production", TRUST_PROXY: "1" } });
  });
  afterAll(() => prod?.close());

  it("marks the session cookie Secure (with the __Secure- prefix)", async () => {
    const client = browserLikeClient(prod.url);
    const res = await client.fetch(await requestLink(prod, client, "secure@example.com"));
    const cookie = sessionCookie(res.headers.getSetCookie())!;
    expect(cookie).toMatch(/^__Secure-site\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
  });

  it("keeps an admin without two-factor authentication out of the admin API", async () => {
    await createAdmin(prod, "no-totp@example.com");
    const { client } = await signInAdmin(prod, "no-totp@example.com");
    const res = await client.fetch("/api/admin/appointments/1");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Set up two-factor authentication to use the admin area." });
  });

  it("with TRUST_PROXY counts each client address the proxy reports separately", async () => {
    let n = 0;
    const attempt = (ip: string) =>
      browserLikeClient(prod.url).post(
        "/api/auth/sign-in/magic-link",
        { email: `proxied-${n++}@example.com` },
        { "x-forwarded-for": ip },
      );
    const distinct = [];
    for (let i = 0; i < 11; i++) distinct.push((await attempt(`203.0.113.${i}`)).status);
    expect(distinct).not.toContain(429);
    const same = [];
    for (let i = 0; i < 11; i++) same.push((await attempt("198.51.100.7")).status);
    expect(same.at(-1)).toBe(429);
  });

  it("with TRUST_PROXY=1 a client that writes its own left-most X-Forwarded-For gets no more password guesses", async () => {
    await createAdmin(prod, "guessed@example.com");
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      // The client's made-up address, then the one the proxy appends: the address it really comes from.
      const res = await browserLikeClient(prod.url).post(
        "/api/auth/sign-in/email",
        { email: "guessed@example.com", password: `guess number ${i} here` },
        { "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.77` },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
