/**
 * The change orders' API tests: a site that trusts one proxy hop (so each customer call names its own client
 * address, for the signature and the rate limit), an admin signed in, an approved job, and change orders
 * written and sent through the API as the back office does.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { changeOrderToken } from "~/features/change-orders/change-order-token.server";
import type { ChangeOrderView } from "~/features/change-orders/change-order-view";
import type { ChangeOrderInput } from "~/features/change-orders/change-order.schema";
import { addDays, businessToday } from "~/lib/dates";
import { changeOrders } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "./auth-helpers";
import { ensureSettings, newClientIp } from "./booking";
import { browserLikeClient, type Client } from "./browser-like-client";
import { approvedJob } from "./estimate-jobs";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "./test-server";

export interface ChangeOrderSite {
  server: TestServer;
  admin: Client;
  customer: Client;
  anonymous: Client;
}

/** Starts the file's site before its tests; the accessor reads it once started. */
export function changeOrderTestServer() {
  let site: ChangeOrderSite;
  beforeAll(async () => {
    const server = await startTestServer({ env: { TRUST_PROXY: "1" } });
    await ensureSettings(server.database.db);
    await createAdmin(server, "admin@example.com");
    const { client: admin } = await signInAdmin(server, "admin@example.com");
    const customer = await signInCustomer(server, "customer@example.com");
    site = { server, admin, customer, anonymous: browserLikeClient(server.url) };
  });
  afterAll(() => site?.server.close());
  return () => site;
}

/** An approved job (estimateBody's $2,250.00, deposit paid): its estimate. */
export const newJob = (site: ChangeOrderSite) =>
  approvedJob({ db: site.server.database.db, admin: site.admin, anonymous: site.anonymous }, []);

/** Tile work found behind the old vanity: $1,200.00 of work, a $300.00 credit, 3 days added. */
export function changeOrderBody(overrides: Partial<ChangeOrderInput> = {}): ChangeOrderInput {
  return {
    title: "Replace rotten subfloor",
    reason: "Water damage found under the old vanity.",
    lines: [
      { description: "Subfloor replacement", quantity: 2, unit: "sheet", unitPrice: "600.00" },
      { description: "Vanity tile not needed", quantity: 1, unit: "job", unitPrice: "-300.00" },
    ],
    daysAdded: 3,
    billing: "next_invoice",
    validUntil: addDays(businessToday(), 14),
    photos: [],
    ...overrides,
  };
}

/** A draft written by the admin on `estimateId` (201 expected). */
export async function draftChangeOrder(
  site: ChangeOrderSite,
  estimateId: number,
  overrides: Partial<ChangeOrderInput> = {},
) {
  const res = await site.admin.post(
    `/api/admin/jobs/${estimateId}/change-orders`,
    changeOrderBody(overrides),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; number: string; status: "draft"; total: string };
}

/** The token of a sent change order's link, made as its mail makes it (the test servers' secret). */
export async function tokenOfChangeOrder(site: ChangeOrderSite, id: number): Promise<string> {
  const [row] = await site.server.database.db
    .select({ nonce: changeOrders.tokenNonce })
    .from(changeOrders)
    .where(eq(changeOrders.id, id));
  if (!row?.nonce) throw new Error(`Change order ${id} was never sent`);
  return changeOrderToken(TEST_AUTH_SECRET, row.nonce);
}

/** A change order written and sent on `estimateId`: its view after sending and its link's token. */
export async function sentChangeOrder(
  site: ChangeOrderSite,
  estimateId: number,
  overrides: Partial<ChangeOrderInput> = {},
) {
  const { id } = await draftChangeOrder(site, estimateId, overrides);
  const res = await site.admin.post(`/api/admin/change-orders/${id}/send`);
  expect(res.status, await res.clone().text()).toBe(200);
  return { view: (await res.json()) as ChangeOrderView, token: await tokenOfChangeOrder(site, id) };
}

/** A customer's browser at an address of its own (X-Forwarded-For, trusted one hop), with its user agent. */
export function visitor(site: ChangeOrderSite, ip = newClientIp(), userAgent = "Mozilla/5.0 (Test Browser)") {
  const client = browserLikeClient(site.server.url);
  const headers = { "x-forwarded-for": ip, "user-agent": userAgent };
  return {
    ip,
    userAgent,
    get: (path: string) => client.fetch(path, { headers }),
    post: (path: string, json: unknown = {}) => client.post(path, json, headers),
  };
}
