/**
 * What search engines read from the server-rendered pages: the meta tags of every public page, the home
 * page's structured data, the sitemap and robots.txt. Runs the production build (`npm run build` first).
 */
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/site-pages";
import { businessSettings, reviews } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { businessJsonLdSchema, cityNames } from "~tests/support/business-json-ld-schema";
import { startTestServer, type TestServer } from "~tests/support/test-server";

// Deliberately not the address the test talks to: canonical URLs must come from SITE_URL, not the request.
const SITE_URL = "https://www.example.test";
let server: TestServer;
const get = (path: string) => fetch(`${server.url}${path}`);

beforeAll(async () => {
  server = await startTestServer({ env: { NODE_ENV: "production", SITE_URL }, withPages: true });
  await seedDemoData(server.database.db);
});
afterAll(() => server?.close());

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The head's tags as a person reading the source would pick them out. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = [...head.matchAll(/<(meta|link)\b[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => {
    const tag = tags.find(
      (t) => t.startsWith("<meta") && (attr(t, "name") === key || attr(t, "property") === key),
    );
    const content = tag && attr(tag, "content");
    return content === undefined ? undefined : decode(content);
  };
  const canonical = tags.find((t) => attr(t, "rel") === "canonical");
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)].map(
    (m) => ({ attributes: m[1]!, json: m[2]! }),
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta,
    canonical: canonical && attr(canonical, "href"),
    jsonLd,
  };
}

async function homeJsonLd() {
  const res = await get("/");
  const html = await res.text();
  const { jsonLd } = headOf(html);
  return { res, html, jsonLd };
}

describe("every public page", () => {
  it.each(PUBLIC_PAGES)(
    "%s has a title, description, canonical URL, Open Graph and Twitter tags",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const { title, meta, canonical } = headOf(await res.text());
      expect(title).toMatch(/ \| Big Country Home Remodeling$/);
      const description = meta("description");
      expect(description?.length).toBeGreaterThanOrEqual(50);
      expect(canonical).toBe(`${SITE_URL}${path}`);
      expect(meta("og:title")).toBe(title);
      expect(meta("og:description")).toBe(description);
      expect(meta("og:url")).toBe(`${SITE_URL}${path}`);
      expect(meta("og:image")).toMatch(new RegExp(`^${SITE_URL}/`));
      expect(meta("og:type")).toBe("website");
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("twitter:title")).toBe(title);
      expect(meta("twitter:description")).toBe(description);
      expect(meta("twitter:image")).toBe(meta("og:image"));
      expect(meta("robots")).toBeUndefined();
    },
  );

  it("has a title of its own", async () => {
    const titles = await Promise.all(
      PUBLIC_PAGES.map(async (path) => headOf(await (await get(path)).text()).title),
    );
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
  });

  it("/booking is the booking page under the canonical URL of /book", async () => {
    const { canonical } = headOf(await (await get("/booking")).text());
    expect(canonical).toBe(`${SITE_URL}/book`);
  });
});

describe("home page meta tags", () => {
  it("adds keywords and the business's geo tags", async () => {
    const { meta } = headOf(await (await get("/")).text());
    expect(meta("keywords")).toMatch(/home remodeling/);
    for (const city of ["Abilene", "Sweetwater", "Anson", "Merkel"]) expect(meta("keywords")).toContain(city);
    expect(meta("geo.region")).toBe("US-TX");
    expect(meta("geo.placename")).toBe("Abilene");
    expect(meta("geo.position")).toBe("32.4487;-99.7331");
    expect(meta("ICBM")).toBe("32.4487, -99.7331");
  });

  it("keeps geo tags and structured data on the home page only", async () => {
    for (const path of PUBLIC_PAGES.filter((p) => p !== "/")) {
      const { meta, jsonLd } = headOf(await (await get(path)).text());
      expect(meta("geo.position"), path).toBeUndefined();
      expect(jsonLd, path).toEqual([]);
    }
  });
});

