/**
 * Queuing and sending texts against the local stand-in of Twilio, at fixed instants (the sending job is run
 * directly, as the worker would, with the instant it judges by): once each, naming the business, the STOP
 * line on the first only, consent checked again as it goes, quiet hours in both seasons, the daily limit,
 * retries and refusals, the owner's alerts, and the outbox without Twilio.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { JobQueue } from "~/lib/queue/job-catalog";
import { customers, textConsents, textMessages } from "~db/schema";
import { startFakeTwilio, type FakeTwilio } from "~tests/support/fake-twilio";
import { readSmsOutbox } from "~tests/support/sms-outbox";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import {
  BUSINESS_NAME,
  ensureTextingBusiness,
  makeTextCustomer,
  textRow,
  textsOf,
} from "~tests/support/texts";
import { replyToCustomer } from "./conversations.server";
import { queueCustomerText, queueOwnerText } from "./queue-text.server";
import { queueDueTexts, sendText, type TextSendDeps } from "./send-text.server";
import { smsOutbox } from "./sms-outbox.server";
import { twilioProvider } from "./twilio-provider.server";

let database: TestDatabase;
let twilio: FakeTwilio;
let deps: TextSendDeps;
const db = () => database.db;

// Fixed instants in Texas: noon in January (CST), 10 PM in January and in July (CDT).
const NOON = new Date("2026-01-15T18:00:00Z");
const TEN_PM_JANUARY = new Date("2026-01-16T04:00:00Z"); // January 15, 10:00 PM CST
const EIGHT_AM_JANUARY = new Date("2026-01-16T14:00:00Z"); // January 16, 8:00 AM CST
const TEN_PM_JULY = new Date("2026-07-16T03:00:00Z"); // July 15, 10:00 PM CDT
const EIGHT_AM_JULY = new Date("2026-07-16T13:00:00Z"); // July 16, 8:00 AM CDT
const minutes = (instant: Date, n: number) => new Date(instant.getTime() + n * 60_000);

let phoneCounter = 0;
/** A fictional number of its own for each customer (555-0100 to 555-0199), so "first text" is per test. */
const nextPhone = () => `+1325555${String(100 + (phoneCounter++ % 100)).padStart(4, "0")}`;

beforeAll(async () => {
  database = await createTestDatabase();
  twilio = await startFakeTwilio();
  await ensureTextingBusiness(database.db);
  deps = {
    db: database.db,
    siteUrl: "https://site.example",
    texts: twilioProvider({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      sender: { from: twilio.number },
      apiBase: twilio.url,
    }),
  };
});
afterAll(async () => {
  await twilio?.close();
  await database?.dispose();
});
beforeEach(() => {
  twilio.messages.length = 0;
});

