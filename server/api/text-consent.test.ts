/**
 * Consent to texts through the JSON API (docs/texts.md, "Consent"): the booking's and the estimate
 * approval's `textOptIn`, and GET/PUT /api/account/texts. A consent is kept with its time, the client's
 * address and the exact words shown; an unticked box records nothing; a number that cannot take texts is a
 * 400 at `phone` and nothing else happens.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXT_CONSENT_SHOWN, TEXTABLE_PHONE_MESSAGE } from "~/lib/text-consent";
import { bookings, customers, estimates, textConsents } from "~db/schema";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import { bookingBody, ensureSettings, makeService, newClientIp, postJson } from "~tests/support/booking";
import { browserLikeClient, type Client } from "~tests/support/browser-like-client";
import { sentEstimate } from "~tests/support/estimate-jobs";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let service: number;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1" } });
  await ensureSettings(db());
  service = await makeService(db(), { basePrice: "0.00" });
  await createAdmin(server, "texts-admin@example.com");
  admin = (await signInAdmin(server, "texts-admin@example.com")).client;
});
afterAll(() => server?.close());

async function customerRow(email: string) {
  const [row] = await db().select().from(customers).where(eq(customers.email, email.toLowerCase()));
  return row;
}

async function consentsOf(email: string) {
  const customer = await customerRow(email);
  if (!customer) return [];
  return db()
    .select()
    .from(textConsents)
    .where(eq(textConsents.customerId, customer.id))
    .orderBy(desc(textConsents.id));
}

/** A customer's browser at an address of its own (one trusted proxy hop). */
function browserAt(ip: string, client: Client = browserLikeClient(server.url)): Client {
  return {
    ...client,
    fetch: (path, init = {}) =>
      client.fetch(path, { ...init, headers: { "x-forwarded-for": ip, ...init.headers } }),
    post: (path, json, headers = {}) => client.post(path, json, { "x-forwarded-for": ip, ...headers }),
  };
}

describe("POST /api/book with textOptIn", () => {
  it("ticked: the consent is kept with the time, the client's address and the words shown", async () => {
    const ip = newClientIp();
    const before = new Date();
    const body = bookingBody([{ serviceId: service }], {
      email: "ticked@example.com",
      phone: "(325) 555-0123",
      textOptIn: true,
    });
    const res = await postJson(server.url, "/api/book", body, ip);
    expect(res.status, await res.clone().text()).toBe(201);
    const customer = await customerRow("ticked@example.com");
    expect(customer).toMatchObject({ textOptIn: true, phoneE164: "+13255550123" });
    const [consent] = await consentsOf("ticked@example.com");
    expect(consent).toMatchObject({
      optIn: true,
      source: "booking",
      wording: TEXT_CONSENT_SHOWN,
      phoneE164: "+13255550123",
      clientAddress: ip,
    });
    expect(consent!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(consent!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(TEXT_CONSENT_SHOWN).toContain("Text me reminders and updates about my visit");
  });

  it("unticked, false or left out: no consent and no texts", async () => {
    for (const [email, textOptIn] of [
      ["unticked-false@example.com", false],
      ["unticked-null@example.com", null],
      ["unticked-missing@example.com", undefined],
    ] as const) {
      const res = await postJson(
        server.url,
        "/api/book",
        bookingBody([{ serviceId: service }], { email, textOptIn }),
      );
      expect(res.status, email).toBe(201);
      // The number is kept, so that a reply is matched to them, but nothing is texted to it.
      expect(await customerRow(email), email).toMatchObject({ textOptIn: false, phoneE164: "+13255550100" });
      expect(await consentsOf(email), email).toEqual([]);
    }
  });

  it("ticked with a number that cannot take texts: 400 at phone, and nothing is booked", async () => {
    const bookingsBefore = (await db().select({ n: count() }).from(bookings))[0]!.n;
    for (const phone of ["(325) 155-1234", "+44 20 7946 0958", "(800) 676-1234 x12"]) {
      const email = "landline@example.com";
      const res = await postJson(
        server.url,
        "/api/book",
        bookingBody([{ serviceId: service }], { email, phone, textOptIn: true }),
      );
      expect(res.status, phone).toBe(400);
      expect((await res.json()).errors, phone).toEqual({ phone: TEXTABLE_PHONE_MESSAGE });
      expect(await customerRow(email), phone).toBeUndefined();
    }
    expect((await db().select({ n: count() }).from(bookings))[0]!.n).toBe(bookingsBefore);
    // The same number without the box is booked as before: it is only a number texts cannot reach.
    const res = await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email: "landline@example.com", phone: "(325) 155-1234" }),
    );
    expect(res.status).toBe(201);
  });

  it("textOptIn other than true or false: 400 at textOptIn", async () => {
    const res = await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { textOptIn: "yes" }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(["textOptIn"]);
  });

  it("a later booking without the box leaves an earlier consent as it was", async () => {
    const email = "stays@example.com";
    await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email, textOptIn: true }),
    );
    await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email, phone: "(325) 555-0188" }),
    );
    expect(await customerRow(email)).toMatchObject({ textOptIn: true, phoneE164: "+13255550100" });
    expect(await consentsOf(email)).toHaveLength(1);
  });
});

