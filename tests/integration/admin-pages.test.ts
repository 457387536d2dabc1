/**
 * The back office is drawn on the server: a tab's rows are in the page's HTML, read with the filters, search
 * and page of its address. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReceivablesView } from "~/features/invoices/invoice-reports-view";
import { businessToday } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { quoteRequests } from "~db/schema";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { makeAppointment } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await createAdmin(server, "admin@example.com");
  ({ client: admin } = await signInAdmin(server, "admin@example.com"));
  await makeAppointment(server.database.db, "pat@example.com");
  await makeAppointment(server.database.db, "pat@example.com", "cancelled");
});
afterAll(() => server?.close());

async function page(path: string) {
  const response = await admin.fetch(path, { headers: { accept: "text/html" } });
  // React separates neighbouring texts with empty comments ("Page <!-- -->1").
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("the admin's appointments tab", () => {
  it("has the appointments' rows in the HTML", async () => {
    const { status, html } = await page("/admin?tab=appointments");
    expect(status).toBe(200);
    expect(html).toContain("Pat Customer");
    expect(html).toContain("pat@example.com");
    expect(html).toContain("Fence Repair");
    expect(html).not.toContain("No appointments found.");
  });

  it("reads the filters from the address", async () => {
    const { html } = await page("/admin?tab=appointments&status=completed");
    expect(html).toContain("No appointments found.");
    const byName = await page("/admin?tab=appointments&q=pat%40example.com&pageSize=1");
    expect(byName.html).toContain("Pat Customer");
    expect(byName.html).toContain("Page 1 of 2");
  });

  it("answers a value the JSON API refuses with the tab's failure, inside the shell", async () => {
    const { status, html } = await page("/admin?tab=appointments&sort=colour");
    expect(status).toBe(400);
    expect(html).toContain("Failed to load appointments. Please try again later.");
    expect(html).toContain('aria-label="Admin"');
  });

  it("is for admins only", async () => {
    const response = await fetch(`${server.url}/admin?tab=appointments`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the inbox's address of one item (an owner alert's link)", () => {
  it("shows that request alone, with the way back to all of them", async () => {
    const db = server.database.db;
    const [first, second] = await db
      .insert(quoteRequests)
      .values(
        ["Roof Repair", "Deck Building"].map((serviceType) => ({
          name: "Lee Asker",
          email: "lee@example.com",
          phone: "325-555-0150",
          serviceType,
          details: `${serviceType}, please.`,
          preferredDate: "2027-03-01",
        })),
      )
      .returning({ id: quoteRequests.id });
    const all = await page("/admin?tab=inbox&kind=quotes");
    expect(all.html).toContain("Roof Repair from Lee Asker");
    expect(all.html).toContain("Deck Building from Lee Asker");
    expect(all.html).not.toContain("Show all quote requests");

    const one = await page(`/admin?tab=inbox&kind=quotes&item=${second!.id}`);
    expect(one.status).toBe(200);
    expect(one.html).toContain("Deck Building from Lee Asker");
    expect(one.html).not.toContain("Roof Repair from Lee Asker");
    expect(one.html).toMatch(/<a[^>]*href="\/admin\?tab=inbox"[^>]*>Show all quote requests<\/a>/);

    // A message's id is not a quote request's: nothing of the other kind is shown under its number.
    const none = await page(`/admin?tab=inbox&kind=messages&item=${first!.id}`);
    expect(none.html).toContain("No messages.");
    expect((await page("/admin?tab=inbox&item=first")).status).toBe(400);
  });
});

describe("the dashboard", () => {
  it("shows the receivables: what the open invoices owe, by days past due", async () => {
    const created = await admin.post("/api/admin/invoices", {
      customer: { name: "Lee Owens", email: "lee.owens@example.com", phone: "325-555-0150" },
      lines: [{ description: "Deck repair", quantity: 1, unit: "job", unitPrice: "1234.50" }],
    });
    const { id } = (await created.json()) as { id: number };
    expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
    const { html } = await page("/admin?tab=dashboard");
    expect(html).toContain("Receivables");
    expect(html).toMatch(/<dt[^>]*>Not yet due<\/dt><dd[^>]*>\$1,234\.50<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Total owed<\/dt><dd[^>]*>\$1,234\.50<\/dd>/);
    expect(html).toContain('href="/admin?tab=invoices&amp;status=overdue"');
  });

  it("shows what was collected this month beside them, as the API counts it", async () => {
    const created = await admin.post("/api/admin/invoices", {
      customer: { name: "Ada Brooks", email: "ada.brooks@example.com", phone: "325-555-0151" },
      lines: [{ description: "Gutter repair", quantity: 1, unit: "job", unitPrice: "410.00" }],
    });
    const { id } = (await created.json()) as { id: number };
    expect((await admin.post(`/api/admin/invoices/${id}/send`)).status).toBe(200);
    const paid = await admin.post(`/api/admin/invoices/${id}/payments`, {
      amount: "410.00",
      method: "check",
      reference: "2210",
      receivedOn: businessToday(),
    });
    expect(paid.status).toBe(201);
    const answer = (await (await admin.fetch("/api/admin/receivables")).json()) as ReceivablesView;
    const { amount, payments } = answer.collectedThisMonth;
    expect(payments).toBeGreaterThanOrEqual(1);
    expect(Number(amount)).toBeGreaterThanOrEqual(410);
    const { html } = await page("/admin?tab=dashboard");
    expect(html).toContain("Collected this month");
    expect(/data-testid="collected-amount"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(formatMoney(amount));
    expect(html).toContain(`From ${payments} payment${payments === 1 ? "" : "s"}`);
  });
});
