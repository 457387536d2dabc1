import { describe, expect, it } from "vitest";
import { ADMIN_TABS, adminTabLabel, resolveAdminTab } from "./admin-tabs";

describe("resolveAdminTab", () => {
  it("opens the dashboard without a tab or with an unknown one", () => {
    expect(resolveAdminTab(null)).toBe("dashboard");
    expect(resolveAdminTab("")).toBe("dashboard");
    expect(resolveAdminTab("billing")).toBe("dashboard");
    expect(resolveAdminTab("__proto__")).toBe("dashboard");
  });

  it("reads settings and contact as the same tab, labelled Settings", () => {
    expect(resolveAdminTab("settings")).toBe("settings");
    expect(resolveAdminTab("contact")).toBe("settings");
    expect(adminTabLabel(resolveAdminTab("contact"))).toBe("Settings");
  });

  it("opens every named tab, whatever the letter case", () => {
    for (const tab of [
      "services",
      "appointments",
      "projects",
      "customers",
      "inbox",
      "estimates",
      "reviews",
      "jobs",
    ] as const) {
      expect(resolveAdminTab(tab)).toBe(tab);
      expect(resolveAdminTab(tab.toUpperCase())).toBe(tab);
    }
  });

  it("lists Estimates right after Inbox", () => {
    const ids = ADMIN_TABS.map((tab) => tab.id);
    expect(ids.indexOf("estimates")).toBe(ids.indexOf("inbox") + 1);
    expect(adminTabLabel("estimates")).toBe("Estimates");
  });

  it("lists Reviews right after Estimates", () => {
    const ids = ADMIN_TABS.map((tab) => tab.id);
    expect(ids.indexOf("reviews")).toBe(ids.indexOf("estimates") + 1);
    expect(adminTabLabel("reviews")).toBe("Reviews");
  });
});
