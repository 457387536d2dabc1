/**
 * The inbox's Texts drawn on the server and answered without script: the conversations with their unread
 * counts, a conversation's texts, the reply posted natively to the back office's page (sent as a text to the
 * local stand-in of Twilio), a refused reply coming back with its message and what was typed, and marking a
 * conversation read. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { startFakeTwilio, type FakeTwilio } from "~tests/support/fake-twilio";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { BUSINESS_NAME, ensureTextingBusiness, makeTextCustomer } from "~tests/support/texts";

let twilio: FakeTwilio;
let server: TestServer;
let admin: Client;
let customerId: number;
const PHONE = "+13255550181";
const DEADLINE = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startTestServer({ withPages: true, env: twilio.env() });
  await ensureTextingBusiness(server.database.db);
  await createAdmin(server, "admin@example.com");
  ({ client: admin } = await signInAdmin(server, "admin@example.com"));
  customerId = await makeTextCustomer(server.database.db, { phone: PHONE, name: "Robin Texter" });
  for (const body of ["Is the crew still coming Friday?", "We will be out after 3 <3"]) {
    expect((await twilio.textTheSite(server.url, { from: PHONE, body })).status).toBe(200);
  }
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});

async function page(search: string) {
  const response = await admin.fetch(`/admin${search}`, { headers: { accept: "text/html" } });
  // React separates neighbouring texts with empty comments ("Page <!-- -->1").
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

const post = (fields: Record<string, string>) =>
  admin.fetch(`/admin?index&tab=inbox&kind=texts&customer=${customerId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    body: new URLSearchParams(fields),
  });

describe("the inbox's Texts", () => {
  it("list the conversations with their unread texts, and open one with its texts and a reply form", async () => {
    const list = await page("?tab=inbox&kind=texts");
    expect(list.status).toBe(200);
    expect(list.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Texts \(2 unread\)/);
    expect(list.html).toContain(`href="/admin?tab=inbox&amp;kind=texts&amp;customer=${customerId}"`);
    expect(list.html).toContain("Robin Texter");
    expect(list.html).toContain("2 unread");

    const open = await page(`?tab=inbox&kind=texts&customer=${customerId}`);
    expect(open.html).toMatch(/<h2 id="conversation-heading"[^>]*>Robin Texter<\/h2>/);
    expect(open.html).toContain('aria-label="Texts with Robin Texter"');
    expect(open.html).toContain("Is the crew still coming Friday?");
    expect(open.html).toContain("We will be out after 3 &lt;3");
    const replyForm = /<form[^>]*aria-label="Reply to Robin Texter"[^>]*>/.exec(open.html)?.[0];
    expect(replyForm).toContain(
      `action="/admin?index&amp;tab=inbox&amp;kind=texts&amp;customer=${customerId}"`,
    );
    expect(replyForm).toContain('method="post"');
    expect(open.html).toMatch(/<label[^>]*>Reply by text<\/label>/);
  });

  it("take a reply posted without script: sent as a text, back to the conversation", async () => {
    const response = await post({ intent: "reply", text: "Yes, Friday at 9:00 AM." });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin?tab=inbox&kind=texts&customer=${customerId}`);
    await expect
      .poll(() => twilio.messages.filter((m) => m.to === PHONE).map((m) => m.body), DEADLINE)
      .toEqual([`${BUSINESS_NAME}: Yes, Friday at 9:00 AM.\nReply STOP to opt out`]);
    // Answering reads the conversation.
    const open = await page(`?tab=inbox&kind=texts&customer=${customerId}`);
    expect(open.html).toContain("Texts (0 unread)");
    expect(open.html).toContain("Yes, Friday at 9:00 AM.");
  });

  it("give an empty reply back with the field's message, and a long one with what was typed", async () => {
    const empty = await post({ intent: "reply", text: "  " });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Please write your reply.");
    expect(emptyHtml).toMatch(/<textarea[^>]*aria-invalid="true"/);

    const typed = `${"So much to say. ".repeat(100)}The end.`;
    const long = await post({ intent: "reply", text: typed });
    expect(long.status).toBe(400);
    const longHtml = (await long.text()).replaceAll("<!-- -->", "");
    expect(longHtml).toContain("A text has at most 1,600 characters.");
    expect(longHtml).toContain("The end.</textarea>");
  });

  it("mark a conversation read without script", async () => {
    expect((await twilio.textTheSite(server.url, { from: PHONE, body: "Thanks!" })).status).toBe(200);
    expect((await page("?tab=inbox&kind=texts")).html).toContain("Texts (1 unread)");
    const response = await post({ intent: "read" });
    expect(response.status).toBe(303);
    expect((await page("?tab=inbox&kind=texts")).html).toContain("Texts (0 unread)");
  });
});
