/**
 * Visit reminders and the morning agenda, at fixed instants in summer (CDT) and winter (CST) time, with TWO
 * site instances on one database, each working the job queue: the scheduled jobs are ticked on both at the
 * same instants, and the mail goes out once. The mail jobs are also called directly at chosen instants, for
 * a visit cancelled, moved or started after its reminder was queued.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessInstant } from "~/lib/dates";
import type { MailMessage } from "~/lib/mail/mailer.server";
import { queueDailyAgenda, sendDailyAgenda } from "~/workflows/daily-agenda.server";
import { queueVisitReminders, sendVisitReminder } from "~/workflows/visit-reminders.server";
import { demoSettings } from "~db/demo-data";
import { appointments, bookings } from "~db/schema";
import { ensureSettings } from "~tests/support/booking";
import { makeVisit } from "~tests/support/fixtures";
import { futureYearLike } from "~tests/support/future-year";
import { MAIL_DEADLINE, mailsTo } from "~tests/support/outbox";
import { waitForIdleQueue } from "~tests/support/queue";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startTestServer, type TestServer } from "~tests/support/test-server";

/** The visits' year: one laid out as 2027 (its weekdays and summer-time changes), and still ahead. */
const YEAR = futureYearLike(2027);

const logger = pino({ level: "silent" });
let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSettings(database.db);
  [a, b] = await Promise.all([startTestServer({ database }), startTestServer({ database })]);
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.dispose();
});

const HOUR = 3_600_000;
const MINUTE = 60_000;
const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);
const deps = (server: TestServer) => ({ db: database.db, jobs: server.jobs, logger });
/** Both instances tick the scheduled job at each instant, at the same time; answers how many they queued. */
async function tickBoth(...instants: Date[]) {
  let queued = 0;
  for (const now of instants) {
    const counts = await Promise.all([queueVisitReminders(deps(a), now), queueVisitReminders(deps(b), now)]);
    queued += counts[0] + counts[1];
  }
  return queued;
}
/** Mail to `to` in either instance's outbox (whichever worker sent it). */
const mailsToEither = (to: string, subject?: RegExp) => [
  ...mailsTo(`${a.dataDir}/outbox`, to, subject),
  ...mailsTo(`${b.dataDir}/outbox`, to, subject),
];
/** A mailer that keeps what it is given, for calling a mail job directly. */
function keptMail() {
  const sent: MailMessage[] = [];
  const jobDeps = {
    db: database.db,
    siteUrl: a.url,
    logger,
    auth: a.auth,
    linkSecret: "reminder-test-secret-that-is-long-enough-000",
    mailer: { send: async (mail: MailMessage) => void sent.push(mail), close() {} },
  };
  return { sent, jobDeps };
}
const reminderOf = async (bookingId: number) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.reminderQueuedFor;

