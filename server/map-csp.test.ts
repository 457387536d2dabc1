import { describe, expect, it } from "vitest";
import { loadConfig } from "../app/lib/env.server";
import { createTestDatabase } from "../tests/support/test-database";
import { createApp } from "./app";
import { createLogger } from "./logger";

async function cspFor(env: Record<string, string>) {
  const database = await createTestDatabase({ migrated: false });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const server = createApp({ config, database, logger: createLogger("silent") }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return Object.fromEntries(
      String(res.headers.get("content-security-policy"))
        .split(";")
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.dispose();
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
