/**
 * Twilio's webhooks against the site, with the local stand-in of Twilio playing its side (signed posts):
 * signatures, the keywords (STOP ends texts at once, with one confirmation; START restores them; HELP
 * answers), a customer's text stored once however often Twilio delivers it, unknown numbers, and delivery
 * reports; the texts themselves go through the site's real job queue to the stand-in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEmailOf } from "~/features/texts/inbound-text.server";
import { queueCustomerText } from "~/features/texts/queue-text.server";
import { twilioSignature } from "~/features/texts/twilio-signature.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { customers, textConsents } from "~db/schema";
import { createLogger } from "~server/logger";
import { messageSid, postAsTwilio, startFakeTwilio, type FakeTwilio } from "~tests/support/fake-twilio";
import { databaseFingerprint } from "~tests/support/fixtures";
import { readOutbox } from "~tests/support/outbox";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import { BUSINESS_NAME, ensureTextingBusiness, makeTextCustomer, textsOf } from "~tests/support/texts";

let twilio: FakeTwilio;
let server: TestServer;
const db = () => server.database.db;
const DEADLINE = { timeout: 15_000, interval: 50 };

beforeAll(async () => {
  twilio = await startFakeTwilio();
  server = await startTestServer({ env: twilio.env() });
  await ensureTextingBusiness(db());
});
afterAll(async () => {
  await server?.close();
  await twilio?.close();
});

const twimlOf = (reply: string | null) =>
  `<?xml version="1.0" encoding="UTF-8"?>${reply === null ? "<Response/>" : `<Response><Message>${reply}</Message></Response>`}`;

async function text(from: string, body: string, sid?: string) {
  const res = await twilio.textTheSite(server.url, { from, body, sid });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/xml/);
  return res.text();
}

/** A reminder held until 8 AM on a morning years away, so that it is still waiting during the test. */
const FAR_NIGHT = new Date("2031-01-16T04:00:00Z");
const heldReminder = (customerId: number, key: string) =>
  queueCustomerText(db(), {
    customerId,
    kind: "reminder",
    body: "Your visit is tomorrow.",
    dedupeKey: key,
    now: FAR_NIGHT,
  });

describe("the signature", () => {
  it("bad, missing or of other parameters is refused with 403, and nothing is stored", async () => {
    const customer = await makeTextCustomer(db(), { phone: "+13255550160" });
    const before = await databaseFingerprint(db());
    const url = `${server.url}/api/webhooks/sms`;
    const params = { From: "+13255550160", To: twilio.number, Body: "STOP", MessageSid: messageSid() };
    const attempts = [
      postAsTwilio(url, params, "0".repeat(32)), // another account's token
      postAsTwilio(url, params, twilio.authToken, ""), // none
      postAsTwilio(url, params, twilio.authToken, "bm90IGEgc2lnbmF0dXJl"), // made up
      // Signed for other words than those posted.
      fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioSignature(
            twilio.authToken,
            url,
            new URLSearchParams({ ...params, Body: "Hello" }),
          ),
        },
        body: new URLSearchParams(params),
      }),
      postAsTwilio(
        `${server.url}/api/webhooks/sms/status`,
        { MessageSid: messageSid(), MessageStatus: "delivered" },
        "0".repeat(32),
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "Invalid signature" });
    }
    expect(await databaseFingerprint(db())).toEqual(before);
    expect((await db().select().from(customers).where(eq(customers.id, customer)))[0]!.textOptIn).toBe(true);
  });

  it("cannot be checked without Twilio configured: the webhooks refuse everything", async () => {
    // On the same database, working no jobs (those are the other server's).
    const unconfigured = await startTestServer({ database: server.database, env: { WORKER: "off" } });
    try {
      const res = await postAsTwilio(
        `${unconfigured.url}/api/webhooks/sms`,
        { From: "+13255550161", To: "+13255550100", Body: "Hello", MessageSid: messageSid() },
        twilio.authToken,
      );
      expect(res.status).toBe(403);
      expect((await res.json()).message).toMatch(/^Texts are not set up/);
    } finally {
      await unconfigured.close();
    }
  });

  it("checked, a post without the fields Twilio sends is a 400", async () => {
    const res = await postAsTwilio(
      `${server.url}/api/webhooks/sms`,
      { From: "not a number", Body: "x" },
      twilio.authToken,
    );
    expect(res.status).toBe(400);
  });
});

