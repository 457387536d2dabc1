import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~tests/support/test-database";
import { startTestServer } from "~tests/support/test-server";

// The headers come before any query: an empty database is enough, opened once for the file.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});
afterAll(() => database.dispose());

async function cspFor(env: Record<string, string>) {
  const server = await startTestServer({ database, env });
  try {
    const res = await fetch(`${server.url}/api/health`);
    return Object.fromEntries(
      String(res.headers.get("content-security-policy"))
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
  } finally {
    await server.close();
  }
}

describe("Content-Security-Policy for the contact map", () => {
  it("lets frames come from this site and the map's origin only", async () => {
    const csp = await cspFor({});
    expect(csp["frame-src"]).toEqual(["'self'", "https://www.openstreetmap.org"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://www.openstreetmap.org"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("follows MAP_EMBED_URL", async () => {
    const csp = await cspFor({ MAP_EMBED_URL: "https://maps.example.com/embed?q={address}" });
    expect(csp["frame-src"]).toEqual(["'self'", "https://maps.example.com"]);
    expect(csp["frame-src"]).not.toContain("https://www.openstreetmap.org");
  });
});
