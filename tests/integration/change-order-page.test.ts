/**
 * The change order's page by its link, as a browser without script uses it (docs/change-orders.md): the
 * figures (a credit's line and total read as credits), the approve and decline forms posted natively to the
 * page's action (refused with the messages and the values kept; taken with a redirect to the page, which then
 * says where the change order stands), the link that opens nothing, and the PDF by the same link. Runs the
 * production build (`npm run build` first).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPT_TERMS, NAME_TO_SIGN } from "~/features/change-orders/change-order.schema";
import { CHANGE_ORDER_LINK_NOT_FOUND } from "~/features/change-orders/customer-change-orders.server";
import { addDays, businessToday } from "~/lib/dates";
import { changeOrders } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { ensureSettings } from "~tests/support/booking";
import { browserLikeClient } from "~tests/support/browser-like-client";
import { newJob, sentChangeOrder, type ChangeOrderSite } from "~tests/support/change-orders";
import { formPoster, visitor } from "~tests/support/form-post";
import { pdfText } from "~tests/support/pdf-text";
import { startTestServer } from "~tests/support/test-server";

let site: ChangeOrderSite;
const db = () => site.server.database.db;

beforeAll(async () => {
  // TRUST_PROXY: the signature records the address the proxy reported.
  const server = await startTestServer({
    env: { TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" },
    withPages: true,
  });
  await ensureSettings(server.database.db);
  await createAdmin(server, "admin@example.com");
  const { client: admin } = await signInAdmin(server, "admin@example.com");
  const customer = await signInCustomer(server, "customer@example.com");
  site = { server, admin, customer, anonymous: browserLikeClient(server.url) };
});
afterAll(() => site?.server.close());

const postForm = formPoster(() => site.server.url);

/** The page as a browser reads it, from an address of its own (the pages' rate limit counts by address). */
const getPage = (path: string) =>
  fetch(`${site.server.url}${path}`, { headers: { "x-forwarded-for": visitor() }, redirect: "manual" });

/** The page's text without its markup, as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<script[^>]*>.*?<\/script>/gs, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** A change order sent on a new job (changeOrderBody: $1,200.00 of work, a $300.00 credit) and its page. */
async function sentOnAJob(overrides: Parameters<typeof sentChangeOrder>[2] = {}) {
  const estimate = await newJob(site);
  const { view, token } = await sentChangeOrder(site, estimate.id, overrides);
  return { estimate, view, page: `/change-orders/${token}` };
}

const statusOf = async (id: number) =>
  (await db().select({ status: changeOrders.status }).from(changeOrders).where(eq(changeOrders.id, id)))[0]
    ?.status;