describe("STOP", () => {
  it("ends the customer's texts at once: one confirmation, waiting texts dropped, nothing queued after", async () => {
    const phone = "+13255550162";
    const customer = await makeTextCustomer(db(), { phone });
    expect(await heldReminder(customer, "before-stop")).toEqual({ queued: true });

    const sid = messageSid();
    const confirmation = `${BUSINESS_NAME}: You have been unsubscribed and will get no more texts from us. Reply START to resubscribe.`;
    expect(await text(phone, " Stop ", sid)).toBe(twimlOf(confirmation));
    // Twilio delivering the same message again gets no second confirmation.
    expect(await text(phone, " Stop ", sid)).toBe(twimlOf(null));

    const [row] = await db().select().from(customers).where(eq(customers.id, customer));
    expect(row!.textOptIn).toBe(false);
    const consents = await db().select().from(textConsents).where(eq(textConsents.customerId, customer));
    expect(consents.at(-1)).toMatchObject({
      optIn: false,
      source: "keyword",
      wording: "Stop",
      phoneE164: phone,
    });

    expect(await heldReminder(customer, "after-stop")).toEqual({ queued: false, reason: "no_consent" });
    // In the order written (the reminder was queued for a night years away).
    const log = (await textsOf(db(), customer)).toSorted((a, b) => a.id - b.id);
    expect(log.map(({ direction, kind, status, body }) => ({ direction, kind, status, body }))).toEqual([
      { direction: "outbound", kind: "reminder", status: "skipped", body: "Your visit is tomorrow." },
      { direction: "inbound", kind: "inbound", status: "received", body: " Stop " },
      { direction: "outbound", kind: "keyword", status: "sent", body: confirmation },
    ]);
    // The confirmation is the webhook's answer: nothing went through Twilio's API.
    expect(twilio.messages.filter((message) => message.to === phone)).toEqual([]);
  });

  it("then START restores them, and HELP answers with the business's name, phone and how to stop", async () => {
    const phone = "+13255550163";
    const customer = await makeTextCustomer(db(), { phone });
    await text(phone, "UNSUBSCRIBE");
    expect(await text(phone, "start")).toBe(
      twimlOf(
        `${BUSINESS_NAME}: You have been resubscribed to our texts. Reply HELP for help. Reply STOP to opt out.`,
      ),
    );
    expect((await db().select().from(customers).where(eq(customers.id, customer)))[0]!.textOptIn).toBe(true);
    const consents = await db().select().from(textConsents).where(eq(textConsents.customerId, customer));
    expect(consents.map(({ optIn, source, wording }) => ({ optIn, source, wording })).slice(-2)).toEqual([
      { optIn: false, source: "keyword", wording: "UNSUBSCRIBE" },
      { optIn: true, source: "keyword", wording: "start" },
    ]);
    expect(await heldReminder(customer, "after-start")).toEqual({ queued: true });

    expect(await text(phone, "HELP")).toBe(
      twimlOf(
        `${BUSINESS_NAME}: For help, call us at (325) 555-0142 or reply to this text. Reply STOP to opt out.`,
      ),
    );
    expect((await db().select().from(customers).where(eq(customers.id, customer)))[0]!.textOptIn).toBe(true);
  });
});

describe("a number two customers share", () => {
  it("talks with the one last texted with, and STOP stops texts to both", async () => {
    const phone = "+13255550167";
    const older = await makeTextCustomer(db(), { phone, name: "Pat Older" });
    const newer = await makeTextCustomer(db(), { phone, name: "Pat Newer" });
    // The older one got the last text: the answer is theirs.
    await heldReminder(older, "shared");
    await text(phone, "Which day was that again?");
    expect((await textsOf(db(), older)).map((row) => row.direction)).toEqual(["inbound", "outbound"]);
    expect(await textsOf(db(), newer)).toEqual([]);

    await text(phone, "STOP");
    const both = await db().select().from(customers).where(eq(customers.phoneE164, phone));
    expect(both.map((row) => row.textOptIn)).toEqual([false, false]);
  });
});

