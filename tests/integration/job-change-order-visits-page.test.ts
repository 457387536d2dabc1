/**
 * The job's page drawn on the server offers to schedule the visits an approved change order adds
 * (docs/jobs.md): "Schedule visits" for an approved change order that adds days and has none yet, its visits
 * instead once scheduled, and nothing for one that adds no days or is not approved. Runs the production
 * build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatWeekdayDate } from "~/lib/dates";
import { changeOrders } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { ensureSettings, freshWeekdays } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { approvedJobFor, insertChangeOrder, type ChangeOrderRow } from "~tests/support/job-fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let jobId: number;
const visitDay = freshWeekdays()[3]!;

/** A change order of the job, adding `daysAdded` days. */
async function changeOrder(order: ChangeOrderRow, daysAdded: number) {
  const { id } = await insertChangeOrder(server.database.db, jobId, order);
  await server.database.db.update(changeOrders).set({ daysAdded }).where(eq(changeOrders.id, id));
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: "test" }, withPages: true });
  const db = server.database.db;
  await ensureSettings(db);
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
  const job = await approvedJobFor(
    { db, admin, anonymous: browserLikeClient(server.url) },
    {
      title: "Attic conversion",
    },
  );
  jobId = job.id;
  await changeOrder({ number: 1, status: "approved", total: "800.00", title: "Extra framing" }, 2);
  await changeOrder({ number: 2, status: "approved", total: "120.00", title: "Brass hinges" }, 0);
  const scheduled = await changeOrder(
    { number: 3, status: "approved", total: "450.00", title: "Skylight" },
    1,
  );
  await changeOrder({ number: 4, status: "sent", total: "300.00", title: "Closet shelving" }, 2);
  const res = await admin.post(`/api/admin/estimates/${jobId}/visits`, {
    visits: [{ date: visitDay, time: "10:00" }],
    changeOrderId: scheduled,
  });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(() => server?.close());

/** The job's page as a browser without script gets it (React's empty comments between texts removed). */
async function jobPage() {
  const response = await admin.fetch(`/admin?tab=jobs&job=${jobId}`, { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

describe("the change orders on the job's page", () => {
  it('offers "Schedule visits" for an approved change order that adds days and has no visits yet', async () => {
    const html = await jobPage();
    // A button named for its change order, its visible words "Schedule visits".
    expect(html).toMatch(
      /<button type="button"[^>]*>Schedule visits<span class="sr-only"> for CO-1<\/span><\/button>/,
    );
    const buttons = [...html.matchAll(/>Schedule visits<span class="sr-only"> for (CO-\d+)</g)].map(
      (m) => m[1],
    );
    // None for a change order that adds no days, one whose visits are scheduled, or one not approved.
    expect(buttons).toEqual(["CO-1"]);
  });

  it("shows a change order's scheduled visits in its place, and marks them in the job's visits", async () => {
    const text = textOf(await jobPage());
    const when = `${formatWeekdayDate(visitDay)} at 10:00 AM`;
    expect(text).toContain(`CO-3: Skylight Approved`);
    expect(text).toContain(`Visit ${when}`);
    expect(text).toContain(`${when} · for CO-3`);
  });
});
