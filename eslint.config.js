import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features do not reach into each other: each one may import only itself (plus lib, components, db).
const features = fs.readdirSync("app/features", { withFileTypes: true }).filter((d) => d.isDirectory());
const crossFeatureZones = features.map((d) => ({
  target: `./app/features/${d.name}`,
  from: "./app/features",
  except: [`./${d.name}`],
  message: "Features do not import each other's internals; move shared rules to app/lib.",
}));

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": "error",
      // Packages first, then the project's folders by alias (~/ is app/, ~db/, ~server/, ~tests/, ~scripts/),
      // then the module's own folder; each group sorted.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "sibling", "index"],
          pathGroups: [{ pattern: "~{db,server,tests,scripts,}/**", group: "internal" }],
          pathGroupsExcludedImportTypes: ["builtin"],
          alphabetize: { order: "asc", caseInsensitive: true },
          "newlines-between": "never",
        },
      ],
      // A module reaches outside its folder by alias, never by climbing ../ (tsconfig.json's paths).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["../*"], message: "Import by alias (~/, ~db/, ~server/, ~tests/, ~scripts/)." },
          ],
        },
      ],
      // Imports flow one way: routes -> workflows -> features -> components -> lib/db; the server wraps the app,
      // never the reverse. Workflows (app/workflows) are the server flows that span features.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app",
              from: "./server",
              message: "The app does not import the server; pass what it needs through the load context.",
            },
            {
              target: "./db",
              from: ["./app/routes", "./app/workflows", "./app/features", "./app/components", "./server"],
            },
            { target: "./app/features", from: "./app/routes" },
            {
              target: "./app/features",
              from: "./app/workflows",
              message: "Features do not call workflows; a workflow calls the features it spans.",
            },
            { target: "./app/workflows", from: ["./app/routes", "./app/components"] },
            // Components are building blocks below the features: what composes features (the back office's
            // tabs, the home page's sections, the root's data) lives with the routes.
            {
              target: "./app/components",
              from: ["./app/routes", "./app/features", "./app/root.tsx"],
              message: "Components import no feature or route; compose them in app/routes.",
            },
            {
              target: ["./app/lib", "./app/components"],
              from: "./app/workflows",
              message: "Components and lib do not call workflows.",
            },
            { target: "./app/lib", from: ["./app/features", "./app/components", "./app/routes"] },
            ...crossFeatureZones,
          ],
        },
      ],
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
  },
  {
    // Client code (everything in app/ but routes, the root and server-only modules) must not pull in
    // server-only modules; a type import is fine because it is erased.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "app/routes/**",
      "app/root.tsx",
      "app/entry.server.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "**/*.server.*"],
              allowTypeImports: true,
              message: "Server-only module in client code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      // The test files of a worker share its modules (vitest.config.ts: isolate false).
      "no-restricted-properties": [
        "error",
        {
          object: "vi",
          property: "mock",
          message:
            "Modules are shared between test files: record at the edge (tests/support/recorded-fetch.ts).",
        },
      ],
    },
  },
);