describe("a visit's reminder", () => {
  for (const [season, date, utcStart] of [
    ["summer (CDT)", `${YEAR}-07-15`, `${YEAR}-07-15T15:00:00.000Z`],
    ["winter (CST)", `${YEAR}-01-14`, `${YEAR}-01-14T16:00:00.000Z`],
  ] as const) {
    it(`is queued once at the lead time and mailed once with two instances, in ${season}`, async () => {
      const email = `reminded-${date}@example.com`;
      const visit = await makeVisit(database.db, {
        email,
        date,
        time: "10:00",
        serviceName: "Kitchen Remodeling",
        details: "Gate code 1234; the kitchen is at the back.",
        address: "1402 Elm Street, Abilene, TX 79601",
      });
      const start = businessInstant(date, "10:00");
      expect(start.toISOString()).toBe(utcStart);
      const opens = at(start, -24 * HOUR);

      expect(await tickBoth(at(opens, -MINUTE))).toBe(0);
      expect(await reminderOf(visit.bookingId)).toBeNull();
      // Inside the window: ticked by both instances at once, and again at the next ticks.
      expect(await tickBoth(opens, at(opens, 5 * MINUTE), at(opens, 10 * MINUTE))).toBe(1);
      expect((await reminderOf(visit.bookingId))?.toISOString()).toBe(utcStart);

      await expect.poll(() => mailsToEither(email).length, MAIL_DEADLINE).toBe(1);
      await waitForIdleQueue(database.db);
      const mails = mailsToEither(email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      // Links are made with the address of the instance whose worker sent it.
      const site = mail!.file.startsWith(a.dataDir) ? a.url : b.url;
      const weekday = season.startsWith("summer")
        ? `Thursday, July 15, ${YEAR}`
        : `Thursday, January 14, ${YEAR}`;
      expect(mail!.subject).toBe(`Reminder: your visit on ${weekday} at 10:00 AM`);
      for (const text of [
        `When: ${weekday} at 10:00 AM`,
        "Where: 1402 Elm Street, Abilene, TX 79601\nYour notes: Gate code 1234; the kitchen is at the back.",
        `If the address has changed, please call us at ${demoSettings.phone}.`,
        "- Kitchen Remodeling × 1",
        "You can reschedule or cancel online until 24 hours before the visit",
        demoSettings.phone,
      ]) {
        expect(mail!.text).toContain(text);
      }
      // The booking's own link, no sign-in: its page, and the same page on the reschedule or cancel step.
      const page = new RegExp(`See your booking: (${site}/visits/[A-Za-z0-9_-]{43})\n`).exec(mail!.text)?.[1];
      expect(page).toBeDefined();
      expect(mail!.text).toContain(`Reschedule: ${page}?action=reschedule\nCancel: ${page}?action=cancel`);
    });
  }

  it("counts the lead time in real hours across the change to summer time", async () => {
    // Monday after the clocks went forward: 9:00 AM CDT is 14:00 UTC; 24 hours before is Sunday 9:00 AM CDT.
    const visit = await makeVisit(database.db, {
      email: "dst@example.com",
      date: `${YEAR}-03-15`,
      time: "09:00",
    });
    const start = businessInstant(`${YEAR}-03-15`, "09:00");
    expect(start.toISOString()).toBe(`${YEAR}-03-15T14:00:00.000Z`);
    expect(await tickBoth(new Date(`${YEAR}-03-14T13:59:00Z`))).toBe(0);
    expect(await tickBoth(new Date(`${YEAR}-03-14T14:00:00Z`))).toBe(1);
    expect((await reminderOf(visit.bookingId))?.toISOString()).toBe(`${YEAR}-03-15T14:00:00.000Z`);
  });

  it("follows the lead time setting", async () => {
    const email = "lead-time@example.com";
    await database.db.execute(sql`update business_settings set reminder_lead_hours = 48`);
    try {
      const visit = await makeVisit(database.db, { email, date: `${YEAR}-07-21`, time: "14:00" });
      const start = businessInstant(`${YEAR}-07-21`, "14:00");
      expect(await tickBoth(at(start, -48 * HOUR - MINUTE))).toBe(0);
      expect(await tickBoth(at(start, -48 * HOUR))).toBe(1);
      expect((await reminderOf(visit.bookingId))?.getTime()).toBe(start.getTime());
    } finally {
      await database.db.execute(sql`update business_settings set reminder_lead_hours = 24`);
    }
  });

  it("is not queued for a cancelled visit, nor for an unpaid or completed one", async () => {
    const date = `${YEAR}-07-27`;
    const made = await Promise.all(
      ["cancelled", "payment_pending", "completed"].map((status, i) =>
        makeVisit(database.db, { email: `not-${status}@example.com`, date, time: `1${i}:00`, status }),
      ),
    );
    const start = businessInstant(date, "10:00");
    expect(await tickBoth(at(start, -24 * HOUR), at(start, -HOUR), at(start, -1))).toBe(0);
    for (const visit of made) expect(await reminderOf(visit.bookingId)).toBeNull();
  });

  it("is not sent for a visit cancelled after it was queued", async () => {
    const visit = await makeVisit(database.db, { email: "late-cancel@example.com", date: `${YEAR}-08-03` });
    const startsAt = businessInstant(`${YEAR}-08-03`, "10:00").toISOString();
    await database.db
      .update(appointments)
      .set({ status: "cancelled", cancelledBy: "customer" })
      .where(eq(appointments.bookingId, visit.bookingId));
    const { sent, jobDeps } = keptMail();
    await sendVisitReminder(
      jobDeps,
      { bookingId: visit.bookingId, startsAt },
      new Date(`${YEAR}-08-02T16:00:00Z`),
    );
    expect(sent).toEqual([]);
  });

  it("is never sent for a visit that has started, nor queued for one", async () => {
    const date = `${YEAR}-08-10`;
    const visit = await makeVisit(database.db, { email: "started@example.com", date, time: "09:00" });
    const start = businessInstant(date, "09:00");
    expect(await tickBoth(start, at(start, MINUTE), at(start, 3 * HOUR))).toBe(0);
    const { sent, jobDeps } = keptMail();
    const data = { bookingId: visit.bookingId, startsAt: start.toISOString() };
    await sendVisitReminder(jobDeps, data, start);
    await sendVisitReminder(jobDeps, data, at(start, HOUR));
    expect(sent).toEqual([]);
    // A moment before it starts, it still goes.
    await sendVisitReminder(jobDeps, data, at(start, -MINUTE));
    expect(sent.map((mail) => mail.to)).toEqual(["started@example.com"]);
    // Booked without an address: the customer is asked for it.
    expect(sent[0]!.text).toContain(
      `Where: the address we agreed with you.\nIf you have not given it to us yet, please call us at ${demoSettings.phone} or write to ${demoSettings.email} with it.`,
    );
    expect(sent[0]!.text).not.toContain("If the address has changed");
  });

  it("is queued again for a moved visit's new time, and the old one's is not sent", async () => {
    const email = "moved@example.com";
    const visit = await makeVisit(database.db, { email, date: `${YEAR}-01-19`, time: "10:00" });
    const first = businessInstant(`${YEAR}-01-19`, "10:00");
    expect(await tickBoth(at(first, -24 * HOUR))).toBe(1);
    await expect.poll(() => mailsToEither(email).length, MAIL_DEADLINE).toBe(1);

    // Moved two days later, to 2:00 PM (the reminder's record is left as it was: the new start differs).
    const moved = { date: `${YEAR}-01-21`, time: "14:00" };
    await database.db.update(bookings).set(moved).where(eq(bookings.id, visit.bookingId));
    await database.db.update(appointments).set(moved).where(eq(appointments.bookingId, visit.bookingId));
    const second = businessInstant(moved.date, moved.time);
    // Nothing more in the old visit's window; one reminder in the new one's.
    expect(await tickBoth(at(first, -23 * HOUR), at(first, -HOUR))).toBe(0);
    expect(await tickBoth(at(second, -24 * HOUR - MINUTE))).toBe(0);
    expect(await tickBoth(at(second, -24 * HOUR), at(second, -23 * HOUR))).toBe(1);
    await expect.poll(() => mailsToEither(email).length, MAIL_DEADLINE).toBe(2);
    await waitForIdleQueue(database.db);
    const mails = mailsToEither(email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject).toSorted()).toEqual([
      `Reminder: your visit on Thursday, January 21, ${YEAR} at 2:00 PM`,
      `Reminder: your visit on Tuesday, January 19, ${YEAR} at 10:00 AM`,
    ]);

    // A reminder of the old time still waiting in the queue finds the visit moved: nothing is sent.
    const { sent, jobDeps } = keptMail();
    const stale = { bookingId: visit.bookingId, startsAt: first.toISOString() };
    await sendVisitReminder(jobDeps, stale, at(first, -20 * HOUR));
    expect(sent).toEqual([]);
  });
});

