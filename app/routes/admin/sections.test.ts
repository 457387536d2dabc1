import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, resolveSection, sectionHref, sectionOf } from "./sections";
import { SECTION_LOADERS } from "./sections.server";

const ids = ADMIN_SECTIONS.map((section) => section.id);

describe("resolveSection", () => {
  it("opens the dashboard without a tab or with an unknown one", () => {
    expect(resolveSection(null)).toBe("dashboard");
    expect(resolveSection("")).toBe("dashboard");
    expect(resolveSection("billing")).toBe("dashboard");
    expect(resolveSection("__proto__")).toBe("dashboard");
  });

  it("reads settings and contact as the same section, labelled Settings", () => {
    expect(resolveSection("settings")).toBe("settings");
    expect(resolveSection("contact")).toBe("settings");
    expect(sectionOf(resolveSection("contact")).label).toBe("Settings");
  });

  it("opens every named section, whatever the letter case", () => {
    for (const id of ids) {
      expect(resolveSection(id)).toBe(id);
      expect(resolveSection(id.toUpperCase())).toBe(id);
    }
  });

  it("keeps the sections' addresses, the dashboard's naming it (/admin alone depends on the device)", () => {
    expect(sectionHref("dashboard")).toBe("/admin?tab=dashboard");
    expect(sectionHref("appointments")).toBe("/admin?tab=appointments");
    expect(sectionHref("today")).toBe("/admin?tab=today");
  });
});

describe("the sidebar's order", () => {
  it("lists Estimates right after Inbox, then Jobs, then Invoices, and Reviews right after Invoices", () => {
    expect(ids.indexOf("estimates")).toBe(ids.indexOf("inbox") + 1);
    expect(ids.indexOf("jobs")).toBe(ids.indexOf("estimates") + 1);
    expect(ids.indexOf("invoices")).toBe(ids.indexOf("jobs") + 1);
    expect(ids.indexOf("reviews")).toBe(ids.indexOf("invoices") + 1);
    expect(sectionOf("estimates").label).toBe("Estimates");
    expect(sectionOf("jobs").label).toBe("Jobs");
    expect(sectionOf("invoices").label).toBe("Invoices");
    expect(sectionOf("reviews").label).toBe("Reviews");
  });
});

describe("the section registries", () => {
  const files = fs.readdirSync(path.join(import.meta.dirname, "sections"), { withFileTypes: true });
  const named = (suffix: RegExp) =>
    files
      .filter((file) => file.isFile() && suffix.test(file.name) && !file.name.includes(".test."))
      .map((file) => file.name.replace(suffix, ""))
      .sort();

  it("has one browser entry and one loader for each section", () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(SECTION_LOADERS).sort());
  });

  it("registers every section module in sections/", () => {
    const sorted = [...ids].sort();
    expect(named(/\.tsx$/)).toEqual(sorted);
    expect(named(/\.server\.ts$/)).toEqual(sorted);
  });

  it("says what failed for every section", () => {
    for (const section of ADMIN_SECTIONS) expect(section.failure).toMatch(/^Failed to load .+\./);
  });
});