async function reminderFor(customerId: number, now: Date, key = "visit-1", kind = "reminder" as const) {
  return queueCustomerText(db(), {
    customerId,
    kind,
    body: "Your visit is tomorrow at 9:00 AM.",
    dedupeKey: key,
    now,
  });
}
const onlyText = async (customerId: number) => {
  const rows = await textsOf(db(), customerId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe("a queued text", () => {
  it("is sent once, however often its job runs, naming the business, with the STOP line the first time only", async () => {
    const phone = nextPhone();
    const customer = await makeTextCustomer(db(), { phone });
    expect(await reminderFor(customer, NOON)).toEqual({ queued: true });
    // The same reason again (a replayed event) queues nothing.
    expect(await reminderFor(customer, NOON)).toEqual({ queued: false, reason: "duplicate" });
    const text = await onlyText(customer);
    expect(text).toMatchObject({
      status: "queued",
      direction: "outbound",
      kind: "reminder",
      toNumber: phone,
    });

    const outcomes = await Promise.all([sendText(deps, text.id, NOON), sendText(deps, text.id, NOON)]);
    expect(outcomes.toSorted()).toEqual(["done", "sent"]);
    expect(await sendText(deps, text.id, minutes(NOON, 1))).toBe("done");
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]).toMatchObject({
      to: phone,
      from: twilio.number,
      body: `${BUSINESS_NAME}: Your visit is tomorrow at 9:00 AM.\nReply STOP to opt out`,
      statusCallback: "https://site.example/api/webhooks/sms/status",
    });
    expect(await textRow(db(), text.id)).toMatchObject({
      status: "sent",
      providerId: twilio.messages[0]!.sid,
      fromNumber: twilio.number,
      sentAt: NOON,
      body: twilio.messages[0]!.body,
    });

    // The next text to that number carries the name, not the STOP line again.
    await reminderFor(customer, NOON, "visit-2");
    const [, second] = await textsOf(db(), customer);
    expect(await sendText(deps, second!.id, NOON)).toBe("sent");
    expect(twilio.messages[1]!.body).toBe(`${BUSINESS_NAME}: Your visit is tomorrow at 9:00 AM.`);
  });

  it("is stored with the caller's transaction, or not at all", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    await expect(
      db().transaction(async (tx) => {
        await queueCustomerText(tx, {
          customerId: customer,
          kind: "estimate",
          body: "Your estimate.",
          dedupeKey: "e1",
          now: NOON,
        });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    expect(await textsOf(db(), customer)).toEqual([]);
  });
});

describe("consent", () => {
  it("a customer who did not opt in, or has no number that takes texts, is never texted", async () => {
    const unticked = await makeTextCustomer(db(), { phone: nextPhone(), optIn: false });
    const noNumber = await makeTextCustomer(db(), { phone: null });
    expect(await reminderFor(unticked, NOON)).toEqual({ queued: false, reason: "no_consent" });
    expect(await reminderFor(noNumber, NOON)).toEqual({ queued: false, reason: "no_number" });
    expect(await textsOf(db(), unticked)).toEqual([]);
    expect(await textsOf(db(), noNumber)).toEqual([]);
  });

  it("is asked again as the text goes: a customer who opted out meanwhile gets nothing", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    await reminderFor(customer, NOON);
    await db().update(customers).set({ textOptIn: false }).where(eq(customers.id, customer));
    await db()
      .insert(textConsents)
      .values({ customerId: customer, optIn: false, source: "account", wording: "Texts off" });
    const text = await onlyText(customer);
    expect(await sendText(deps, text.id, NOON)).toBe("skipped");
    expect(await textRow(db(), text.id)).toMatchObject({
      status: "skipped",
      error: "The customer opted out of texts",
    });
    expect(twilio.messages).toEqual([]);
  });
});

describe("quiet hours", () => {
  for (const [season, tenPm, eightAm] of [
    ["January", TEN_PM_JANUARY, EIGHT_AM_JANUARY],
    ["July", TEN_PM_JULY, EIGHT_AM_JULY],
  ] as const) {
    it(`hold a reminder queued at 10 PM in ${season} until 8 AM the next morning`, async () => {
      const customer = await makeTextCustomer(db(), { phone: nextPhone() });
      await reminderFor(customer, tenPm);
      const text = await onlyText(customer);
      expect(text).toMatchObject({ status: "held", sendAfter: eightAm });
      // Its job is due at 8 AM; one run earlier (retried by hand) leaves it to that one.
      expect(await sendText(deps, text.id, tenPm)).toBe("not_due");
      expect(await sendText(deps, text.id, minutes(eightAm, -1))).toBe("not_due");
      expect(twilio.messages).toEqual([]);
      expect(await sendText(deps, text.id, eightAm)).toBe("sent");
      expect(twilio.messages).toHaveLength(1);
    });

    it(`let "on my way" go at once at 10 PM in ${season}`, async () => {
      const customer = await makeTextCustomer(db(), { phone: nextPhone() });
      await queueCustomerText(db(), {
        customerId: customer,
        kind: "on_my_way",
        body: "Sam is on the way and should be there in about 20 minutes.",
        dedupeKey: "visit-9:on-my-way",
        now: tenPm,
      });
      const text = await onlyText(customer);
      expect(text).toMatchObject({ status: "queued", sendAfter: tenPm });
      expect(await sendText(deps, text.id, tenPm)).toBe("sent");
      expect(twilio.messages).toHaveLength(1);
    });
  }

  it("hold a text queued before 9 PM whose sending ran into them", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    const beforeNine = minutes(TEN_PM_JANUARY, -65); // 8:55 PM
    await reminderFor(customer, beforeNine);
    const text = await onlyText(customer);
    expect(text.status).toBe("queued");
    // Twilio was down until 9:30 PM: the retry finds the quiet hours.
    expect(await sendText(deps, text.id, minutes(TEN_PM_JANUARY, -30))).toBe("held");
    expect(await textRow(db(), text.id)).toMatchObject({ status: "held", sendAfter: EIGHT_AM_JANUARY });
    expect(twilio.messages).toEqual([]);
  });
});

