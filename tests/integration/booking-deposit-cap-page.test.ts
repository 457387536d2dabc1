/**
 * The booking page's summary under "Most a booking asks online": what it says is due today is what the
 * checkout then charges, and the thank-you page repeats it (docs/booking-and-payments.md, "Deposits"). The
 * page is drawn as a browser without script gets it. Runs the production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { demoDaysOff } from "~db/demo-data";
import { businessSettings, payments, services as serviceRows } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { formPoster } from "~tests/support/form-post";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let kitchen: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { NODE_ENV: "production", TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" },
    withPages: true,
  });
  await seedDemoData(server.database.db);
  const rows = await server.database.db.select().from(serviceRows);
  kitchen = rows.find((row) => row.name === "Kitchen Remodeling")!.id;
});
afterAll(() => server?.close());

const postForm = formPoster(() => server.url);
const setCap = (cap: string | null) =>
  server.database.db
    .update(businessSettings)
    .set({ bookingDepositCap: cap })
    .where(eq(businessSettings.id, 1));

/** The page's text as read: tags and React's text separators dropped, spaces joined. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** An open weekday two weeks or more ahead (Monday to Friday, not a demo holiday). */
function openWeekday() {
  for (let date = addDays(businessToday(), 14); ; date = addDays(date, 1)) {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    const off = demoDaysOff.some(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn);
    if (day !== 0 && day !== 6 && !off) return date;
  }
}

const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    name: "Dana Reyes",
    email: "dana.capped@example.com",
    phone: "325-555-0177",
    address: "",
    date: openWeekday(),
    time: "10:00",
    details: "",
    ...fields,
  });

/** The page after "Add Service" without script: the kitchen in the summary, nothing booked. */
async function summaryWithKitchen() {
  const res = await postForm("/book", form({ intent: "add-service", addService: String(kitchen) }));
  expect(res.status).toBe(200);
  return textOf(await res.text());
}

describe("the booking page under the deposit's cap", () => {
  it("says the cap is due today and the rest is billed after the visit; the checkout charges it", async () => {
    await setCap("500.00");
    const page = await summaryWithKitchen();
    expect(page).toContain("Total $15,000.00");
    expect(page).toContain("Due today $500.00");
    expect(page).toContain("The rest, $14,500.00, is billed by invoice after the visit.");

    const booked = await postForm("/book", form({ serviceId: String(kitchen), quantity: "1" }));
    expect(booked.status).toBe(303);
    const checkout = booked.headers.get("location")!;
    const sessionId = /\/checkout\/test\/([\w-]+)/.exec(checkout)![1]!;
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    expect(payment!.amount).toBe("500.00");
    expect(textOf(await (await fetch(`${server.url}${checkout}`)).text())).toContain("$500.00");

    const thanks = await fetch(
      `${server.url}/thank-you?appointment_id=${await firstAppointmentOf(payment!.bookingId!)}&session_id=${sessionId}`,
    );
    const thankYou = textOf(await thanks.text());
    expect(thankYou).toContain("Deposit: $500.00");
    expect(thankYou).toContain("The rest, $14,500.00, is billed by invoice after the visit.");
  });

  it("without a cap asks the rule's deposit, as before", async () => {
    await setCap(null);
    const page = await summaryWithKitchen();
    expect(page).toContain("Due today $7,500.00");
    expect(page).toContain("half the price of remodeling and installation services");
    expect(page).not.toContain("billed by invoice after the visit");
  });
});

async function firstAppointmentOf(bookingId: number) {
  const rows = await server.database.db.query.appointments.findMany({
    where: (a, { eq: is }) => is(a.bookingId, bookingId),
    orderBy: (a, { asc }) => asc(a.id),
  });
  return rows[0]!.id;
}