describe("a customer's text", () => {
  it("lands in their conversation once, however often Twilio delivers it, unread and unanswered", async () => {
    const phone = "+13255550164";
    const customer = await makeTextCustomer(db(), { phone });
    const sid = messageSid();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => text(phone, "Can you come at 10 instead of 9?", sid)),
    );
    expect(answers).toEqual(Array(5).fill(twimlOf(null)));
    const log = await textsOf(db(), customer);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      direction: "inbound",
      status: "received",
      body: "Can you come at 10 instead of 9?",
      fromNumber: phone,
      toNumber: twilio.number,
      providerId: sid,
      readAt: null,
    });
  });

  it("from a number no customer has makes a new contact, whom no mail can reach", async () => {
    const phone = "+13255550177";
    await text(phone, "Hi, do you build decks?");
    await text(phone, "In Abilene.");
    const contacts = await db().select().from(customers).where(eq(customers.phoneE164, phone));
    expect(contacts).toEqual([
      expect.objectContaining({
        name: "Text from (325) 555-0177",
        email: "sms-13255550177@contacts.invalid",
        phone: "(325) 555-0177",
        textOptIn: false,
      }),
    ]);
    expect((await textsOf(db(), contacts[0]!.id)).map((row) => row.body)).toEqual([
      "Hi, do you build decks?",
      "In Abilene.",
    ]);
    // The placeholder address is never mailed.
    const mailer = createMailer(server.config, createLogger("silent"));
    await mailer.send({ to: contactEmailOf(phone), subject: "Your estimate", text: "…" });
    expect(readOutbox(`${server.dataDir}/outbox`).filter((mail) => mail.to.endsWith(".invalid"))).toEqual([]);
  });
});

describe("delivery reports", () => {
  async function onMyWay(phone: string) {
    const customer = await makeTextCustomer(db(), { phone });
    await queueCustomerText(db(), {
      customerId: customer,
      kind: "on_my_way",
      body: "Sam is on the way.",
      dedupeKey: "omw",
    });
    // The site's own worker sends it to the stand-in.
    await expect
      .poll(() => twilio.messages.filter((message) => message.to === phone).length, DEADLINE)
      .toBe(1);
    const message = twilio.messages.find((m) => m.to === phone)!;
    await expect.poll(async () => (await textsOf(db(), customer))[0]!.providerId, DEADLINE).toBe(message.sid);
    return { customer, message };
  }
  const statusOf = async (customer: number) => {
    const [row] = await textsOf(db(), customer);
    return { status: row!.status, error: row!.error };
  };

  it("mark a text delivered, and a late report never moves it back", async () => {
    const { customer, message } = await onMyWay("+13255550165");
    expect(message.body).toBe(`${BUSINESS_NAME}: Sam is on the way.\nReply STOP to opt out`);
    expect((await twilio.report(message, "sent")).status).toBe(200);
    expect((await twilio.report(message, "delivered")).status).toBe(200);
    expect(await statusOf(customer)).toEqual({ status: "delivered", error: null });
    await twilio.report(message, "sent");
    await twilio.report(message, "undelivered", "30003");
    expect(await statusOf(customer)).toEqual({ status: "delivered", error: null });
  });

  it("mark a text failed with Twilio's error code", async () => {
    const { customer, message } = await onMyWay("+13255550166");
    await twilio.report(message, "failed", "30006");
    expect(await statusOf(customer)).toEqual({
      status: "failed",
      error: "Not delivered (Twilio error 30006)",
    });
  });

  it("about a message the site does not know change nothing", async () => {
    const before = await databaseFingerprint(db());
    const res = await postAsTwilio(
      `${server.url}/api/webhooks/sms/status`,
      { MessageSid: messageSid(), MessageStatus: "delivered" },
      twilio.authToken,
    );
    expect(res.status).toBe(200);
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
