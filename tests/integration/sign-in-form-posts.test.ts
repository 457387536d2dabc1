/**
 * The sign-in pages' own form posts (no script): `/login` mails a link or signs an admin in with the
 * password, `/login/two-factor` takes the code; refusals come back as the page with the messages, and the
 * posts pass the cross-site guard and their own rate limits. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, outboxOf, SIGN_IN_MAIL, signInAdmin, totpCode } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { linkIn, MAIL_DEADLINE, mailsTo, waitForMail } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(() => server?.close());

/** A form post as a browser without script sends it, from the page itself. */
function postForm(client: Client, path: string, fields: Record<string, string>) {
  return client.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page's text, without its markup. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "");

describe("a sign-in link asked for without script", () => {
  it("answers the page saying where the link went, and the link is mailed", async () => {
    const email = "no.script@example.com";
    const res = await postForm(browserLikeClient(server.url), "/login", { email, password: "" });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain(`We sent a sign-in link to ${email}`);
    await expect.poll(() => mailsTo(outboxOf(server), email, /sign-in link/i).length, MAIL_DEADLINE).toBe(1);
  });

  it("a bad email: 400, the page with the field's message and the value kept", async () => {
    const res = await postForm(browserLikeClient(server.url), "/login", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(textOf(html)).toContain("Enter a valid email address.");
    expect(html).toMatch(
      /<input[^>]*value="not-an-email"[^>]*autofocus=""|autofocus=""[^>]*value="not-an-email"/,
    );
  });

  it("from another site: 403 before the page's action runs", async () => {
    const foreign = await browserLikeClient(server.url).fetch("/login", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      body: "email=victim%40example.com",
    });
    expect(foreign.status).toBe(403);
    expect(mailsTo(outboxOf(server), "victim@example.com")).toHaveLength(0);
  });
});

describe("a sign-in that names no page lands by role", () => {
  it("a customer's link lands on My Projects", async () => {
    const email = "landing.customer@example.com";
    const client = browserLikeClient(server.url);
    expect((await postForm(client, "/login", { email, password: "" })).status).toBe(200);
    const link = linkIn(await waitForMail(outboxOf(server), email, { subject: SIGN_IN_MAIL }));
    const signedIn = await client.fetch(link);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(`${server.url}/signed-in`);
    const landing = await client.fetch("/signed-in");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/my-projects");
  });

  it("an admin's password lands on the back office", async () => {
    const { email, password } = await createAdmin(server, "landing.admin@example.com");
    const client = browserLikeClient(server.url);
    const signIn = await postForm(client, "/login?intent=password", { email, password });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/signed-in");
    const landing = await client.fetch("/signed-in");
    expect(landing.headers.get("location")).toBe("/admin");
  });

  it("someone not signed in is sent to the sign-in page", async () => {
    const landing = await browserLikeClient(server.url).fetch("/signed-in");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/login");
  });
});

describe("an admin's password sign-in without script", () => {
  const email = "form.admin@example.com";
  beforeAll(() => createAdmin(server, email, "a long admin passphrase"));

  it("a wrong password: 401, the message, the email kept and never the password", async () => {
    const res = await postForm(browserLikeClient(server.url), "/login?intent=password", {
      email,
      password: "not the passphrase",
    });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(textOf(html)).toContain("Invalid email or password.");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("not the passphrase");
  });

  it("the right one: to the return-to page with the session cookie", async () => {
    const client = browserLikeClient(server.url);
    const res = await postForm(client, "/login?intent=password&returnTo=%2Fadmin", {
      email,
      password: "a long admin passphrase",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect([...client.cookies.keys()].some((name) => name.endsWith(".session_token"))).toBe(true);
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
  });

  it("with two-factor: the code step, a wrong code refused, the right one signs in", async () => {
    const twoFactorEmail = "form.admin.2fa@example.com";
    const { password } = await createAdmin(server, twoFactorEmail);
    const { client: setup } = await signInAdmin(server, twoFactorEmail);
    const enable = await setup.post("/api/auth/two-factor/enable", { password });
    const key = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
    expect((await setup.post("/api/auth/two-factor/verify-totp", { code: totpCode(key) })).status).toBe(200);

    const client = browserLikeClient(server.url);
    const signIn = await postForm(client, "/login?intent=password&returnTo=%2Fadmin", {
      email: twoFactorEmail,
      password,
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/login/two-factor?returnTo=%2Fadmin");

    const wrong = await postForm(client, "/login/two-factor?returnTo=%2Fadmin", {
      code: totpCode(key, Date.now() - 5 * 60_000),
    });
    expect(wrong.status).toBe(401);
    expect(textOf(await wrong.text())).toContain("That code is not right.");

    const right = await postForm(client, "/login/two-factor?returnTo=%2Fadmin", { code: totpCode(key) });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect((await client.fetch("/api/auth/user")).status).toBe(200);
  });

  it("counts against the password sign-in's limit (10 per 5 minutes), with the page's message", async () => {
    const client = browserLikeClient(server.url);
    let res: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      res = await postForm(client, "/login?intent=password", { email, password: "wrong guess" });
      if (res.status === 429) break;
    }
    expect(res!.status).toBe(429);
    expect(res!.headers.get("retry-after")).toMatch(/^\d+$/);
    const html = await res!.text();
    expect(textOf(html)).toMatch(/Too many requests\. Please try again in \d+ minutes?\./);
    expect(html).toContain(`value="${email}"`);
  });
});