describe("the daily limit", () => {
  it("sends 5 automated texts a business day; the next waits until 8 AM, 'on my way' over it is dropped, replies go", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    for (let n = 1; n <= 6; n++) await reminderFor(customer, minutes(NOON, n), `event-${n}`);
    const queued = await textsOf(db(), customer);
    const outcomes = [];
    for (const text of queued) outcomes.push(await sendText(deps, text.id, minutes(NOON, 10)));
    expect(outcomes).toEqual(["sent", "sent", "sent", "sent", "sent", "held"]);
    expect(await textRow(db(), queued[5]!.id)).toMatchObject({ status: "held", sendAfter: EIGHT_AM_JANUARY });

    await queueCustomerText(db(), {
      customerId: customer,
      kind: "on_my_way",
      body: "On the way.",
      dedupeKey: "omw",
      now: minutes(NOON, 20),
    });
    const omw = (await textsOf(db(), customer)).at(-1)!;
    expect(await sendText(deps, omw.id, minutes(NOON, 20))).toBe("skipped");
    expect((await textRow(db(), omw.id)).error).toBe("The day's limit of 5 texts was reached");
    expect(twilio.messages).toHaveLength(5);

    // The next morning the held one goes.
    expect(await sendText(deps, queued[5]!.id, EIGHT_AM_JANUARY)).toBe("sent");
    expect(twilio.messages).toHaveLength(6);
  });
});

describe("the owner's reply", () => {
  it("goes at 10 PM and past the day's limit: the owner answers someone who wrote", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    for (let n = 1; n <= 5; n++) {
      await reminderFor(customer, minutes(TEN_PM_JANUARY, -600 + n), `day-${n}`); // from noon on
    }
    for (const text of await textsOf(db(), customer))
      await sendText(deps, text.id, minutes(TEN_PM_JANUARY, -540));
    expect(twilio.messages).toHaveLength(5);
    const reply = await replyToCustomer(db(), customer, "Yes, we can come earlier.", TEN_PM_JANUARY);
    expect(reply).toMatchObject({ status: "queued", direction: "outbound" });
    expect(await sendText(deps, reply.id, TEN_PM_JANUARY)).toBe("sent");
    expect(twilio.messages.at(-1)!.body).toBe(`${BUSINESS_NAME}: Yes, we can come earlier.`);
  });
});

