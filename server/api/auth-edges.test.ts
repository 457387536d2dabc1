/** Cross-site writes, and what changes in production (Secure cookies, two-factor, trusted proxies). */
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "~db/schema";
import { createAdmin, outboxOf, requestLink, signInAdmin } from "~tests/support/auth-helpers";
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

const sessionCookie = (setCookie: string[]) => setCookie.find((c) => c.includes(".session_token="));

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
