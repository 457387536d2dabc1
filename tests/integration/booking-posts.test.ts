/**
 * The booking form posted as a browser without script posts it, to the booking page's action
 * (docs/booking-and-payments.md): a booking goes on to the checkout; a taken slot, a bad field and a closed day
 * come back as the page with the API's status, the messages and the values; a service added is the page again;
 * other sites' posts are refused. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/lib/dates";
import { demoDaysOff } from "~db/demo-data";
import { services as serviceRows } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { formPoster } from "~tests/support/form-post";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let plumbing: number;

beforeAll(async () => {
  server = await startTestServer({
    env: { NODE_ENV: "production", TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" },
    withPages: true,
  });
  await seedDemoData(server.database.db);
  const rows = await server.database.db.select().from(serviceRows);
  plumbing = rows.find((row) => row.name === "Plumbing Repair")!.id;
});
afterAll(() => server?.close());

const postForm = formPoster(() => server.url);
const SLOT_TAKEN = "This time slot is no longer available. Please choose another time.";

/** The `n`th open weekday two weeks or more ahead (Monday to Friday, not a demo holiday). */
function openWeekday(n: number) {
  let found = -1;
  for (let date = addDays(businessToday(), 14); ; date = addDays(date, 1)) {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    const off = demoDaysOff.some(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn);
    if (day !== 0 && day !== 6 && !off && ++found === n) return date;
  }
}

const booking = (changes: Record<string, string> = {}) => {
  const body = new URLSearchParams({
    name: "Lee Morgan",
    email: "lee.posted@example.com",
    phone: "325-555-0131",
    address: "",
    date: openWeekday(0),
    time: "10:00",
    details: "Kitchen sink",
    serviceId: String(plumbing),
    quantity: "2",
    addService: "",
    ...changes,
  });
  return body;
};

describe("POST /book", () => {
  it("booked: a 303 to the checkout, and the slot is then refused with the API's 409 and its text", async () => {
    const res = await postForm("/book", booking({ time: "11:00" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/\/checkout\/test\//);

    const again = await postForm("/book", booking({ time: "11:00", email: "second@example.com" }));
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(html).toContain(SLOT_TAKEN);
    expect(/<select[^>]*name="time"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
    expect(html).toContain('value="second@example.com"');
    expect(html).toContain('aria-label="Quantity of Plumbing Repair"');
  });

  it("a bad email: 400, its message, the values kept and the field focused", async () => {
    const res = await postForm("/book", booking({ email: "lee-at-example" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toContain("Valid email is required");
    expect(/<input[^>]*value="lee-at-example"[^>]*>/.exec(html)?.[0]).toContain('autofocus=""');
    expect(html).toContain("Kitchen sink");
  });

  it("a quantity above the limit: 400 saying the limit, the quantity and the other values kept", async () => {
    const res = await postForm("/book", booking({ quantity: "1000000", time: "14:00" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Quantity must be at most 99");
    const quantity = /<input[^>]*aria-label="Quantity of Plumbing Repair"[^>]*>/.exec(html)?.[0];
    expect(quantity).toContain('value="1000000"');
    expect(quantity).toContain('aria-invalid="true"');
    expect(html).toContain('value="lee.posted@example.com"');
    expect(html).toContain("Kitchen sink");
    // Nothing was booked: the slot is still free for the same visitor at the same time.
    const booked = await postForm("/book", booking({ time: "14:00" }));
    expect(booked.status).toBe(303);
  });

  it("a closed day: 400 with the rules' message under the date", async () => {
    const sunday = (() => {
      let date = addDays(businessToday(), 14);
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 0) date = addDays(date, 1);
      return date;
    })();
    const res = await postForm("/book", booking({ date: sunday }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("We are closed on that day. Please choose another date.");
    expect(/<input[^>]*type="date"[^>]*>/.exec(html)?.[0]).toContain(`value="${sunday}"`);
  });

  it("Add Service: the page again with the service added, nothing refused", async () => {
    const body = booking({ intent: "add-service", addService: String(plumbing), quantity: "1" });
    body.delete("serviceId");
    body.delete("quantity");
    const res = await postForm("/book", body);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-label="Quantity of Plumbing Repair"');
    expect(html).not.toContain("Please correct the highlighted fields.");
  });

  it("from another site: 403", async () => {
    const res = await postForm("/book", booking({ time: "15:00" }), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});
