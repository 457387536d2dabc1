/**
 * The production process holds two copies of the auth module: one in the compiled server, which makes the
 * auth instance, and one in the pages bundle. A sign-in link made for a confirmation mail through either
 * copy is handed back, never queued as a mail of its own.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { selectRows } from "~db/rows";
import { startTestServer, type TestServer } from "~tests/support/test-server";
import type { createSignInLink } from "./auth.server";

let server: TestServer;
beforeAll(async () => {
  // Nothing works the queue: a sign-in link queued by mistake stays there to be seen.
  server = await startTestServer({ env: { WORKER: "off" } });
});
afterAll(() => server?.close());

it("captures a link asked for through another copy of the module", async () => {
  // The query string makes the module loader evaluate the file again: a second copy, as in another bundle.
  const anotherCopy = "./auth.server.ts?another-copy";
  const copy = (await import(/* @vite-ignore */ anotherCopy)) as {
    createSignInLink: typeof createSignInLink;
  };

  const link = await copy.createSignInLink(server.auth, "pat@example.com", "/my-projects");

  expect(link).toMatch(/\/api\/auth\/magic-link\/verify\?token=/);
  const queued = await selectRows<{ count: number }>(
    server.database.db,
    sql`select count(*)::int as count from pgboss.job where name = 'mail.sign-in-link'`,
  );
  expect(queued[0]!.count).toBe(0);
});