describe("the provider", () => {
  it("down (a 500) tries again later; the text goes once when it is back", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    await reminderFor(customer, NOON);
    const text = await onlyText(customer);
    twilio.failNext({ status: 500, code: 20500, message: "Internal Server Error" });
    await expect(sendText(deps, text.id, NOON)).rejects.toThrow("Twilio answered 500");
    expect(await textRow(db(), text.id)).toMatchObject({
      status: "queued",
      error: "Not sent yet: Twilio answered 500 (error 20500): Internal Server Error",
    });
    expect(await sendText(deps, text.id, minutes(NOON, 1))).toBe("sent");
    expect(twilio.messages).toHaveLength(1);
    expect(await textRow(db(), text.id)).toMatchObject({ status: "sent", error: null });
  });

  it("refusing a text (a 400) marks it failed with Twilio's error, without trying again", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    await reminderFor(customer, NOON);
    const text = await onlyText(customer);
    twilio.failNext({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." });
    expect(await sendText(deps, text.id, NOON)).toBe("failed");
    expect(await textRow(db(), text.id)).toMatchObject({
      status: "failed",
      error: "Twilio answered 400 (error 21211): The 'To' number is not a valid phone number.",
    });
    expect(await sendText(deps, text.id, NOON)).toBe("done");
    expect(twilio.messages).toEqual([]);
  });

  it("without Twilio, writes each text to the sms outbox and counts it sent", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-outbox-"));
    try {
      const phone = nextPhone();
      const customer = await makeTextCustomer(db(), { phone });
      await reminderFor(customer, NOON);
      const text = await onlyText(customer);
      const outbox = { ...deps, texts: smsOutbox(path.join(dataDir, "sms-outbox")) };
      expect(await sendText(outbox, text.id, NOON)).toBe("sent");
      expect(readSmsOutbox(dataDir)).toEqual([
        expect.objectContaining({
          to: phone,
          body: `${BUSINESS_NAME}: Your visit is tomorrow at 9:00 AM.\nReply STOP to opt out`,
        }),
      ]);
      expect((await textRow(db(), text.id)).providerId).toMatch(/^outbox-/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the owner's alerts by text", () => {
  const ownerMobile = "+13255550199";
  const ownerTexts = () => db().select().from(textMessages).where(eq(textMessages.toNumber, ownerMobile));

  it("are queued only when Settings turns them on, and keep quiet hours", async () => {
    await ensureTextingBusiness(db(), { alertTexts: false, ownerMobile });
    expect(
      await queueOwnerText(db(), { body: "New quote request: Q-1042.", dedupeKey: "q-1042", now: NOON }),
    ).toEqual({
      queued: false,
    });
    await ensureTextingBusiness(db(), { alertTexts: true, ownerMobile });
    const elevenPm = minutes(TEN_PM_JANUARY, 60);
    expect(
      await queueOwnerText(db(), { body: "Booking paid: B-77.", dedupeKey: "b-77", now: elevenPm }),
    ).toEqual({
      queued: true,
    });
    expect(
      await queueOwnerText(db(), { body: "Booking paid: B-77.", dedupeKey: "b-77", now: elevenPm }),
    ).toEqual({
      queued: false,
    });
    const [alert] = await ownerTexts();
    expect(alert).toMatchObject({
      kind: "owner_alert",
      status: "held",
      sendAfter: EIGHT_AM_JANUARY,
      customerId: null,
    });
    expect(await sendText(deps, alert!.id, EIGHT_AM_JANUARY)).toBe("sent");
    // The owner's own alert: the business's name, no STOP line.
    expect(twilio.messages).toEqual([
      expect.objectContaining({ to: ownerMobile, body: `${BUSINESS_NAME}: Booking paid: B-77.` }),
    ]);
  });

  it("turned off before it goes is not sent", async () => {
    await ensureTextingBusiness(db(), { alertTexts: true, ownerMobile });
    await queueOwnerText(db(), { body: "New message: M-311.", dedupeKey: "m-311", now: NOON });
    await ensureTextingBusiness(db(), { alertTexts: false, ownerMobile });
    const alert = (await ownerTexts()).find((row) => row.body === "New message: M-311.")!;
    expect(await sendText(deps, alert.id, NOON)).toBe("skipped");
    expect(twilio.messages).toEqual([]);
  });
});

describe("the sweep of due texts", () => {
  it("queues each due text's job under the key it was announced with, and none not yet due", async () => {
    const customer = await makeTextCustomer(db(), { phone: nextPhone() });
    await reminderFor(customer, NOON, "due");
    await reminderFor(customer, TEN_PM_JANUARY, "held");
    const [due, held] = await textsOf(db(), customer);
    const queued: Array<{ textId: number; key?: string }> = [];
    const jobs: JobQueue = {
      async enqueue(name, data, options) {
        if (name === "texts.send") queued.push({ ...(data as { textId: number }), key: options?.key });
        return true;
      },
    };
    await queueDueTexts({ db: db(), jobs }, minutes(NOON, 5));
    const mine = queued.filter((job) => job.textId === due!.id || job.textId === held!.id);
    expect(mine).toEqual([{ textId: due!.id, key: `text:${due!.id}:${NOON.toISOString()}` }]);
  });
});
