/**
 * `npm start` builds only when build/ is missing or out of date, `npm run build` always (scripts/build.mjs):
 * in a copy of the project's sources whose build steps (React Router's, scripts/build-server.mjs and
 * scripts/precompress-assets.mjs) are stand-ins that write the entries production runs.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_ENTRY, SERVER_ENTRY, WORKER_ENTRY } from "./production-server";

const script = path.resolve("scripts/build.mjs");
const project = fs.mkdtempSync(path.join(os.tmpdir(), "build-"));
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

/** A build step: writes its entries and counts itself, or fails when asked to. */
const fakeStep = (entries: string[]) => `
import fs from "node:fs";
import path from "node:path";
if (process.env.FAIL_BUILD) process.exit(3);
for (const entry of ${JSON.stringify(entries)}) {
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, "");
}
fs.appendFileSync("steps.log", "${entries[0]}\\n");
`;

beforeAll(() => {
  // The real sources, so that the check is timed on as many files as it reads in the project.
  for (const folder of ["app", "server", "db", "public"])
    fs.cpSync(folder, path.join(project, folder), { recursive: true });
  fs.copyFileSync("tsconfig.json", path.join(project, "tsconfig.json"));
  fs.mkdirSync(path.join(project, "scripts"));
  fs.writeFileSync(path.join(project, "scripts", "build-server.mjs"), fakeStep([SERVER_ENTRY, WORKER_ENTRY]));
  // The gzip copies of the browser files: nothing to copy here.
  fs.writeFileSync(path.join(project, "scripts", "precompress-assets.mjs"), "");
  fs.writeFileSync(path.join(project, "react-router.mjs"), fakeStep([PAGES_ENTRY]));
  const bin = path.join(project, "node_modules", ".bin", "react-router");
  fs.mkdirSync(path.dirname(bin), { recursive: true });
  fs.writeFileSync(bin, `#!/bin/sh\nexec "${process.execPath}" react-router.mjs "$@"\n`, { mode: 0o755 });
});

const build = (args: string[] = [], env: Record<string, string> = {}) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { ...result, ms: performance.now() - started };
};
const prestart = (env: Record<string, string> = {}) => build(["--if-changed"], env);
/** How many builds ran to the end (the server's step is the last). */
const builds = () =>
  fs
    .readFileSync(path.join(project, "steps.log"), "utf8")
    .split("\n")
    .filter((step) => step === SERVER_ENTRY).length;
/** An edit: the file's time moves on (set ahead, as the same millisecond would not show). */
const edit = (file: string) => {
  const at = path.join(project, file);
  const later = new Date(fs.statSync(at).mtimeMs + 2_000);
  fs.utimesSync(at, later, later);
};

// Each check is a Node process, and a build two more.
describe("the production build", { timeout: 30_000 }, () => {
  it("at start, builds a tree never built, then not again until something it is built from changes", () => {
    expect(prestart().status).toBe(0);
    expect(fs.readFileSync(path.join(project, "steps.log"), "utf8")).toBe(
      `${PAGES_ENTRY}\n${SERVER_ENTRY}\n`,
    );

    const unchanged = prestart();
    expect(unchanged.status).toBe(0);
    expect(unchanged.stdout).toBe("build/ is up to date: nothing it is built from changed since.\n");
    expect(builds()).toBe(1);
    // A small part of the second a restart takes, on all the project's sources.
    expect(unchanged.ms).toBeLessThan(1_000);

    edit("app/root.tsx");
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(2);

    fs.writeFileSync(path.join(project, "server", "new-module.ts"), "export {};\n");
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(3);

    edit("tsconfig.json");
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(4);
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(4);
  });

  it("always builds for npm run build, and a start after it does not build again", () => {
    const before = builds();
    expect(build().status).toBe(0);
    expect(builds()).toBe(before + 1);
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(before + 1);
  });

  it("at start, builds again after build/ changed another way, or lost an entry", () => {
    const before = builds();
    // Another build of the pages alone, say.
    expect(spawnSync(process.execPath, ["react-router.mjs"], { cwd: project }).status).toBe(0);
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(before + 1);

    fs.rmSync(path.join(project, WORKER_ENTRY));
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(before + 2);
  });

  it("stops npm start when the build fails, and tries again at the next start", () => {
    edit("db/schema.ts");
    const failed = prestart({ FAIL_BUILD: "1" });
    expect(failed.status).toBe(3);
    const before = builds();
    expect(prestart().status).toBe(0);
    expect(builds()).toBe(before + 1);
  });
});