describe("the morning agenda", () => {
  const agendaMails = (day: string) =>
    mailsToEither(demoSettings.email, new RegExp(`^Today's agenda: .*${day}$`));

  for (const [season, date, day, sixFiftyNine] of [
    ["summer (CDT)", `${YEAR}-07-08`, `Thursday, July 8, ${YEAR}`, `${YEAR}-07-08T11:59:00.000Z`],
    ["winter (CST)", `${YEAR}-01-07`, `Thursday, January 7, ${YEAR}`, `${YEAR}-01-07T12:59:00.000Z`],
  ] as const) {
    it(`is queued at 7:00 AM business time, not at 6:59, and once, in ${season}`, async () => {
      const tooEarly = new Date(sixFiftyNine);
      const seven = at(tooEarly, MINUTE);
      expect(seven.getTime()).toBe(businessInstant(date, "07:00").getTime());
      if (season.startsWith("summer")) {
        await makeVisit(database.db, {
          email: "agenda-first@example.com",
          name: "Alex First",
          phone: "(325) 555-0142",
          date,
          time: "09:00",
          serviceName: "Fence Repair",
          details: "Side gate",
          address: "1402 Elm Street, Abilene, TX 79601",
        });
        await makeVisit(database.db, {
          email: "agenda-second@example.com",
          name: "Blair Second",
          date,
          time: "13:00",
        });
        await makeVisit(database.db, {
          email: "agenda-gone@example.com",
          name: "Casey Gone",
          date,
          status: "cancelled",
        });
      }
      // Just after midnight and at 6:59 AM: nothing, on either instance.
      const both = (now: Date) =>
        Promise.all([queueDailyAgenda(deps(a), now), queueDailyAgenda(deps(b), now)]);
      expect(await both(at(tooEarly, -6.5 * HOUR))).toEqual([false, false]);
      expect(await both(tooEarly)).toEqual([false, false]);
      expect((await both(seven)).toSorted()).toEqual([false, true]);
      expect(await both(at(seven, HOUR))).toEqual([false, false]);
      expect(await both(at(seven, 16 * HOUR))).toEqual([false, false]);

      await expect.poll(() => agendaMails(day).length, MAIL_DEADLINE).toBe(1);
      await waitForIdleQueue(database.db);
      const mails = agendaMails(day);
      expect(mails).toHaveLength(1);
      if (season.startsWith("summer")) {
        expect(mails[0]!.subject).toBe(`Today's agenda: 2 visits, ${day}`);
        const text = mails[0]!.text;
        expect(text).toContain("9:00 AM: Alex First");
        expect(text).toContain("Phone: (325) 555-0142");
        expect(text).toContain("Services: Fence Repair × 1");
        expect(text).toContain("Details: Side gate");
        expect(text).toContain("Address: 1402 Elm Street, Abilene, TX 79601");
        expect(text).toContain("Address: Not given; please call the customer for it.");
        expect(text.indexOf("Alex First")).toBeLessThan(text.indexOf("1:00 PM: Blair Second"));
        expect(text).not.toContain("Casey Gone");
      } else {
        expect(mails[0]!.subject).toBe(`Today's agenda: no visits, ${day}`);
        expect(mails[0]!.text).toContain("No visits today.");
      }
    });
  }

  it("is queued at 7:00 AM on the days the clocks change", async () => {
    for (const [sixFiftyNine, seven] of [
      // Sunday, March 14: 7:00 AM is CDT (12:00 UTC); Sunday, November 7: CST (13:00 UTC).
      [`${YEAR}-03-14T11:59:00Z`, `${YEAR}-03-14T12:00:00Z`],
      [`${YEAR}-11-07T12:59:00Z`, `${YEAR}-11-07T13:00:00Z`],
    ]) {
      expect(await queueDailyAgenda(deps(a), new Date(sixFiftyNine!))).toBe(false);
      expect(await queueDailyAgenda(deps(b), new Date(seven!))).toBe(true);
      expect(await queueDailyAgenda(deps(a), new Date(seven!))).toBe(false);
    }
  });

  it("is not sent on a closed day without visits, nor for a day already past", async () => {
    const { sent, jobDeps } = keptMail();
    // Sunday: closed (no opening hours); nothing to tell.
    await sendDailyAgenda(
      jobDeps,
      { date: `${YEAR}-07-11`, audience: "business" },
      new Date(`${YEAR}-07-11T12:00:00Z`),
    );
    expect(sent).toEqual([]);
    // A Monday's agenda that waited until Tuesday.
    await sendDailyAgenda(
      jobDeps,
      { date: `${YEAR}-07-12`, audience: "business" },
      new Date(`${YEAR}-07-13T12:00:00Z`),
    );
    expect(sent).toEqual([]);
    // The same Monday, on the day: "No visits today."
    await sendDailyAgenda(
      jobDeps,
      { date: `${YEAR}-07-12`, audience: "business" },
      new Date(`${YEAR}-07-12T12:00:00Z`),
    );
    expect(sent.map((mail) => mail.text.includes("No visits today."))).toEqual([true]);
  });
});
