import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A file of the back office composes at most this many features; a section that needs more is split into
// sub-sections, each a file of its own.
const MAX_FEATURES = 3;

const adminFolder = import.meta.dirname;

/** The back office's source files, in every folder below this one. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The features a module imports: `~/features/<name>/` in static, type and dynamic imports alike. */
function importedFeatures(source: string): string[] {
  const specifiers = source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']~\/features\/([^/"']+)\//g);
  return [...new Set([...specifiers].map((match) => match[1]!))].sort();
}

describe("importedFeatures", () => {
  it("counts each feature once, whatever the kind of import", () => {
    const source = [
      'import A from "~/features/estimates/admin-estimates-tab";',
      'import { b } from "~/features/estimates/b";',
      'import type { C } from "~/features/inbox/c";',
      "import {\n  d,\n} from '~/features/services/d';",
      'const e = () => import("~/features/jobs/e");',
      'import "~/features/hero/side-effect";',
      'import { f } from "~/lib/f";',
    ].join("\n");
    expect(importedFeatures(source)).toEqual(["estimates", "hero", "inbox", "jobs", "services"]);
  });
});

describe("the back office's files", () => {
  const files = sourceFiles(adminFolder).filter((file) => !file.endsWith(".test.ts"));

  it("are found", () => {
    expect(files.map((file) => path.relative(adminFolder, file))).toContain(
      path.join("sections", "settings.tsx"),
    );
  });

  it.each(files.map((file) => [path.relative(adminFolder, file), file]))(
    "%s imports at most three features",
    (name, file) => {
      const features = importedFeatures(fs.readFileSync(file, "utf8"));
      expect(features.length, `${name} imports ${features.join(", ")}`).toBeLessThanOrEqual(MAX_FEATURES);
    },
  );
});
