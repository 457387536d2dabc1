import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./scripts/bundle-report/modules-plugin.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), process.env.BUNDLE_REPORT ? chunkModulesPlugin() : null],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
});
