/** GET/POST /api/admin/contact-info: the business settings row, and the public contact info that reads it. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_ALERTS_ON } from "~/features/settings/owner-alerts";
import { businessYear } from "~/lib/dates";
import { seedDemoData } from "~db/seed";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";

let t: AdminTestServer;
beforeAll(async () => {
  t = await startAdminTestServer();
});
afterAll(() => t?.server.close());

const settings = {
  businessName: "Big Country Home Remodeling",
  foundedYear: 2012,
  slotCapacity: 2,
  phone: "(325) 555-0199",
  email: "office@example.com",
  address: "400 Cedar St",
  city: "Abilene",
  region: "TX",
  postalCode: "79602",
  // The text the opening hours give (a new database has the demo's); no other is taken.
  hours: "Mon-Fri: 9AM-5PM, Sat: 9AM-1PM, Sun: Closed",
  socialLinks: { facebook: "https://facebook.com/bigcountry", instagram: "", website: "" },
};

describe("/api/admin/contact-info", () => {
  it("answers 404 before the business is set up, then saves the row a POST sends", async () => {
    expect((await t.admin.fetch("/api/admin/contact-info")).status).toBe(404);
    const res = await t.admin.post("/api/admin/contact-info", settings);
    expect(res.status).toBe(200);
    // The owner's alerts, not sent, start all on (by mail only: no mobile); no cap on the deposit, a
    // schedule's invoices as drafts.
    expect(await res.json()).toEqual({
      ...settings,
      alerts: ALL_ALERTS_ON,
      bookingDepositCap: null,
      scheduleInvoicesSent: false,
      ownerMobile: "",
      alertTexts: false,
    });
  });

  it("a later demo seed leaves saved settings alone; public contact info follows a change", async () => {
    await seedDemoData(t.server.database.db);
    const before = await (await t.admin.fetch("/api/admin/contact-info")).json();
    expect(before).toMatchObject({ address: "400 Cedar St", city: "Abilene" });

    const changed = {
      ...settings,
      phone: "  (325) 555-0000  ",
      address: "12 Oak Ave",
      socialLinks: { facebook: "", instagram: "https://instagram.com/bc", website: "" },
    };
    const res = await t.admin.post("/api/admin/contact-info", changed);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ phone: "(325) 555-0000", address: "12 Oak Ave" });

    const publicInfo = await (await fetch(`${t.server.url}/api/contact-info`)).json();
    expect(publicInfo).toMatchObject({
      phone: "(325) 555-0000",
      address: "12 Oak Ave, Abilene, TX 79602",
      socialLinks: { facebook: null, instagram: "https://instagram.com/bc", website: null },
    });
  });

  it("refuses bad input field by field and changes nothing", async () => {
    const before = await (await t.admin.fetch("/api/admin/contact-info")).json();
    const res = await t.admin.post("/api/admin/contact-info", {
      ...settings,
      foundedYear: businessYear() + 1,
      slotCapacity: 21,
      phone: " ",
      email: "not-an-email",
      address: "",
      socialLinks: {
        facebook: "javascript:alert(1)",
        instagram: "ftp://x",
        website: "https://ok.example.com",
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      foundedYear: "Please enter a year between 1900 and this year",
      slotCapacity: "Visits per time slot must be between 1 and 20",
      phone: "Phone is required",
      email: "Invalid email address",
      address: "Address is required",
      socialLinks: "Please enter a full web address (https://...) or leave it empty",
    });
    expect(await (await t.admin.fetch("/api/admin/contact-info")).json()).toEqual(before);
  });

  it("refuses a year before 1900, a fractional capacity and a missing body", async () => {
    const res = await t.admin.post("/api/admin/contact-info", {
      ...settings,
      foundedYear: 1899,
      slotCapacity: 1.5,
    });
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      foundedYear: "Please enter a year between 1900 and this year",
      slotCapacity: "Visits per time slot must be between 1 and 20",
    });
    expect((await t.admin.fetch("/api/admin/contact-info", { method: "POST" })).status).toBe(400);
  });
});
