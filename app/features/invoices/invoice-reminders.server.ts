/**
 * Payment reminders of invoices (docs/invoices.md): on the days the settings say, counted from the due date
 * (3 days before it, then 1, 7 and 14 days after it by default), each at most once per invoice, none for an
 * invoice paid, voided or with its reminders turned off, none on the day it was sent, and none between
 * 9 PM and 8 AM business time. When several are due at once (a site that was down), only the latest goes.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays, businessClock, businessToday } from "~/lib/dates";
import type { Db } from "~db/client.server";
import { businessSettings, invoiceReminders, invoices, payments } from "~db/schema";

/** Reminders are not sent from 9 PM until 8 AM, business time. */
export const isQuietHour = (now: Date) => {
  const clock = businessClock(now);
  return clock >= "21:00" || clock < "08:00";
};

export const DEFAULT_REMINDER_DAYS = [-3, 1, 7, 14];

export async function reminderDays(db: Db): Promise<number[]> {
  const [row] = await db
    .select({ days: businessSettings.invoiceReminderDays })
    .from(businessSettings)
    .limit(1);
  return [...(row?.days ?? DEFAULT_REMINDER_DAYS)].sort((a, b) => a - b);
}

export interface DueReminder {
  invoiceId: number;
  /** Days from the due date: -3 is three days before it. */
  offsetDays: number;
}

/** The reminder each open invoice is due at `now`: the latest day reached that no reminder went for yet. */
export async function dueInvoiceReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const days = await reminderDays(db);
  if (days.length === 0 || isQuietHour(now)) return [];
  const today = businessToday(now);
  const open = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate, issuedOn: invoices.issuedOn })
    .from(invoices)
    .where(
      and(
        inArray(invoices.status, ["sent", "viewed", "partially_paid"]),
        eq(invoices.remindersOff, false),
        sql`${invoices.total} - ${invoices.credited} - ${invoices.amountPaid} > 0`,
        // The earliest reminder day is reached.
        sql`${invoices.dueDate} <= ${addDays(today, -days[0]!)}::date`,
      ),
    );
  if (open.length === 0) return [];
  const sent = await db
    .select()
    .from(invoiceReminders)
    .where(
      inArray(
        invoiceReminders.invoiceId,
        open.map((row) => row.id),
      ),
    );
  return open.flatMap((row) => {
    const reached = days.filter((day) => {
      const on = addDays(row.dueDate!, day);
      return on <= today && on > row.issuedOn!;
    });
    const latest = reached.at(-1);
    const done = sent.filter((s) => s.invoiceId === row.id).map((s) => s.offsetDays);
    if (latest === undefined || done.some((day) => day >= latest)) return [];
    return [{ invoiceId: row.id, offsetDays: latest }];
  });
}

/**
 * Records that the reminder goes, and queues its mail in the same transaction: one instance claims it,
 * however many tick at once. Answers whether this call claimed it.
 */
export async function claimInvoiceReminder(db: Db, due: DueReminder, enqueue: () => Promise<unknown>) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(invoiceReminders)
      .values(due)
      .onConflictDoNothing()
      .returning({ invoiceId: invoiceReminders.invoiceId });
    if (!claimed) return false;
    await enqueue();
    return true;
  });
}

/** Whether a queued reminder should still go when its mail job runs. */
export async function reminderStillDue(db: Db, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({
      status: invoices.status,
      off: invoices.remindersOff,
      left: sql<string>`${invoices.total} - ${invoices.credited} - ${invoices.amountPaid}`,
      // A bank payment on its way pays it (or fails, and its mail asks for the money again).
      processing: sql<boolean>`exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'processing')`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return (
    !!row &&
    ["sent", "viewed", "partially_paid"].includes(row.status) &&
    !row.off &&
    !row.processing &&
    Number(row.left) > 0
  );
}
