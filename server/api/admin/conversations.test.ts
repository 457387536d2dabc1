/**
 * /api/admin/conversations: the texts with each customer in the inbox, their unread counts, reading them,
 * and the owner's reply, which goes out as a text (to the local stand-in of Twilio) through the job queue.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConversationMessage, ConversationSummary } from "~/features/texts/conversation";
import { customers } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { startFakeTwilio, type FakeTwilio } from "~tests/support/fake-twilio";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { BUSINESS_NAME, ensureTextingBusiness, makeTextCustomer, textsOf } from "~tests/support/texts";

let twilio: FakeTwilio;
let server: TestServer;
let admin: Client;
let customer: Client;
let anonymous: Client;
const db = () => server.database.db;
const DEADLINE = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startTestServer({ env: twilio.env() });
  await ensureTextingBusiness(db());
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
  customer = await signInCustomer(server, "customer@example.com");
  anonymous = browserLikeClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (res.status === 204 ? undefined : await res.json()) as T;
}
const conversations = async () => json<ConversationSummary[]>(await admin.fetch("/api/admin/conversations"));
const thread = async (id: number) =>
  json<ConversationMessage[]>(await admin.fetch(`/api/admin/conversations/${id}`));
const reply = (id: number, text: unknown) => admin.post(`/api/admin/conversations/${id}/messages`, { text });

async function customerWhoWrote(phone: string, ...texts: string[]) {
  const id = await makeTextCustomer(db(), { phone, name: `Writer ${phone.slice(-4)}` });
  for (const body of texts) {
    const res = await twilio.textTheSite(server.url, { from: phone, body });
    expect(res.status).toBe(200);
  }
  return id;
}

describe("the conversations", () => {
  it("list each customer by their latest text, newest first, with the texts not read; reading them is a post", async () => {
    const first = await customerWhoWrote("+13255550170", "Is Tuesday still on?");
    const second = await customerWhoWrote("+13255550171", "Hello", "Can you send the invoice again?");
    const list = await conversations();
    expect(list.slice(0, 2)).toEqual([
      {
        customer: { id: second, name: "Writer 0171", phone: "+13255550171" },
        lastMessage: {
          body: "Can you send the invoice again?",
          direction: "inbound",
          at: expect.any(String),
        },
        unread: 2,
      },
      {
        customer: { id: first, name: "Writer 0170", phone: "+13255550170" },
        lastMessage: { body: "Is Tuesday still on?", direction: "inbound", at: expect.any(String) },
        unread: 1,
      },
    ]);

    const messages = await thread(second);
    expect(messages.map(({ direction, body, status }) => ({ direction, body, status }))).toEqual([
      { direction: "inbound", body: "Hello", status: "received" },
      { direction: "inbound", body: "Can you send the invoice again?", status: "received" },
    ]);
    // Reading the thread changes nothing (a GET); the inbox marks it read once shown.
    expect((await conversations()).find((c) => c.customer.id === second)!.unread).toBe(2);
    await json(await admin.post(`/api/admin/conversations/${second}/read`), 204);
    expect((await conversations()).find((c) => c.customer.id === second)!.unread).toBe(0);
  });

  it("of a customer who does not exist is a 404; an id that is not one is a 400", async () => {
    expect((await admin.fetch("/api/admin/conversations/999999")).status).toBe(404);
    expect((await admin.fetch("/api/admin/conversations/abc")).status).toBe(400);
    expect((await reply(999_999, "Hello")).status).toBe(404);
  });
});

describe("the owner's reply", () => {
  it("goes out as a text naming the business, appears in the thread and marks it read", async () => {
    const phone = "+13255550172";
    const id = await customerWhoWrote(phone, "What time tomorrow?");
    const sent = await json<ConversationMessage>(await reply(id, "  We will be there at 9:00 AM.  "), 201);
    expect(sent).toMatchObject({
      direction: "outbound",
      body: "We will be there at 9:00 AM.",
      status: "queued",
    });
    await expect
      .poll(() => twilio.messages.filter((m) => m.to === phone).map((m) => m.body), DEADLINE)
      .toEqual([`${BUSINESS_NAME}: We will be there at 9:00 AM.\nReply STOP to opt out`]);
    await expect.poll(async () => (await thread(id)).at(-1)!.status, DEADLINE).toBe("sent");
    expect((await conversations()).find((c) => c.customer.id === id)).toMatchObject({
      unread: 0,
      lastMessage: { direction: "outbound" },
    });
  });

  it("may answer a new contact who texted first, though they never ticked the box", async () => {
    const phone = "+13255550173";
    const res = await twilio.textTheSite(server.url, { from: phone, body: "Do you do roofs?" });
    expect(res.status).toBe(200);
    const [contact] = await db().select().from(customers).where(eq(customers.phoneE164, phone));
    expect((await reply(contact!.id, "We do. When can we come and look?")).status).toBe(201);
    await expect.poll(() => twilio.messages.filter((m) => m.to === phone).length, DEADLINE).toBe(1);
  });

  it("to a customer who said STOP is refused with 409, and nothing is sent", async () => {
    const phone = "+13255550174";
    const id = await customerWhoWrote(phone, "STOP");
    const res = await reply(id, "Sorry to see you go.");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "This customer has opted out of texts (they replied STOP or turned texts off).",
    });
    expect((await textsOf(db(), id)).filter((row) => row.kind === "reply")).toEqual([]);
  });

  it("to a customer who never agreed to texts nor wrote is refused with 409", async () => {
    const id = await makeTextCustomer(db(), { phone: "+13255550175", optIn: false });
    const res = await reply(id, "Hello!");
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe("This customer has not agreed to texts.");
  });

  it("empty, or longer than a text may be, is a 400 with the field's message", async () => {
    const id = await customerWhoWrote("+13255550176", "Hi");
    for (const text of ["", "   ", undefined]) {
      const res = await reply(id, text);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ text: "Please write your reply." });
    }
    const tooLong = await reply(id, "x".repeat(1601));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors).toEqual({ text: "A text has at most 1,600 characters." });
    // With the name and the STOP line, 1,600 typed characters are too many as well: the field says how many fit.
    const withName = await reply(id, "x".repeat(1600));
    expect(withName.status).toBe(400);
    expect((await withName.json()).errors.text).toMatch(
      /^With the business's name and the opt-out line, a reply has at most 1,54\d characters\.$/,
    );
  });
});

describe("who may", () => {
  it("only an admin: anonymous gets 401, a customer 403, on every conversation endpoint", async () => {
    const id = await makeTextCustomer(db(), { phone: "+13255550178" });
    const calls: Array<[string, string]> = [
      ["GET", "/api/admin/conversations"],
      ["GET", `/api/admin/conversations/${id}`],
      ["POST", `/api/admin/conversations/${id}/read`],
      ["POST", `/api/admin/conversations/${id}/messages`],
    ];
    for (const [method, path] of calls) {
      const init = { method, ...(method === "POST" && { json: { text: "Hi" } }) };
      expect((await anonymous.fetch(path, init)).status, `${method} ${path}`).toBe(401);
      expect((await customer.fetch(path, init)).status, `${method} ${path}`).toBe(403);
    }
    expect(await textsOf(db(), id)).toEqual([]);
  });
});
