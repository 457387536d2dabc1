/** Services and projects written through /api/admin and seen at once by the public API. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { solidImage } from "~tests/support/images";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
});
afterAll(() => t?.server.close());

const service = {
  name: "Porch Repair",
  description: "Rotten boards, loose rails and steps made safe again.",
  basePrice: "450",
  priceUnit: "fixed",
  imageUrl: "https://images.example.com/porch.jpg",
  category: "Outdoor",
  isActive: true,
  stripeProductId: "",
};

const project = {
  title: "Backyard Cedar Fence",
  description: "Two hundred feet of six-foot cedar privacy fence with a double gate.",
  category: "Fence",
  imageUrl: "https://images.example.com/fence.jpg",
  images: ["/images/fence-2.jpg", "", "https://images.example.com/fence-3.jpg"],
  location: "Abilene, TX",
  completionDate: "2025-10-04",
};

const publicServices = async () =>
  (await (await fetch(`${t.server.url}/api/services`)).json()) as Array<{ id: number; name: string }>;

describe("services", () => {
  it("creates, lists (inactive too), updates and deletes; the public list follows at once", async () => {
    const created = await t.admin.post("/api/admin/services", service);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number };
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Porch Repair",
      description: service.description,
      category: "Outdoor",
      imageUrl: service.imageUrl,
      basePrice: "450.00",
      priceUnit: "fixed",
      isActive: true,
      stripeProductId: null,
    });
    expect((await publicServices()).map((s) => s.id)).toContain(body.id);

    const updated = await t.admin.fetch(`/api/admin/services/${body.id}`, {
      method: "PUT",
      json: {
        ...service,
        name: "Porch and Step Repair",
        basePrice: 99.5,
        priceUnit: "weird",
        isActive: false,
      },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      name: "Porch and Step Repair",
      basePrice: "99.50",
      priceUnit: "starting",
      isActive: false,
    });
    expect((await publicServices()).map((s) => s.id)).not.toContain(body.id);
    const all = (await (await t.admin.fetch("/api/admin/services")).json()) as Array<{
      id: number;
      name: string;
    }>;
    expect(all.find((s) => s.id === body.id)?.name).toBe("Porch and Step Repair");
    const names = all.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    expect((await t.admin.fetch(`/api/admin/services/${body.id}`, { method: "DELETE" })).status).toBe(204);
    const gone = await t.admin.fetch(`/api/admin/services/${body.id}`, { method: "DELETE" });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "Service not found" });
  });

  it("refuses bad input with the form's messages", async () => {
    const res = await t.admin.post("/api/admin/services", {
      name: "x",
      description: "short",
      basePrice: "-3",
      priceUnit: "",
      imageUrl: "",
      category: "Spaceships",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please correct the highlighted fields.",
      errors: {
        name: "Name is required",
        description: "Description is too short",
        basePrice: "Price must be a valid number",
        priceUnit: "Price unit is required",
        imageUrl: "Image URL is required",
        category: "Category is required",
      },
    });
    for (const body of [undefined, [], "text"]) {
      expect((await t.admin.fetch("/api/admin/services", { method: "POST", json: body ?? {} })).status).toBe(
        400,
      );
    }
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const put = await t.admin.fetch("/api/admin/services/999999", { method: "PUT", json: service });
    expect(put.status).toBe(404);
    expect((await t.admin.fetch("/api/admin/services/abc", { method: "DELETE" })).status).toBe(400);
  });

  it("stores a data: image as an upload and saves its /uploads URL", async () => {
    const png = await solidImage(800, 400);
    const res = await t.admin.post("/api/admin/services", {
      ...service,
      imageUrl: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(res.status).toBe(201);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    const file = await fetch(`${t.server.url}${imageUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a data: URL that is not an image, as the field's error", async () => {
    const res = await t.admin.post("/api/admin/services", {
      ...service,
      imageUrl: `data:image/png;base64,${Buffer.from("<svg onload=alert(1)>").toString("base64")}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "Please select an image file (PNG, JPEG, GIF or WebP)",
      errors: { imageUrl: "Please select an image file (PNG, JPEG, GIF or WebP)" },
    });
  });

  it("keeps the 100 kB body limit for routes without images", async () => {
    const res = await t.admin.fetch("/api/admin/appointments/1", {
      method: "PATCH",
      json: { status: "confirmed", padding: "x".repeat(200_000) },
    });
    expect(res.status).toBe(413);
  });
});

describe("projects", () => {
  it("creates with images in order, updates, deletes; GET /api/projects follows", async () => {
    const created = await t.admin.post("/api/admin/projects", project);
    expect(created.status).toBe(201);
    const body = (await created.json()) as { id: number };
    expect(body).toEqual({
      id: expect.any(Number),
      ...project,
      images: ["/images/fence-2.jpg", "https://images.example.com/fence-3.jpg"],
    });
    const list = async () =>
      (await (await fetch(`${t.server.url}/api/projects`)).json()) as Array<{ id: number; title: string }>;
    expect((await list()).find((p) => p.id === body.id)).toMatchObject({ title: project.title });

    const png = await solidImage(300, 300, "jpeg");
    const updated = await t.admin.fetch(`/api/admin/projects/${body.id}`, {
      method: "PUT",
      json: {
        ...project,
        title: "Cedar Fence",
        images: [`data:image/jpeg;base64,${png.toString("base64")}`],
      },
    });
    expect(updated.status).toBe(200);
    const after = (await updated.json()) as { title: string; images: string[] };
    expect(after.title).toBe("Cedar Fence");
    expect(after.images).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/)]);

    expect((await t.admin.fetch(`/api/admin/projects/${body.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await list()).map((p) => p.id)).not.toContain(body.id);
    const again = await t.admin.fetch(`/api/admin/projects/${body.id}`, { method: "PUT", json: project });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Project not found" });
  });

  it("refuses bad input with the form's messages", async () => {
    const res = await t.admin.post("/api/admin/projects", {
      ...project,
      title: "",
      imageUrl: "javascript:alert(1)",
      completionDate: "2999-01-01",
      location: " ",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      title: "Title is required",
      imageUrl: "Must be a valid image URL or base64 data",
      completionDate: "Completion date cannot be in the future",
      location: "Location is required",
    });
  });
});
