/**
 * The box for texts posted as a browser without script posts it (docs/texts.md, "Consent"): on the booking
 * form, the estimate approval and My Projects. Ticked, the consent is kept with the time, the address the
 * server trusts and the words shown; a number that cannot take texts comes back as the page with 400, the
 * message under the phone and the values kept (the box still ticked). The pages draw the box unticked.
 * Runs the production build (`npm run build` first).
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateView } from "~/features/estimates/estimate-view";
import { addDays, businessToday } from "~/lib/dates";
import { TEXT_CONSENT_SHOWN, TEXT_CONSENT_WORDING, TEXTABLE_PHONE_MESSAGE } from "~/lib/text-consent";
import { demoDaysOff } from "~db/demo-data";
import { customers, estimates, textConsents } from "~db/schema";
import { services as serviceRows } from "~db/schema";
import { seedDemoData } from "~db/seed";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { formPoster, visitor } from "~tests/support/form-post";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;
let plumbing: number;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: "1", PAYMENTS_PROVIDER: "test" },
    withPages: true,
  });
  await seedDemoData(db());
  const rows = await db().select().from(serviceRows);
  plumbing = rows.find((row) => row.name === "Plumbing Repair")!.id;
  await createAdmin(server, "admin@example.com");
  admin = (await signInAdmin(server, "admin@example.com")).client;
});
afterAll(() => server?.close());

const postForm = formPoster(() => server.url);

async function consentsOf(email: string) {
  const [customer] = await db().select().from(customers).where(eq(customers.email, email));
  if (!customer) return [];
  return db()
    .select()
    .from(textConsents)
    .where(eq(textConsents.customerId, customer.id))
    .orderBy(desc(textConsents.id));
}

/** The box as the page draws it. */
const boxIn = (html: string) => /<input[^>]*name="(?:textOptIn|optIn)"[^>]*>/.exec(html)?.[0];

/** The `n`th open weekday three weeks or more ahead (Monday to Friday, not a demo holiday). */
function openWeekday(n: number) {
  let found = -1;
  for (let date = addDays(businessToday(), 21); ; date = addDays(date, 1)) {
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    const off = demoDaysOff.some(({ startsOn, endsOn }) => startsOn <= date && date <= endsOn);
    if (day !== 0 && day !== 6 && !off && ++found === n) return date;
  }
}

const booking = (changes: Record<string, string>) =>
  new URLSearchParams({
    name: "Lee Morgan",
    email: "lee.texts@example.com",
    phone: "325-555-0131",
    address: "",
    date: openWeekday(1),
    time: "10:00",
    details: "Kitchen sink",
    serviceId: String(plumbing),
    quantity: "1",
    addService: "",
    ...changes,
  });

