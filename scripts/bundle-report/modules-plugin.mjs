/**
 * With BUNDLE_REPORT set, the client build also writes which modules each chunk carries and how many bytes
 * of the chunk each one renders to (`build/client/.vite/chunk-modules.json`), for `npm run bundle-report`.
 * Plain JavaScript, so that vite.config.ts can import it without a TypeScript loader.
 */
import fs from "node:fs";
import path from "node:path";

export const CHUNK_MODULES_FILE = "build/client/.vite/chunk-modules.json";

/** @returns {import("vite").Plugin} */
export function chunkModulesPlugin() {
  return {
    name: "chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      /** @type {Record<string, Record<string, number>>} */
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
        );
      }
      fs.mkdirSync(path.dirname(CHUNK_MODULES_FILE), { recursive: true });
      fs.writeFileSync(CHUNK_MODULES_FILE, JSON.stringify(chunks));
    },
  };
}