describe("the estimate approval with textOptIn", () => {
  const clients = () => ({ db: db(), admin, anonymous: browserLikeClient(server.url) });
  const approval = { acceptTerms: true, optionalLineIds: [] };
  const noDeposit = { deposit: { kind: "percent", value: "0" } } as const;

  it("ticked: the consent of the estimate's customer, to the estimate's phone, from the signer's address", async () => {
    const { estimate, token } = await sentEstimate(clients(), noDeposit);
    const ip = newClientIp();
    const res = await browserAt(ip).post(`/api/estimates/${token}/approve`, {
      ...approval,
      name: estimate.customer.name,
      textOptIn: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [consent] = await consentsOf(estimate.customer.email);
    expect(consent).toMatchObject({
      optIn: true,
      source: "estimate",
      wording: TEXT_CONSENT_SHOWN,
      phoneE164: "+13255550142",
      clientAddress: ip,
    });
  });

  it("ticked with another mobile number: texts go there", async () => {
    const { estimate, token } = await sentEstimate(clients(), noDeposit);
    const res = await browserAt(newClientIp()).post(`/api/estimates/${token}/approve`, {
      ...approval,
      name: estimate.customer.name,
      textOptIn: true,
      phone: "325-555-0177",
    });
    expect(res.status).toBe(200);
    expect(await customerRow(estimate.customer.email)).toMatchObject({
      textOptIn: true,
      phoneE164: "+13255550177",
    });
  });

  it("unticked: approved, no consent", async () => {
    const { estimate, token } = await sentEstimate(clients(), noDeposit);
    const res = await browserAt(newClientIp()).post(`/api/estimates/${token}/approve`, {
      ...approval,
      name: estimate.customer.name,
    });
    expect(res.status).toBe(200);
    expect(await consentsOf(estimate.customer.email)).toEqual([]);
  });

  it("ticked with a number that cannot take texts: 400 at phone, and the estimate is not approved", async () => {
    const { estimate, token } = await sentEstimate(clients(), noDeposit);
    const res = await browserAt(newClientIp()).post(`/api/estimates/${token}/approve`, {
      ...approval,
      name: estimate.customer.name,
      textOptIn: true,
      phone: "123-456-7890",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ phone: TEXTABLE_PHONE_MESSAGE });
    const [row] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(row!.status).not.toBe("approved");
    expect(await consentsOf(estimate.customer.email)).toEqual([]);
  });
});

describe("GET/PUT /api/account/texts", () => {
  it("needs a signed-in person: 401 to a visitor, for reading and for saving, and nothing is recorded", async () => {
    const visitor = browserLikeClient(server.url);
    expect((await visitor.fetch("/api/account/texts")).status).toBe(401);
    const put = await visitor.fetch("/api/account/texts", { method: "PUT", json: { optIn: true } });
    expect(put.status).toBe(401);
    expect(
      (await db().select({ n: count() }).from(textConsents).where(eq(textConsents.source, "account")))[0]!.n,
    ).toBe(0);
  });

  it("a customer reads and sets their own: on to a number (kept with the address), again unchanged, then off", async () => {
    const email = "account-texts@example.com";
    await postJson(
      server.url,
      "/api/book",
      bookingBody([{ serviceId: service }], { email, phone: "(325) 555-0160" }),
    );
    const ip = newClientIp();
    const customer = browserAt(ip, await signInCustomer(server, email));
    const read = await customer.fetch("/api/account/texts");
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ optIn: false, phone: "+13255550160" });

    const put = (json: unknown) => customer.fetch("/api/account/texts", { method: "PUT", json });
    const on = await put({ optIn: true });
    expect(on.status, await on.clone().text()).toBe(200);
    expect(await on.json()).toEqual({ optIn: true, phone: "+13255550160" });
    expect(await consentsOf(email)).toMatchObject([
      {
        optIn: true,
        source: "account",
        wording: TEXT_CONSENT_SHOWN,
        phoneE164: "+13255550160",
        clientAddress: ip,
      },
    ]);
    // Sent back as answered: nothing changes, nothing more is recorded.
    expect((await put(await (await customer.fetch("/api/account/texts")).json())).status).toBe(200);
    expect(await consentsOf(email)).toHaveLength(1);

    const elsewhere = await put({ optIn: true, phone: "212 555 0199" });
    expect(await elsewhere.json()).toEqual({ optIn: true, phone: "+12125550199" });
    const off = await put({ optIn: false });
    expect(await off.json()).toEqual({ optIn: false, phone: "+12125550199" });
    expect((await consentsOf(email)).map((c) => [c.optIn, c.phoneE164])).toEqual([
      [false, "+12125550199"],
      [true, "+12125550199"],
      [true, "+13255550160"],
    ]);
    expect(await customerRow(email)).toMatchObject({ textOptIn: false, phoneE164: "+12125550199" });
  });

  it("a number that cannot take texts: 400 at phone; no number at all: the same", async () => {
    const customer = await signInCustomer(server, "no-number@example.com");
    const put = (json: unknown) => customer.fetch("/api/account/texts", { method: "PUT", json });
    for (const body of [{ optIn: true, phone: "555-1234" }, { optIn: true }]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ phone: TEXTABLE_PHONE_MESSAGE });
    }
    expect((await put({ optIn: "yes" })).status).toBe(400);
    expect(await consentsOf("no-number@example.com")).toEqual([]);
  });

  it("someone who never booked: asking for texts makes their customer row", async () => {
    const customer = await signInCustomer(server, "never-booked@example.com");
    const res = await customer.fetch("/api/account/texts", {
      method: "PUT",
      json: { optIn: true, phone: "(325) 555-0111" },
    });
    expect(await res.json()).toEqual({ optIn: true, phone: "+13255550111" });
    expect(await customerRow("never-booked@example.com")).toMatchObject({
      textOptIn: true,
      name: "never-booked@example.com",
    });
  });

  it("an admin reads and sets only their own texts, as any signed-in person", async () => {
    expect(await (await admin.fetch("/api/account/texts")).json()).toEqual({ optIn: false, phone: "" });
    const res = await admin.fetch("/api/account/texts", {
      method: "PUT",
      json: { optIn: true, phone: "(325) 555-0101" },
    });
    expect(res.status).toBe(200);
    expect(await customerRow("texts-admin@example.com")).toMatchObject({
      textOptIn: true,
      phoneE164: "+13255550101",
    });
  });
});
