/**
 * My Projects lists the customer's quote requests with the reference their mail gave and where each stands:
 * received, an estimate being prepared (a draft the customer does not see), then the estimate that was sent.
 * Another customer sees none of them. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdmin, signInAdmin, signInCustomer } from "~tests/support/auth-helpers";
import type { Client } from "~tests/support/browser-like-client";
import { estimateBody } from "~tests/support/estimate-body";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await createAdmin(server, "office@example.com");
  admin = (await signInAdmin(server, "office@example.com")).client;
});
afterAll(() => server?.close());

/** The page's text, without its markup. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
const myProjects = async (client: Client) => textOf(await (await client.fetch("/my-projects")).text());

it("a quote request is listed received, then with its estimate in progress, then with the estimate sent", async () => {
  const customer = await signInCustomer(server, "quote.owner@example.com");
  const sent = await customer.post("/api/quotes", {
    name: "Quinn Owner",
    email: "Quote.Owner@Example.com",
    phone: "325-555-0161",
    serviceType: "Bathroom Remodeling",
    details: "Walk-in shower instead of the tub.",
    preferredDate: "2027-02-15",
  });
  expect(sent.status).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  const id = Number(reference.slice(2));

  let page = await myProjects(customer);
  expect(page).toContain(`Quote request ${reference} Received Bathroom Remodeling`);
  expect(page).toContain("Preferred date February 15, 2027");
  expect(page).toContain("We will contact you shortly to discuss your project.");

  const draft = await admin.post(
    "/api/admin/estimates",
    estimateBody({
      quoteRequestId: id,
      customer: { name: "Quinn Owner", email: "quote.owner@example.com", phone: "325-555-0161" },
      title: "Shower conversion",
    }),
  );
  expect(draft.status).toBe(201);
  const estimate = (await draft.json()) as { id: number; number: number };
  page = await myProjects(customer);
  expect(page).toContain(`Quote request ${reference} Estimate in progress`);
  expect(page).toContain("We are preparing your estimate.");
  expect(page).not.toContain("Shower conversion");

  expect((await admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
  page = await myProjects(customer);
  expect(page).toContain(`Quote request ${reference} Sent Bathroom Remodeling`);
  expect(page).toContain(`We sent you estimate #${estimate.number}: it is listed under Estimates.`);
  expect(page).toContain("Shower conversion");

  const stranger = await signInCustomer(server, "someone.else@example.com");
  expect(await myProjects(stranger)).not.toContain(reference);
});
