/**
 * What the admin API answers can be sent back to it unchanged: a form that loads a record and saves it
 * without edits must not be refused (null for "none" included) nor change anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "~db/seed";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
  await seedDemoData(t.server.database.db);
});
afterAll(() => t?.server.close());

const getJson = async <T>(path: string): Promise<T> => {
  const res = await t.admin.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const put = (path: string, json: unknown) => t.admin.fetch(path, { method: "PUT", json });

describe("GET then PUT/POST unchanged", () => {
  it("every service, a missing Stripe product id (null) included", async () => {
    const before =
      await getJson<Array<{ id: number; stripeProductId: string | null }>>("/api/admin/services");
    expect(before.length).toBeGreaterThan(0);
    expect(before.some((service) => service.stripeProductId === null)).toBe(true);
    for (const service of before) {
      const res = await put(`/api/admin/services/${service.id}`, service);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      expect(await res.json()).toEqual(service);
    }
    expect(await getJson("/api/admin/services")).toEqual(before);
  });

  it("every project", async () => {
    const before = await getJson<Array<{ id: number }>>("/api/projects");
    expect(before.length).toBeGreaterThan(0);
    for (const project of before) {
      const res = await put(`/api/admin/projects/${project.id}`, project);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      expect(await res.json()).toEqual(project);
    }
    expect(await getJson("/api/projects")).toEqual(before);
  });

  it("the business settings", async () => {
    const before = await getJson<Record<string, unknown>>("/api/admin/contact-info");
    const res = await t.admin.post("/api/admin/contact-info", before);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    expect(await res.json()).toEqual(before);
    expect(await getJson("/api/admin/contact-info")).toEqual(before);
  });
});