describe("POST /book with the box", () => {
  it("the page draws the box unticked, with the words and the note", async () => {
    const html = await (await fetch(`${server.url}/book`)).text();
    expect(html).toContain(TEXT_CONSENT_WORDING);
    expect(boxIn(html)).toBeDefined();
    expect(boxIn(html)).not.toContain("checked");
  });

  it("ticked: booked, and the consent kept with the trusted address and the words shown", async () => {
    const address = visitor();
    const res = await postForm("/book", booking({ textOptIn: "on", time: "11:00" }), {
      "x-forwarded-for": address,
      "x-site-client-ip": "203.0.113.9",
    });
    expect(res.status).toBe(303);
    expect(await consentsOf("lee.texts@example.com")).toMatchObject([
      {
        optIn: true,
        source: "booking",
        wording: TEXT_CONSENT_SHOWN,
        phoneE164: "+13255550131",
        clientAddress: address,
      },
    ]);
  });

  it("unticked: booked, no consent", async () => {
    const res = await postForm("/book", booking({ email: "unticked.posted@example.com", time: "14:00" }));
    expect(res.status).toBe(303);
    expect(await consentsOf("unticked.posted@example.com")).toEqual([]);
  });

  it("ticked with a number that cannot take texts: 400, the message under the phone, the values and the box kept", async () => {
    const res = await postForm(
      "/book",
      booking({
        email: "landline.posted@example.com",
        phone: "(325) 155-1234",
        textOptIn: "on",
        time: "15:00",
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(TEXTABLE_PHONE_MESSAGE);
    const phone = /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0];
    expect(phone).toContain('value="(325) 155-1234"');
    expect(phone).toContain('aria-invalid="true"');
    expect(html).toContain('value="landline.posted@example.com"');
    expect(boxIn(html)).toContain('checked=""');
    expect(await consentsOf("landline.posted@example.com")).toEqual([]);
  });
});

describe("POST /estimates/{token} with the box", () => {
  async function sentEstimate() {
    const created = await admin.post(
      "/api/admin/estimates",
      estimateBody({ deposit: { kind: "percent", value: "0" } }),
    );
    const estimate = (await created.json()) as EstimateView;
    expect((await admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
    return { estimate, page: `/estimates/${await tokenOfEstimate(db(), estimate.id)}` };
  }

  it("the page draws the box unticked", async () => {
    const { page } = await sentEstimate();
    const html = await (await fetch(`${server.url}${page}`)).text();
    expect(html).toContain(TEXT_CONSENT_WORDING);
    expect(boxIn(html)).not.toContain("checked");
  });

  it("ticked: approved with the consent, from the trusted address", async () => {
    const { estimate, page } = await sentEstimate();
    const address = visitor();
    const body = new URLSearchParams({
      intent: "approve",
      name: "Dana Estimate",
      acceptTerms: "on",
      textOptIn: "on",
      phone: "",
    });
    const res = await postForm(page, body, { "x-forwarded-for": address });
    expect(res.status).toBe(302);
    const [row] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(row!.status).toBe("approved");
    expect(await consentsOf(estimate.customer.email)).toMatchObject([
      {
        optIn: true,
        source: "estimate",
        wording: TEXT_CONSENT_SHOWN,
        phoneE164: "+13255550142",
        clientAddress: address,
      },
    ]);
  });

  it("ticked with a number that cannot take texts: 400 at the phone, the name and the box kept, not approved", async () => {
    const { estimate, page } = await sentEstimate();
    const body = new URLSearchParams({
      intent: "approve",
      name: "Dana Estimate",
      acceptTerms: "on",
      textOptIn: "on",
      phone: "123-456-7890",
    });
    const res = await postForm(page, body);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(TEXTABLE_PHONE_MESSAGE);
    expect(/<input[^>]*name="phone"[^>]*>/.exec(html)?.[0]).toContain('value="123-456-7890"');
    expect(/<input[^>]*name="name"[^>]*>/.exec(html)?.[0]).toContain('value="Dana Estimate"');
    expect(boxIn(html)).toContain('checked=""');
    const [row] = await db().select().from(estimates).where(eq(estimates.id, estimate.id));
    expect(row!.status).not.toBe("approved");
  });
});

describe("POST /my-projects with the box", () => {
  it("draws the customer's choice; ticked with a number, saved with the address; unticked, stopped", async () => {
    const email = "posted.account@example.com";
    const customer = await signInCustomer(server, email);
    const page = await (await customer.fetch("/my-projects")).text();
    expect(page).toContain(TEXT_CONSENT_WORDING);
    expect(boxIn(page)).not.toContain("checked");

    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      customer.fetch("/my-projects", {
        method: "POST",
        body: new URLSearchParams({ intent: "texts", ...fields }),
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    const address = visitor();
    const on = await post({ optIn: "on", phone: "(325) 555-0144" }, { "x-forwarded-for": address });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/my-projects?texts=saved");
    const saved = await (await customer.fetch("/my-projects?texts=saved")).text();
    expect(saved).toContain("Texts are on.");
    expect(boxIn(saved)).toContain('checked=""');
    expect(await consentsOf(email)).toMatchObject([
      {
        optIn: true,
        source: "account",
        wording: TEXT_CONSENT_SHOWN,
        phoneE164: "+13255550144",
        clientAddress: address,
      },
    ]);

    const refused = await post({ optIn: "on", phone: "555-1234" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(TEXTABLE_PHONE_MESSAGE);
    expect(/<input[^>]*name="phone"[^>]*>/.exec(html)?.[0]).toContain('value="555-1234"');

    const off = await post({ phone: "(325) 555-0144" });
    expect(off.status).toBe(303);
    expect((await consentsOf(email)).map((c) => c.optIn)).toEqual([false, true]);
  });

  it("a visitor's post is sent to sign in, and records nothing", async () => {
    const res = await postForm(
      "/my-projects",
      new URLSearchParams({ intent: "texts", optIn: "on", phone: "(325) 555-0145" }),
    );
    expect([302, 303]).toContain(res.status);
    expect(await db().select().from(textConsents).where(eq(textConsents.phoneE164, "+13255550145"))).toEqual(
      [],
    );
  });
});
