/**
 * The second half of `npm run build`: compiles the server's entries (the site, server/index.ts, and the
 * worker, server/worker.ts) with the project code they import to JavaScript, so that production runs
 * without a TypeScript transpiler. Packages stay imports from node_modules; the pages are React Router's own
 * bundle (build/server), loaded at start.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "build", "server-app");
const { devDependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

// Development mode (`npm run dev`) runs the sources with Vite; the compiled server leaves Vite out and says so.
const DEVELOPMENT_ONLY = new Set(["vite"]);

/** A devDependency is not installed in production: importing one is a build error, not a crash at start. */
const productionDependenciesOnly = {
  name: "production-dependencies-only",
  setup(build) {
    build.onResolve({ filter: /^[^./~]/ }, ({ path: specifier, importer }) => {
      const name = packageName(specifier);
      if (DEVELOPMENT_ONLY.has(name))
        return { path: `${name}-development-only`, namespace: "development-only" };
      if (name in devDependencies)
        return {
          errors: [{ text: `${path.relative(root, importer)} imports the devDependency "${name}"` }],
        };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: "development-only" }, ({ path: stub }) => ({
      contents: `throw new Error(${JSON.stringify(
        `The compiled server has no ${stub.replace(/-development-only$/, "")}: run the sources for development (npm run dev).`,
      )});`,
    }));
  },
};

// Each entry becomes build/server-app/<name>.js, the program of a process of its own.
const ENTRIES = ["server/index.ts", "server/worker.ts"];

fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir,
  entryNames: "[name]",
  // What an entry imports with import() is a file of its own, whose packages load only then (code the
  // entries share is in such files too).
  splitting: true,
  // Beside the entries, so that paths relative to a module (the migrations) stay the same.
  chunkNames: "[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Packages load from node_modules as they do under the TypeScript runtime; only our own code is bundled.
  packages: "external",
  // The `~` alias of app/ comes from tsconfig.json's paths, as in Vite and Vitest.
  tsconfig: "tsconfig.json",
  sourcemap: true,
  // Names stay as written (bundling renames clashing ones): an error takes its class name (DomainError).
  keepNames: true,
  plugins: [productionDependenciesOnly],
  logLevel: "warning",
});
// db/client.server.ts finds the migrations next to itself (import.meta.url), which is now this folder.
fs.cpSync(path.join(root, "db", "migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log(`server compiled to ${path.relative(root, outdir)}/`);
