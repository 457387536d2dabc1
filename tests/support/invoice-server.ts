/**
 * The invoices' API tests: a site with an admin signed in and the business's settings (one per test file,
 * started before its tests and closed after), and invoices written and sent through the API as the back
 * office does.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { InvoiceView } from "~/features/invoices/invoice-view";
import { startAdminTestServer, type AdminTestServer } from "./admin-session";
import { ensureSettings } from "./booking";

/** Starts the file's site before its tests; the accessors read it once started. */
export function invoiceTestServer() {
  let t: AdminTestServer;
  beforeAll(async () => {
    t = await startAdminTestServer();
    await ensureSettings(t.server.database.db);
  });
  afterAll(() => t?.server.close());
  return {
    site: () => t,
    db: () => t.server.database.db,
    outbox: () => `${t.server.dataDir}/outbox`,
  };
}

/** A draft written by the admin through the API (201 expected), as the invoice editor sends it. */
export async function draftInvoice(t: AdminTestServer, body: Record<string, unknown>): Promise<InvoiceView> {
  const res = await t.admin.post("/api/admin/invoices", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as InvoiceView;
}
