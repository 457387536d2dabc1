/**
 * The back office's Failed tasks tab, drawn on the server: a task that failed every attempt is in the page's
 * HTML (what, when, why; never its data), with a labelled Retry button that queues it again. Runs the
 * production build (`npm run build` first).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signInAdmin } from "~tests/support/auth-helpers";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { waitForMail } from "~tests/support/outbox";
import { runOutOfRetries } from "~tests/support/queue";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let outbox: string;
const STUCK = "stuck-in-tab@example.com";

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await createAdmin(server, "admin@example.com");
  ({ client: admin } = await signInAdmin(server, "admin@example.com"));
  // Mail cannot be written while a file stands where the outbox folder goes.
  outbox = path.join(server.dataDir, "outbox");
  fs.rmSync(outbox, { recursive: true, force: true });
  fs.writeFileSync(outbox, "");
  await browserLikeClient(server.url).post("/api/auth/sign-in/magic-link", { email: STUCK });
  await runOutOfRetries(server.database.db, "mail.sign-in-link");
});
afterAll(() => server?.close());

async function tab() {
  const response = await admin.fetch("/admin?tab=queue", { headers: { accept: "text/html" } });
  // React separates neighbouring texts with empty comments ("Page <!-- -->1").
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("the Failed tasks tab", () => {
  it("shows a failed task in the HTML: what, when, attempts and why, with a labelled Retry button", async () => {
    const { status, html } = await tab();
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Failed tasks<\/h1>/);
    expect(html).toMatch(/<a aria-current="page"[^>]*>Failed tasks/);
    for (const column of ["Task", "Failed", "Attempts", "Last error", "Actions"])
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${column}</th>`));
    expect(html).toMatch(
      /<th scope="row"[^>]*>Sign-in link mail<div[^>]*>stuck-in-tab@example.com<\/div><\/th>/,
    );
    expect(html).toMatch(/<td[^>]*>6<\/td>/);
    expect(html).toContain("EEXIST: file already exists");
    expect(html).toMatch(/Queued [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
    expect(html).toContain('aria-label="Retry Sign-in link mail, stuck-in-tab@example.com"');
    expect(html).not.toMatch(/token=|magic-link\/verify/);
  });

  it("Retry queues the task again: the mail goes and the tab is empty", async () => {
    fs.rmSync(outbox);
    const { items } = (await (await admin.fetch("/api/admin/queue/failed")).json()) as {
      items: Array<{ id: string }>;
    };
    // What the button sends.
    const retried = await admin.fetch(`/api/admin/queue/${items[0]!.id}/retry`, { method: "POST" });
    expect(retried.status).toBe(204);
    expect((await waitForMail(outbox, STUCK)).subject).toMatch(/sign-in link/i);
    const { html } = await tab();
    expect(html).toContain("No failed tasks.");
    expect(html).not.toContain("stuck-in-tab@example.com");
  });

  it("is for admins only", async () => {
    const response = await fetch(`${server.url}/admin?tab=queue`, { redirect: "manual" });
    expect(response.status).toBe(302);
  });
});
