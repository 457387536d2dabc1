/**
 * The jobs' pages drawn on the server (docs/jobs.md): the back office's Jobs section lists a job with its
 * figures and the status links that filter it without script; the job's page shows its money, change
 * orders, invoices and timeline; My Projects shows the customer their job and its own page what waits for
 * them. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { JobView } from "~/features/jobs/job-view";
import { formatMoney } from "~/lib/money";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import {
  approvedJobFor,
  insertChangeOrder,
  receiveCheck,
  sentJobInvoice,
  type JobClients,
} from "~tests/support/job-fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const CUSTOMER = { name: "Nora Quill", email: "nora.quill@example.com", phone: "325-555-0188" };

let server: TestServer;
let admin: Client;
let clients: JobClients;
let job: AdminEstimateView;
let invoice: { id: number; number: string };
let credit: { id: number };

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENTS_PROVIDER: "test" }, withPages: true });
  const db = server.database.db;
  await ensureSettings(db);
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
  clients = { db, admin, anonymous: browserLikeClient(server.url) };
  // $2,250.00 approved, its $675.00 deposit paid; a $450.00 change order approved, a $300.00 credit sent.
  job = await approvedJobFor(clients, { customer: CUSTOMER, title: "Primary bath remodel" });
  await insertChangeOrder(db, job.id, {
    number: 1,
    status: "approved",
    total: "450.00",
    title: "Vanity light",
  });
  credit = await insertChangeOrder(db, job.id, {
    number: 2,
    status: "sent",
    total: "-300.00",
    title: "Skip the border",
  });
  invoice = await sentJobInvoice(admin, job, "1000.00");
  await receiveCheck(admin, invoice.id, "200.00");
});
afterAll(() => server?.close());

/** The page's HTML, as a browser without script gets it (React's empty comments between texts removed). */
async function page(client: Client, path: string) {
  const response = await client.fetch(path, { headers: { accept: "text/html" } });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The HTML's text, without its markup and with its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

/** The status filter's link to `href` (an address with its `&amp;`), its label and whether it is current. */
function statusLink(html: string, href: string) {
  const nav = /<nav aria-label="Job status">.*?<\/nav>/s.exec(html)?.[0] ?? "";
  const escaped = href.replace(/[?]/g, "\\?");
  const tag = new RegExp(`<a [^>]*href="${escaped}"[^>]*>([^<]*)</a>`).exec(nav);
  return tag && { label: tag[1], current: tag[0].includes('aria-current="page"') };
}

async function jobView(): Promise<JobView> {
  const res = await admin.fetch(`/api/admin/jobs/${job.id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as JobView;
}

describe("the Jobs section", () => {
  it("lists the job with its customer, status and figures, and the status links", async () => {
    const view = await jobView();
    expect(view.contractTotal).toBe("2700.00");
    const { status, html } = await page(admin, "/admin?tab=jobs");
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("Primary bath remodel");
    expect(text).toContain("Nora Quill");
    for (const figure of [view.contractTotal, view.invoiced, view.paid, view.balance])
      expect(text).toContain(formatMoney(figure));
    expect(html).toContain(`href="/admin?tab=jobs&amp;job=${job.id}"`);
    for (const [label, value] of [
      ["Scheduled", "scheduled"],
      ["In progress", "in_progress"],
      ["Completed", "completed"],
      ["Closed", "closed"],
    ])
      expect(statusLink(html, `/admin?tab=jobs&amp;status=${value}`)).toEqual({ label, current: false });
    expect(statusLink(html, "/admin?tab=jobs")).toEqual({ label: "All", current: true });
    // Without script, the search is a form that gets the section with `q`.
    const search = /<form [^>]*role="search"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? "";
    expect(search).toMatch(/method="get"/);
    expect(search).toMatch(/action="\/admin"/);
    expect(search).toMatch(/<input type="hidden" name="tab" value="jobs"\/>/);
    expect(search).toMatch(/<input [^>]*type="search"[^>]*name="q"/);
  });

  it("reads the status and the search from the address", async () => {
    const { status } = await jobView();
    const same = await page(admin, `/admin?tab=jobs&status=${status}`);
    expect(same.html).toContain("Primary bath remodel");
    expect(statusLink(same.html, `/admin?tab=jobs&amp;status=${status}`)?.current).toBe(true);
    expect(statusLink(same.html, "/admin?tab=jobs")?.current).toBe(false);
    const closed = await page(admin, "/admin?tab=jobs&status=closed");
    expect(closed.html).not.toContain("Primary bath remodel");
    expect(closed.html).toContain("No jobs match.");
    expect(textOf((await page(admin, "/admin?tab=jobs&q=quill")).html)).toContain("Primary bath remodel");
    expect((await page(admin, "/admin?tab=jobs&q=nobody-at-all")).html).toContain("No jobs match.");
  });

  it("answers a status it does not know with the section's failure", async () => {
    const { status, html } = await page(admin, "/admin?tab=jobs&status=paused");
    expect(status).toBe(400);
    expect(html).toContain("Failed to load the jobs. Please try again later.");
  });

  it("is for admins only", async () => {
    const response = await fetch(`${server.url}/admin?tab=jobs`, { redirect: "manual" });
    expect(response.status).toBe(302);
    const customer = await signInCustomer(server, CUSTOMER.email);
    const asCustomer = await customer.fetch("/admin?tab=jobs", { redirect: "manual" });
    expect(asCustomer.status).toBe(302);
  });
});

describe("the job's page", () => {
  it("shows the customer, the money, the change orders, the invoices, the payments and the timeline", async () => {
    const view = await jobView();
    const { status, html } = await page(admin, `/admin?tab=jobs&job=${job.id}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`Estimate #${view.number}`);
    expect(text).toContain("Primary bath remodel");
    expect(html).toContain(`href="mailto:${CUSTOMER.email}"`);
    expect(html).toContain('href="tel:3255550188"');
    expect(text).toContain(`Contract total ${formatMoney("2700.00")}`);
    expect(text).toContain(
      `Estimate ${formatMoney(view.approvedTotal)} + ${formatMoney("450.00")} in change orders`,
    );
    for (const [term, amount] of [
      ["Invoiced", view.invoiced],
      ["Paid", view.paid],
      ["Balance", view.balance],
    ])
      expect(text).toContain(`${term} ${formatMoney(amount)}`);
    expect(text).toContain("CO-1: Vanity light Approved");
    expect(text).toContain("CO-2: Skip the border Sent");
    expect(text).toContain(`Credit ${formatMoney("300.00")}`);
    expect(html).toContain(`href="/admin?tab=jobs&amp;job=${job.id}&amp;changeOrder=`);
    expect(html).toContain(`href="/admin?tab=invoices&amp;invoice=${invoice.id}"`);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain(`Deposit for estimate #${view.number}`);
    expect(text).toContain(formatMoney("200.00"));
    expect(view.timeline.length).toBeGreaterThan(2);
    for (const event of view.timeline) expect(text).toContain(event.text);
    expect(text).toContain("Mark complete");
    expect(text).toContain("New change order");
    expect(html).toContain('href="/admin?tab=jobs"');
  });

  it("opens a change order of the job by its address, and none of another job", async () => {
    const { html } = await page(admin, `/admin?tab=jobs&job=${job.id}&changeOrder=${credit.id}`);
    const text = textOf(html);
    expect(text).toContain("Change order CO-2: Skip the border");
    expect(text).toContain("Total credit");
    const other = await approvedJobFor(clients, { title: "Fence repair" });
    const elsewhere = await page(admin, `/admin?tab=jobs&job=${other.id}&changeOrder=${credit.id}`);
    expect(elsewhere.status).toBe(200);
    expect(textOf(elsewhere.html)).toContain("Fence repair");
    expect(textOf(elsewhere.html)).not.toContain("Change order CO-2");
  });

  it("says when the address names no job, over the list", async () => {
    const { status, html } = await page(admin, "/admin?tab=jobs&job=999999");
    expect(status).toBe(200);
    expect(textOf(html)).toContain("That job was not found");
    expect(html).toContain("Primary bath remodel");
  });

  it("is linked from the estimate's page", async () => {
    const { html } = await page(admin, `/admin?tab=estimates&estimate=${job.id}`);
    expect(html).toMatch(new RegExp(`href="/admin\\?tab=jobs&amp;job=${job.id}"[^>]*>Open the job</a>`));
  });
});

