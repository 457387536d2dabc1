/** /api/admin/inbox: quote requests and contact messages, newest first, marked handled or deleted. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxItem } from "~/features/inbox/inbox";
import { loadQuoteRequest } from "~/features/inbox/quote-request.server";
import { createContactMessage, createQuoteRequest } from "~/features/leads/leads.server";
import type { Page } from "~/lib/vocabulary";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { estimateBody } from "~tests/support/estimate-body";

let t: AdminTestServer;
const ids: Record<string, number> = {};
// Stored uploads' URLs, as POST /api/quotes saves them (the sweep keeps what quote_request_photos mentions).
const PHOTO_A = `/uploads/${"a".repeat(32)}-1200.webp`;
const PHOTO_B = `/uploads/${"b".repeat(32)}-1200.webp`;

beforeAll(async () => {
  t = await startAdminTestServer();
  const db = t.server.database.db;
  const person = { name: "Gil Park", email: "Gil@Example.com", phone: "3255550555" };
  ids.quote = (
    await createQuoteRequest(db, {
      ...person,
      serviceType: "Kitchen",
      details: "New cabinets and counters.",
      preferredDate: "2030-03-01",
    })
  ).id;
  ids.message = (
    await createContactMessage(db, { ...person, subject: "Hours", message: "Are you open on Saturdays?" })
  ).id;
  ids.quote2 = (
    await createQuoteRequest(
      db,
      {
        ...person,
        serviceType: "Fence",
        details: "Replace a wood fence.",
        preferredDate: "2030-04-01",
        estimate: { projectType: "fence", size: 120, option: "wood6" },
      },
      [PHOTO_A, PHOTO_B],
    )
  ).id;
  // Distinct creation times, oldest first: quote, message, quote2.
  await db.execute(
    sql`update quote_requests set created_at = '2026-01-01T10:00:00Z' where id = ${ids.quote}`,
  );
  await db.execute(
    sql`update contact_messages set created_at = '2026-01-02T10:00:00Z' where id = ${ids.message}`,
  );
  await db.execute(
    sql`update quote_requests set created_at = '2026-01-03T10:00:00Z' where id = ${ids.quote2}`,
  );
});
afterAll(() => t?.server.close());

const list = async (query = "") => {
  const res = await t.admin.fetch(`/api/admin/inbox${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page<InboxItem>;
};
const keys = (page: Page<InboxItem>) => page.items.map((i) => `${i.kind}:${i.id}`);

describe("GET /api/admin/inbox", () => {
  it("lists one kind, newest first, in the shared item shape", async () => {
    const quotes = await list("?kind=quotes");
    expect(keys(quotes)).toEqual([`quotes:${ids.quote2}`, `quotes:${ids.quote}`]);
    expect(quotes.items[1]).toEqual({
      id: ids.quote,
      kind: "quotes",
      name: "Gil Park",
      email: "gil@example.com",
      phone: "3255550555",
      title: "Kitchen",
      body: "New cabinets and counters.",
      preferredDate: "2030-03-01",
      status: "new",
      createdAt: "2026-01-01T10:00:00.000Z",
      photos: [],
      estimate: null,
      madeEstimate: null,
    });
    // The photos in the order they were sent; the estimate priced by the server (120 ft of 6 ft wood at $25).
    expect(quotes.items[0]).toMatchObject({
      id: ids.quote2,
      photos: [PHOTO_A, PHOTO_B],
      estimate: { projectType: "fence", size: 120, option: "wood6", total: "3000.00" },
    });
    const messages = await list("?kind=messages");
    expect(messages.items).toEqual([
      expect.objectContaining({
        id: ids.message,
        kind: "messages",
        title: "Hours",
        body: "Are you open on Saturdays?",
        preferredDate: null,
        photos: [],
        estimate: null,
      }),
    ]);
  });

  it("merges both kinds without a kind, and pages", async () => {
    const all = await list();
    expect(keys(all)).toEqual([`quotes:${ids.quote2}`, `messages:${ids.message}`, `quotes:${ids.quote}`]);
    const second = await list("?pageSize=2&page=2");
    expect(keys(second)).toEqual([`quotes:${ids.quote}`]);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it.each(["?kind=spam", "?status=read", "?pageSize=500"])("refuses %s with 400", async (query) => {
    expect((await t.admin.fetch(`/api/admin/inbox${query}`)).status).toBe(400);
  });
});

describe("loadQuoteRequest", () => {
  it("answers a request with its photos and its estimate in the calculator's words", async () => {
    expect(await loadQuoteRequest(t.server.database.db, ids.quote2)).toEqual({
      id: ids.quote2,
      name: "Gil Park",
      email: "gil@example.com",
      phone: "3255550555",
      serviceType: "Fence",
      details: "Replace a wood fence.",
      preferredDate: "2030-04-01",
      photos: [PHOTO_A, PHOTO_B],
      estimate: {
        projectType: "fence",
        size: 120,
        option: "wood6",
        total: "3000.00",
        summary: "Fence installation, 120 linear ft, 6 ft Wood",
      },
    });
  });

  it("answers none for an estimate, undefined for an unknown id", async () => {
    expect(await loadQuoteRequest(t.server.database.db, ids.quote)).toMatchObject({
      photos: [],
      estimate: null,
    });
    expect(await loadQuoteRequest(t.server.database.db, 999_999)).toBeUndefined();
  });
});

describe("handling and deleting", () => {
  it("marks an item handled (counts follow), filters by status, and back to new", async () => {
    expect(await (await t.admin.fetch("/api/admin/inbox/counts")).json()).toEqual({ quotes: 2, messages: 1 });
    const res = await t.admin.fetch(`/api/admin/inbox/quotes/${ids.quote}`, {
      method: "PATCH",
      json: { status: "handled" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: ids.quote, kind: "quotes", status: "handled", photos: [] });
    expect(await (await t.admin.fetch("/api/admin/inbox/counts")).json()).toEqual({ quotes: 1, messages: 1 });
    expect(keys(await list("?kind=quotes&status=handled"))).toEqual([`quotes:${ids.quote}`]);
    expect(keys(await list("?status=new"))).toEqual([`quotes:${ids.quote2}`, `messages:${ids.message}`]);
    await t.admin.fetch(`/api/admin/inbox/quotes/${ids.quote}`, { method: "PATCH", json: { status: "new" } });
    expect(await (await t.admin.fetch("/api/admin/inbox/counts")).json()).toEqual({ quotes: 2, messages: 1 });
  });

  it("refuses a bad status, kind or id", async () => {
    const patch = (path: string, json: unknown) => t.admin.fetch(path, { method: "PATCH", json });
    const bad = await patch(`/api/admin/inbox/quotes/${ids.quote}`, { status: "archived" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Invalid status" });
    expect((await patch(`/api/admin/inbox/leads/${ids.quote}`, { status: "new" })).status).toBe(400);
    expect((await patch("/api/admin/inbox/quotes/0", { status: "new" })).status).toBe(400);
    expect((await patch("/api/admin/inbox/quotes/999999", { status: "new" })).status).toBe(404);
  });

  it("deletes one item of the right kind only", async () => {
    const res = await t.admin.fetch(`/api/admin/inbox/messages/${ids.message}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await list("?kind=messages")).items).toEqual([]);
    expect((await list("?kind=quotes")).total).toBe(2);
    expect(
      (await t.admin.fetch(`/api/admin/inbox/messages/${ids.message}`, { method: "DELETE" })).status,
    ).toBe(404);
  });
});

describe("a quote request answered by an estimate", () => {
  it("shows the estimate (number, status, latest revision) and leaves the New count", async () => {
    const db = t.server.database.db;
    const { id } = await createQuoteRequest(db, {
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "3255550777",
      serviceType: "Bathroom",
      details: "A walk-in shower.",
      preferredDate: "2030-05-01",
    });
    const counts = async () => (await t.admin.fetch("/api/admin/inbox/counts")).json();
    const item = async () => (await list("?kind=quotes")).items.find((i) => i.id === id)!;
    const before = await counts();
    expect((await item()).madeEstimate).toBeNull();

    const res = await t.admin.post("/api/admin/estimates", { ...estimateBody(), quoteRequestId: id });
    expect(res.status).toBe(201);
    const estimate = (await res.json()) as { id: number; number: number };
    expect(await item()).toMatchObject({
      status: "handled",
      madeEstimate: { id: estimate.id, number: estimate.number, revision: 1, status: "draft" },
    });
    expect(await counts()).toEqual({ ...before, quotes: before.quotes - 1 });

    // Sent, then revised: the inbox follows the estimate the customer has.
    expect((await t.admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
    expect((await item()).madeEstimate).toMatchObject({ id: estimate.id, status: "sent" });
    const revised = await t.admin.post(`/api/admin/estimates/${estimate.id}/revise`);
    expect(revised.status).toBe(201);
    const revision = (await revised.json()) as { id: number };
    expect((await item()).madeEstimate).toEqual({
      id: revision.id,
      number: estimate.number,
      revision: 2,
      status: "draft",
    });
  });
});