describe("GET /change-orders/{token}", () => {
  it("shows the change, its lines with the credit, the total, the days and the billing; private", async () => {
    const { estimate, view, page } = await sentOnAJob();
    const res = await getPage(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    const text = textOf(html);
    expect(text).toContain(`Change order ${view.number}`);
    expect(text).toContain("Replace rotten subfloor");
    expect(text).toContain(`A change to estimate #${estimate.number}: ${estimate.title}`);
    expect(text).toContain("Why this change Water damage found under the old vanity.");
    expect(text).toContain("Subfloor replacement");
    expect(text).toContain("$1,200.00");
    expect(text).toContain("Vanity tile not needed");
    expect(text).toContain("-$300.00");
    expect(text).toContain("Total $900.00");
    expect(text).toContain("Days added to the schedule 3 days");
    expect(text).toContain("Billing Added to your next invoice");
    expect(text).toMatch(/Valid until [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(html).toMatch(new RegExp(`<a[^>]* href="${page}\\.pdf"[^>]*>Download PDF</a>`));
    // The approve form posts natively to the page, with the estimate's terms above it.
    expect(text).toContain("Terms");
    const approveForm = /<form[^>]*aria-label="Approve this change order"[^>]*>/.exec(html)?.[0];
    expect(approveForm).toContain(`action="${page}"`);
    expect(approveForm).toContain('method="post"');
    expect(html).toContain('name="acceptTerms"');
    expect(text).toContain("I have read and accept the terms above");
  });

  it("a credit reads as one: its total, and billed on the next invoice", async () => {
    const { page } = await sentOnAJob({
      title: "Skip the backsplash",
      lines: [{ description: "Backsplash not installed", quantity: 1, unit: "job", unitPrice: "-300.00" }],
      billing: "next_invoice",
    });
    const text = textOf(await (await getPage(page)).text());
    expect(text).toContain("-$300.00");
    expect(text).toContain("Total credit Credit $300.00");
    expect(text).toContain("Billing Taken off your next invoice");
    expect(text).toMatch(/You approve a credit of \$300\.00 ?, taken off your next invoice\./);
  });

  it("an unknown link is a 404 page that says why", async () => {
    const res = await getPage(`/change-orders/${"x".repeat(43)}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Change Order Not Available");
    expect(textOf(html)).toContain(CHANGE_ORDER_LINK_NOT_FOUND);
    const junk = await getPage("/change-orders/not-a-token");
    expect(junk.status).toBe(404);
  });

  it("the decline button asks for the page with its form open, before any script", async () => {
    const { page } = await sentOnAJob();
    const html = await (await getPage(page)).text();
    const decline = /<button[^>]*>Decline<\/button>/.exec(html)?.[0];
    expect(decline).toContain('name="answer"');
    expect(decline).toContain('value="decline"');
    const open = await (await getPage(`${page}?answer=decline`)).text();
    expect(open).toMatch(/<input type="hidden" name="intent" value="decline"\/?>/);
    expect(textOf(open)).toContain("Reason (optional)");
  });
});

describe("POST /change-orders/{token}", () => {
  it("approve without a name: 400, the message on the name, the box kept ticked and the name focused", async () => {
    const { view, page } = await sentOnAJob();
    const res = await postForm(page, new URLSearchParams({ intent: "approve", name: "", acceptTerms: "on" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(NAME_TO_SIGN);
    expect(html).not.toContain(ACCEPT_TERMS);
    expect(/<input[^>]*name="acceptTerms"[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    const name = /<input[^>]*name="name"[^>]*>/.exec(html)?.[0];
    expect(name).toContain('autofocus=""');
    expect(name).toContain('aria-invalid="true"');
    expect(await statusOf(view.id)).toBe("sent");
  });

  it("approve without the terms accepted: the name typed kept, the box's message", async () => {
    const { view, page } = await sentOnAJob();
    const res = await postForm(page, new URLSearchParams({ intent: "approve", name: "Dana Change" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(ACCEPT_TERMS);
    expect(/<input[^>]*name="name"[^>]*>/.exec(html)?.[0]).toContain('value="Dana Change"');
    expect(/<input[^>]*name="acceptTerms"[^>]*>/.exec(html)?.[0]).not.toContain("checked");
    expect(await statusOf(view.id)).toBe("sent");
  });

  it("approved: the page again, with the signature; approving twice is refused on the page", async () => {
    const { view, page } = await sentOnAJob();
    const address = visitor();
    const body = new URLSearchParams({ intent: "approve", name: "Dana Change", acceptTerms: "on" });
    const res = await postForm(page, body, { "x-forwarded-for": address, "user-agent": "Posted/1.0" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(page);
    const [row] = await db().select().from(changeOrders).where(eq(changeOrders.id, view.id));
    expect(row).toMatchObject({ status: "approved", signedName: "Dana Change", signedIp: address });
    expect(row?.signedUserAgent).toBe("Posted/1.0");

    const text = textOf(await (await getPage(page)).text());
    expect(text).toContain("You approved this change order. Thank you!");
    expect(text).toContain("Signed by Dana Change");
    expect(text).toMatch(/Signed on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(Central Time\)/);
    expect(text).not.toContain("Type your full name");

    const again = await postForm(page, body);
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("This change order was already approved.");
  });

  it("approved when invoiced at once: the page links the invoice to pay", async () => {
    const { page } = await sentOnAJob({
      lines: [{ description: "Extra outlet", quantity: 2, unit: "each", unitPrice: "150.00" }],
      billing: "invoice_now",
    });
    expect(textOf(await (await getPage(page)).text())).toContain("Billing Invoiced when you approve");
    const body = new URLSearchParams({ intent: "approve", name: "Dana Change", acceptTerms: "on" });
    const res = await postForm(page, body);
    expect(res.status).toBe(302);
    const location = res.headers.get("location")!;
    const invoice = new URL(location, site.server.url).searchParams.get("invoice");
    expect(invoice).toMatch(/^\/invoices\/[\w-]{43}$/);
    const html = await (await getPage(location)).text();
    expect(html).toMatch(new RegExp(`<a[^>]* href="${invoice}"[^>]*>View and pay the invoice</a>`));
    expect((await getPage(invoice!)).status).toBe(200);
    // Another address is not linked, whatever the page's address says.
    const forged = await (
      await getPage(`${page}?invoice=${encodeURIComponent("https://example.com/")}`)
    ).text();
    expect(forged).not.toContain("View and pay the invoice");
  });

  it("declined with a reason: the page again, which says so; declining twice is refused", async () => {
    const { view, page } = await sentOnAJob();
    const body = new URLSearchParams({ intent: "decline", reason: "We will keep the old subfloor." });
    const res = await postForm(page, body);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(page);
    expect(await statusOf(view.id)).toBe("declined");
    const text = textOf(await (await getPage(page)).text());
    expect(text).toMatch(/You declined this change order on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(text).toContain("Your reason: We will keep the old subfloor.");
    expect(text).not.toContain("Type your full name");

    const again = await postForm(page, new URLSearchParams({ intent: "decline", reason: "" }));
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("This change order was declined.");
  });

  it("expired: the page says so plainly, and an approval posted still is refused with why", async () => {
    const { view, page } = await sentOnAJob();
    await db()
      .update(changeOrders)
      .set({ validUntil: addDays(businessToday(), -1) })
      .where(eq(changeOrders.id, view.id));
    const text = textOf(await (await getPage(page)).text());
    expect(text).toMatch(
      /This change order expired on [A-Z][a-z]+ \d{1,2}, \d{4} and can no longer be approved\./,
    );
    expect(text).not.toContain("Type your full name");
    expect(text).not.toContain("Not going ahead?");

    const body = new URLSearchParams({ intent: "approve", name: "Dana Change", acceptTerms: "on" });
    const res = await postForm(page, body);
    expect(res.status).toBe(409);
    expect(textOf(await res.text())).toMatch(
      /This change order expired on [A-Z][a-z]+ \d{1,2}, \d{4}\. Please contact us/,
    );
    expect(await statusOf(view.id)).not.toBe("approved");
  });

  it("an answer that is neither is refused on the page", async () => {
    const { page } = await sentOnAJob();
    const res = await postForm(page, new URLSearchParams({ intent: "maybe" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please choose an answer to the change order");
  });
});

describe("GET /change-orders/{token}.pdf", () => {
  it("answers the change order as a PDF by the same link; an unknown link is a plain 404", async () => {
    const { view, estimate, page } = await sentOnAJob();
    const res = await getPage(`${page}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="estimate-${estimate.number}-${view.number}.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain("Subfloor replacement");

    const unknown = await getPage(`/change-orders/${"x".repeat(43)}.pdf`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(CHANGE_ORDER_LINK_NOT_FOUND);
  });
});
