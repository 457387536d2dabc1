/**
 * A GET changes nothing, whoever makes it (a crawler, a mail scanner's link preview, a prefetch): opening
 * an estimate's link records no view until the page, shown in a browser, posts one; the deposit's return page
 * records no payment, which the webhook or the page's own report (a POST) records. Runs the production build
 * (`npm run build` first), paying through the local Stripe stand-in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEstimate } from "~/features/estimates/estimate-editing.server";
import { markSent } from "~/features/estimates/estimate-lifecycle.server";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { parseInput } from "~/lib/input";
import { estimates, payments } from "~db/schema";
import { ensureSettings, postJson } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { startFakeStripe, type FakeStripe } from "~tests/support/fake-stripe";
import { WEBHOOK_SECRET } from "~tests/support/stripe-harness";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let stripe: FakeStripe;
let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    withPages: true,
  });
  await ensureSettings(db());
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

/** A GET as that user agent sends it; the page's script never runs. */
const get = (path: string, userAgent: string) =>
  fetch(`${server.url}${path}`, { headers: { "user-agent": userAgent } });

async function sentEstimate() {
  const id = await createEstimate(db(), parseInput(estimateBodySchema, estimateBody()));
  await markSent(db(), id, TEST_AUTH_SECRET);
  return { id, token: await tokenOfEstimate(db(), id) };
}

async function estimateRow(id: number) {
  const [row] = await db().select().from(estimates).where(eq(estimates.id, id));
  return row!;
}

describe("the estimate's link", () => {
  it("stays sent through a crawler's GET, a browser's GET without the script, its data and its PDF", async () => {
    const { id, token } = await sentEstimate();
    for (const userAgent of [CRAWLER, BROWSER]) {
      const page = await get(`/estimates/${token}`, userAgent);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Kitchen refresh");
    }
    // What a prefetch asks for, what the API answers, and the PDF.
    for (const path of [`/estimates/${token}.data`, `/api/estimates/${token}`, `/estimates/${token}.pdf`]) {
      expect((await get(path, BROWSER)).status, path).toBe(200);
    }
    expect(await estimateRow(id)).toMatchObject({ status: "sent", viewedAt: null });
  });

  it("is viewed once the page posts that it was shown", async () => {
    const { id, token } = await sentEstimate();
    expect((await postJson(server.url, `/api/estimates/${token}/view`, {})).status).toBe(204);
    expect(await estimateRow(id)).toMatchObject({ status: "viewed", viewedAt: expect.any(Date) });
  });
});

describe("the deposit's return page", () => {
  it("records no payment on a GET; the page's report records it, as the webhook would", async () => {
    const { id, token } = await sentEstimate();
    const approve = await postJson(server.url, `/api/estimates/${token}/approve`, {
      name: "Dana Estimate",
      acceptTerms: true,
    });
    const { url } = (await approve.json()) as { url: string };
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    // Paid at Stripe; the webhook has not come yet.
    stripe.markPaid(session.id);
    const returnPage = `/estimates/paid?session_id=${session.id}`;

    for (const userAgent of [CRAWLER, BROWSER]) {
      const page = await get(returnPage, userAgent);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Confirming Your Payment");
    }
    expect((await get(`/estimates/paid.data?session_id=${session.id}`, BROWSER)).status).toBe(200);
    const [pending] = await db().select().from(payments).where(eq(payments.estimateId, id));
    expect(pending).toMatchObject({ status: "pending" });
    expect((await estimateRow(id)).status).not.toBe("approved");

    const report = await postJson(server.url, "/api/estimates/paid", { sessionId: session.id });
    expect(report.status).toBe(200);
    expect(await report.json()).toMatchObject({ state: "approved", title: "Kitchen refresh" });
    const [paid] = await db().select().from(payments).where(eq(payments.estimateId, id));
    expect(paid).toMatchObject({ status: "succeeded", amount: "675.00" });
    expect((await estimateRow(id)).status).toBe("approved");
    expect(await (await get(returnPage, BROWSER)).text()).toContain("Deposit Received");
  });

  it("answers 404 to a report of a session it does not know", async () => {
    const report = await postJson(server.url, "/api/estimates/paid", { sessionId: "cs_test_unknown" });
    expect(report.status).toBe(404);
  });
});
