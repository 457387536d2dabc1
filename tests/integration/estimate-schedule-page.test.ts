/**
 * The customer's estimate page shows the payment schedule before signing, in the page the server draws:
 * a browser without the page's script sees it too. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEstimate } from "~/features/estimates/estimate-editing.server";
import { markSent } from "~/features/estimates/estimate-lifecycle.server";
import { estimateBodySchema } from "~/features/estimates/estimate.schema";
import { addDays, businessToday, formatLongDate } from "~/lib/dates";
import { parseInput } from "~/lib/input";
import { ensureSettings } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { startTestServer, TEST_AUTH_SECRET, type TestServer } from "~tests/support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
  await ensureSettings(server.database.db);
});
afterAll(() => server?.close());

/** The page's text as a reader without script gets it: tags dropped, entities and spaces tidied. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the estimate page's payment schedule", () => {
  it("lists the deposit, each milestone with its date and amount, and the balance on completion", async () => {
    const date = addDays(businessToday(), 20);
    const body = estimateBody({
      milestones: [
        { name: "Rough-in complete", kind: "percent", value: "40", due: "on_date", date },
        { name: "Cabinets delivered", kind: "fixed", value: "250", due: "on_completion" },
      ],
    });
    const id = await createEstimate(server.database.db, parseInput(estimateBodySchema, body));
    await markSent(server.database.db, id, TEST_AUTH_SECRET);
    const token = await tokenOfEstimate(server.database.db, id);

    const page = await fetch(`${server.url}/estimates/${token}`);
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    // $2,250.00 required: 30% $675.00, 40% $900.00, $250.00, the rest $425.00.
    const schedule = text.slice(text.indexOf("Payment schedule"));
    expect(schedule).toMatch(
      new RegExp(
        [
          "Payment schedule",
          "Deposit on approval \\$675\\.00",
          `Rough-in complete — due ${formatLongDate(date)} 40% of the total \\$900\\.00`,
          "Cabinets delivered — due on completion fixed amount \\$250\\.00",
          "Balance on completion \\$425\\.00",
        ].join(" "),
      ),
    );
  });
});
