/**
 * Production runs the compiled server (`npm run build` first): plain JavaScript, no TypeScript transpiler,
 * and nothing from devDependencies, which a production install leaves out.
 */
import fs from "node:fs";
import http from "node:http";
import { builtinModules } from "node:module";
import * as esbuild from "esbuild";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAGES_ENTRY, productionNodeArgs, SERVER_ENTRY, WORKER_ENTRY } from "~scripts/production-server";
import {
  cleanUpServerProcesses,
  randomPort,
  requireProductionBuild,
  startServer,
} from "~tests/support/server-process";
import { createTestDatabase } from "~tests/support/test-database";

const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every package a built file imports (statically, dynamically or through require), as esbuild reads it. */
async function packagesImportedBy(file: string): Promise<string[]> {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports);
  const names = imports.filter((i) => i.external).map((i) => i.path);
  const builtins = new Set(builtinModules);
  return [...new Set(names.filter((n) => !n.startsWith("node:") && !builtins.has(n)).map(packageName))];
}

/** The status, headers and raw bytes (as sent, not decoded) of a GET. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/**
 * The page's scripts go as the build's gzip copies (scripts/precompress-assets.mjs) to a browser that accepts
 * gzip, and as they are to one that does not; both cached for a year.
 */
async function expectPrecompressedScripts(port: number) {
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const script = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
  expect(script).toBeDefined();
  const file = `build/client${script}`;
  const url = `http://127.0.0.1:${port}${script}`;
  const gzipped = await rawGet(url, { "accept-encoding": "gzip, deflate" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gzipped.headers["content-type"]).toMatch(/^text\/javascript/);
  expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
  expect(gzipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(gzipped.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
  const plain = await rawGet(url, { "accept-encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.equals(fs.readFileSync(file))).toBe(true);
}

afterEach(cleanUpServerProcesses);
beforeAll(requireProductionBuild);

describe("the compiled server", { timeout: 120_000 }, () => {
  it("is what npm start and npm run worker run, without a TypeScript loader", () => {
    const runs = (entry: string) =>
      `NODE_ENV=\${NODE_ENV:-production} node ${productionNodeArgs(entry).join(" ")}`;
    expect(packageJson.scripts.start).toBe(runs(SERVER_ENTRY));
    // Builds when build/ is missing or out of date (scripts/build.mjs).
    expect(packageJson.scripts.prestart).toBe("node scripts/build.mjs --if-changed");
    expect(packageJson.scripts.worker).toBe(runs(WORKER_ENTRY));
  });

  it.each([
    [SERVER_ENTRY, "express"],
    [WORKER_ENTRY, "pg-boss"],
    [PAGES_ENTRY, "react"],
  ])("%s imports production dependencies only", async (file, expected) => {
    const imported = await packagesImportedBy(file);
    expect(imported).toContain(expected);
    // tsx is a dependency for the command-line tools (db:seed, admin:create); the server needs none.
    const refused = imported.filter((name) => !(name in packageJson.dependencies) || name === "tsx");
    expect(refused).toEqual([]);
  });

  it("serves pages and the API while neither tsx nor a devDependency can load", async () => {
    const database = await createTestDatabase({ migrated: false });
    const port = randomPort();
    const server = startServer(
      {
        PORT: String(port),
        DATABASE_URL: database.url,
        AUTH_SECRET: "a-secret-for-this-test-only-0123456789",
      },
      { nodeOptions: ["--import", "./tests/support/refuse-dev-dependencies.mjs"] },
    );
    try {
      await server.listening;
      const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      expect(((await (await get("/api/services")).json()) as unknown[]).length).toBe(8);
      for (const page of ["/", "/services", "/book", "/login"]) expect((await get(page)).status).toBe(200);
      await expectPrecompressedScripts(port);
      expect(server.output()).not.toContain("refused in production");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      await database.dispose();
    }
  });
});
