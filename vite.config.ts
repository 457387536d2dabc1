import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./scripts/bundle-report/modules-plugin.mjs";

// React, React DOM and the router. The bundler's helpers for their CommonJS files stay in a small file of their
// own (rolldown-runtime): the bundler never offers its runtime to a group.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const ROOT_ROUTE = path.resolve("app/root.tsx");
// Tiny modules that most pages use besides the root's: the class-name tools, the pages' meta, the inner pages'
// banner, the image that falls back to a placeholder and the hydration flag. Each would otherwise be a file of
// its own on the pages that use it, a request too small for the server to compress.
const EVERY_PAGE =
  /[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]|[\\/]app[\\/](lib[\\/](seo|use-hydrated)|components[\\/](layout[\\/]page-header|ui[\\/]fallback-image))\.tsx?$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules the root route imports, directly or not: the shell that every page loads. */
function staticImportsOf(entry: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

let shell: Set<string> | undefined;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), process.env.BUNDLE_REPORT ? chunkModulesPlugin() : null],
  // The import aliases are tsconfig.json's `paths` (~/ for app/, ~db/, ~server/, ~tests/, ~scripts/).
  resolve: { tsconfigPaths: true },
  // The bundler's report of slow plugins names React Router's own route modules, nothing to act on: without
  // it the build prints only what needs attention.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page needs React and the router, and the root's header, footer and their helpers: two
            // files rather than twenty small ones, each a request of its own and compressed on its own.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                {
                  // Named for the bundler's reports, which cannot call `name` to learn it.
                  debugName: "shell",
                  name: (id, graph) =>
                    (shell ??= staticImportsOf(ROOT_ROUTE, graph)).has(id) || EVERY_PAGE.test(id)
                      ? "shell"
                      : null,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