describe("My Projects", () => {
  it("lists the customer's job with its contract total, paid and balance, and links to its page", async () => {
    const view = await jobView();
    const customer = await signInCustomer(server, CUSTOMER.email);
    const text = textOf((await page(customer, "/my-projects")).html);
    expect(text).toContain(`Estimate #${view.number}`);
    expect(text).toContain("Primary bath remodel");
    expect(text).toContain(`Contract total ${formatMoney(view.contractTotal)}`);
    expect(text).toContain(`Paid ${formatMoney(view.paid)}`);
    expect(text).toContain(`Balance ${formatMoney(view.balance)}`);
    expect((await page(customer, "/my-projects")).html).toContain(`href="/my-projects/jobs/${job.id}"`);
  });

  it("opens the job's page with what waits for the customer: the change order to answer, the invoice to pay", async () => {
    const view = await jobView();
    const customer = await signInCustomer(server, CUSTOMER.email);
    const { status, html } = await page(customer, `/my-projects/jobs/${job.id}`);
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`Contract total ${formatMoney(view.contractTotal)}`);
    expect(text).toContain("Waiting for you");
    expect(text).toContain("Change order CO-2: Skip the border");
    expect(text).toContain(`Credit ${formatMoney("300.00")}, waiting for your answer.`);
    expect(html).toMatch(/href="\/change-orders\/[^"]+"[^>]*>Review and answer/);
    const owed = view.invoices.find((item) => item.id === invoice.id)!;
    expect(text).toContain(`Pay ${formatMoney(owed.balance)}`);
    expect(html).toMatch(/href="\/invoices\/[^"]+"[^>]*>Pay /);
  });

  it("answers another customer's job as one that does not exist", async () => {
    const stranger = await signInCustomer(server, "someone.else@example.com");
    const { status, html } = await page(stranger, `/my-projects/jobs/${job.id}`);
    expect(status).toBe(404);
    expect(textOf(html)).toContain("We could not find this job.");
    expect(html).not.toContain("Primary bath remodel");
    expect((await page(stranger, "/my-projects")).html).not.toContain("Primary bath remodel");
  });
});
