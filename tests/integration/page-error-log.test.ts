/**
 * A page whose loader fails writes the error to the server's log, without the values the failed query was
 * given. Runs the production build (`npm run build` first).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signInCustomer } from "~tests/support/auth-helpers";
import { makeAppointment } from "~tests/support/fixtures";
import { startTestServer, type TestServer } from "~tests/support/test-server";

const EMAIL = "loader.failure@example.com";
const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    withPages: true,
    logTo: { write: (line: string) => void lines.push(line) },
  });
});
afterAll(() => server?.close());

it("logs a loader's database error with its statement and code, never the customer's email", async () => {
  await makeAppointment(server.database.db, EMAIL);
  const customer = await signInCustomer(server, EMAIL);
  // My Projects looks appointments up by the customer's email: without the column the query fails.
  await server.database.db.execute(sql`alter table appointments rename column email to email_elsewhere`);
  lines.length = 0;

  const res = await customer.fetch("/my-projects");
  expect(res.status).toBe(500);
  expect(await res.text()).not.toContain("email_elsewhere");

  expect(lines.join("\n")).not.toContain(EMAIL);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries).toContainEqual(
    expect.objectContaining({
      msg: "page error",
      path: "/my-projects",
      err: expect.objectContaining({ code: "42703", statement: expect.stringMatching(/^select from /) }),
    }),
  );
});
