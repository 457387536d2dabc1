import { describe, expect, it } from "vitest";
import { adminTabLabel, resolveAdminTab } from "./admin-tabs";

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
    for (const tab of ["services", "appointments", "projects", "customers", "inbox", "jobs"] as const) {
      expect(resolveAdminTab(tab)).toBe(tab);
      expect(resolveAdminTab(tab.toUpperCase())).toBe(tab);
    }
  });
});