describe("home page structured data", () => {
  it("is one JSON-LD script with the response's CSP nonce, in the expected shape", async () => {
    const { res, jsonLd } = await homeJsonLd();
    expect(jsonLd).toHaveLength(1);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 16 random bytes, base64
    expect(jsonLd[0]!.attributes).toContain(`nonce="${nonce}"`);
    const parsed = businessJsonLdSchema.safeParse(JSON.parse(jsonLd[0]!.json));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("states the settings and the newest approved reviews stored in the database", async () => {
    const data = businessJsonLdSchema.parse(JSON.parse((await homeJsonLd()).jsonLd[0]!.json));
    expect(data.url).toBe(`${SITE_URL}/`);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 47 });
    expect(data.areaServed[0]).toMatchObject({ geoRadius: 80467, geoMidpoint: { latitude: 32.4487 } });
    expect(data.areaServed.slice(1).map((c) => (c as { name: string }).name)).toEqual(cityNames);
    const stored = await server.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.status, "approved"))
      .orderBy(desc(reviews.reviewedOn), desc(reviews.id))
      .limit(data.review.length);
    expect(data.review.length).toBeGreaterThan(0);
    expect(data.review.map((r) => r.author.name)).toEqual(stored.map((r) => r.author));
    expect(data.review[0]).toMatchObject({ author: { name: "Amanda W." }, datePublished: "2026-10-22" });
  });

  it("computes the rating from the approved reviews alone", async () => {
    const db = server.database.db;
    const added = await db
      .insert(reviews)
      .values([
        {
          author: "Hidden H.",
          rating: 1,
          text: "Hidden by the owner.",
          reviewedOn: "2099-01-02",
          status: "hidden",
        },
        { author: "Pending P.", rating: 1, text: "Not approved yet.", reviewedOn: "2099-01-03" },
      ])
      .returning({ id: reviews.id });
    try {
      const first = await homeJsonLd();
      let data = businessJsonLdSchema.parse(JSON.parse(first.jsonLd[0]!.json));
      expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 47 });
      // The page's reviews section says the same, and shows neither of the two.
      expect(first.html).toContain("What Our Customers Say");
      expect(first.html.replace(/<!-- -->/g, "")).toMatch(/>4\.8<\/strong> out of 5 from 47 reviews/);
      expect(first.html).not.toContain("Hidden by the owner.");
      expect(first.html).not.toContain("Not approved yet.");
      expect(data.review.map((r) => r.author.name)).not.toContain("Hidden H.");
      expect(data.review.map((r) => r.author.name)).not.toContain("Pending P.");
      // One more approved, with one star: 227 stars / 48 = 4.73.
      await db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, added[1]!.id));
      const second = await homeJsonLd();
      data = businessJsonLdSchema.parse(JSON.parse(second.jsonLd[0]!.json));
      expect(data.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 48 });
      expect(second.html).toContain("Not approved yet.");
      expect(second.html).not.toContain("Hidden by the owner.");
    } finally {
      await db.delete(reviews).where(
        inArray(
          reviews.id,
          added.map((row) => row.id),
        ),
      );
    }
  });

  it("follows an edit of the settings: phone and social links", async () => {
    await server.database.db
      .update(businessSettings)
      .set({ phone: "(325) 555-0199", instagramUrl: null })
      .where(eq(businessSettings.id, 1));
    try {
      const data = businessJsonLdSchema.parse(JSON.parse((await homeJsonLd()).jsonLd[0]!.json));
      expect(data.telephone).toBe("(325) 555-0199");
      expect(data.sameAs).not.toContain("https://www.instagram.com/bigcountryhomeremodeling");
      expect(data.sameAs).toHaveLength(2);
    } finally {
      await server.database.db
        .update(businessSettings)
        .set({
          phone: "(325) 555-0142",
          instagramUrl: "https://www.instagram.com/bigcountryhomeremodeling",
        })
        .where(eq(businessSettings.id, 1));
    }
  });

  it("keeps a review that contains markup inside the JSON, without ending the script", async () => {
    const hostile = "Nice work </script><script>alert('x')</script> <!-- & more";
    const [row] = await server.database.db
      .insert(reviews)
      .values({
        author: "Mallory </script>",
        rating: 5,
        text: hostile,
        reviewedOn: "2099-01-01",
        status: "approved",
      })
      .returning({ id: reviews.id });
    try {
      const { html, jsonLd } = await homeJsonLd();
      expect(html).not.toContain("<script>alert(");
      expect(jsonLd).toHaveLength(1);
      const data = businessJsonLdSchema.parse(JSON.parse(jsonLd[0]!.json));
      expect(data.review[0]).toMatchObject({ author: { name: "Mallory </script>" }, reviewBody: hostile });
    } finally {
      await server.database.db.delete(reviews).where(eq(reviews.id, row!.id));
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists the public pages with absolute URLs, as XML, cached briefly", async () => {
    const res = await get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((path) => `${SITE_URL}${path}`));
    expect(xml).not.toMatch(/admin|my-projects|payment|thank-you/);
  });
});

describe("GET /robots.txt", () => {
  it("allows the site, disallows the private paths and names the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/my-projects", "/payment", "/thank-you", "/api/", "/login"])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("is not the 404 page for similar paths", async () => {
    expect((await get("/robots.txt/extra")).status).toBe(404);
    expect((await get("/sitemap.xml.gz")).status).toBe(404);
  });
});

describe("without a settings record", () => {
  it("still renders the home page, with no structured data or geo tags to state", async () => {
    const [saved] = await server.database.db.select().from(businessSettings);
    await server.database.db.delete(businessSettings);
    try {
      const res = await get("/");
      expect(res.status).toBe(200);
      const { meta, jsonLd, canonical } = headOf(await res.text());
      expect(jsonLd).toEqual([]);
      expect(meta("geo.position")).toBeUndefined();
      expect(canonical).toBe(`${SITE_URL}/`);
    } finally {
      await server.database.db.insert(businessSettings).values(saved!);
    }
  });
});
