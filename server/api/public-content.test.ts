import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
const get = (path: string) => fetch(`${server.url}${path}`);

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db);
});
afterAll(() => server.close());

describe("GET /api/services", () => {
  it("lists the active services with the public fields only", async () => {
    const res = await get("/api/services");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<Record<string, unknown>>;
    expect(body.length).toBe(8);
    expect(body.map((s) => s.name)).not.toContain("Interior Painting");
    for (const service of body) {
      expect(Object.keys(service).sort()).toEqual(
        ["basePrice", "category", "description", "id", "imageUrl", "name", "priceUnit"].sort(),
      );
      expect(service.basePrice).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("stops listing a service once it is deactivated", async () => {
    await server.database.db
      .update(services)
      .set({ isActive: false })
      .where(eq(services.name, "Deck Building"));
    const body = (await (await get("/api/services")).json()) as Array<{ name: string }>;
    expect(body.map((s) => s.name)).not.toContain("Deck Building");
    await server.database.db
      .update(services)
      .set({ isActive: true })
      .where(eq(services.name, "Deck Building"));
  });
});

describe("GET /api/services/:id", () => {
  it("returns one active service", async () => {
    const [first] = (await (await get("/api/services")).json()) as Array<{ id: number; name: string }>;
    const res = await get(`/api/services/${first.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: first.id, name: first.name });
  });

  it("answers 404 for an inactive or missing service", async () => {
    const [inactive] = await server.database.db.select().from(services).where(eq(services.isActive, false));
    for (const id of [inactive.id, 999999]) {
      const res = await get(`/api/services/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Service not found" });
    }
  });

  it.each(["abc", "1.5", "-1", "0", "99999999999", "1e3"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const res = await get(`/api/services/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Invalid service id" });
    },
  );
});

describe("GET /api/projects", () => {
  it("lists projects newest first with their images in order", async () => {
    const res = await get("/api/projects");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Array<{
      title: string;
      imageUrl: string;
      images: string[];
      completionDate: string;
      location: string;
    }>;
    expect(body.length).toBeGreaterThanOrEqual(9);
    const dates = body.map((p) => p.completionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const kitchen = body.find((p) => p.title === "Modern Farmhouse Kitchen")!;
    expect(kitchen.imageUrl).toBe("/images/projects/kitchen-1-1200.webp");
    expect(kitchen.images).toEqual([
      "/images/projects/kitchen-2-1200.webp",
      "/images/projects/kitchen-3-1200.webp",
    ]);
    expect(kitchen.location).toBe("Abilene, TX");
  });
});

describe("GET /api/contact-info", () => {
  it("returns the business's contact card, cacheable for 60 seconds", async () => {
    const res = await get("/api/contact-info");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await res.json()).toMatchObject({
      address: "1250 Pine St, Abilene, TX 79601",
      phone: "(325) 555-0142",
      email: "hello@bigcountryhomeremodeling.com",
      hours: "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed",
      socialLinks: {
        facebook: "https://www.facebook.com/bigcountryhomeremodeling",
        instagram: "https://www.instagram.com/bigcountryhomeremodeling",
        website: "https://bigcountryhomeremodeling.com",
      },
    });
  });
});

describe("API errors", () => {
  it("answers unknown /api paths with JSON 404", async () => {
    const res = await get("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answers a malformed JSON body with 400 and no stack trace", async () => {
    const res = await fetch(`${server.url}/api/services`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Malformed JSON body" });
    expect(text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it("answers a body over the size limit with 413", async () => {
    const res = await fetch(`${server.url}/api/services`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "Request body too large" });
  });
});

describe("health", () => {
  it("reports the process up and the database ready", async () => {
    expect(await (await get("/api/health")).json()).toEqual({ status: "ok" });
    expect(await (await get("/api/ready")).json()).toEqual({ status: "ready" });
  });
});
