/**
 * An estimate's payment schedule through the API: written with the estimate and read back with its
 * amounts, each refusal with its field's message, copied by a revision, shown by the link and in the PDF,
 * and signed with the rest of the estimate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedContent, contentHash } from "~/features/estimates/estimate-content.server";
import type { EstimateView, PublicEstimateView } from "~/features/estimates/estimate-view";
import type { EstimateBodyInput } from "~/features/estimates/estimate.schema";
import { addDays, businessToday, formatLongDate } from "~/lib/dates";
import { startAdminTestServer, type AdminTestServer } from "~tests/support/admin-session";
import { ensureSettings } from "~tests/support/booking";
import { estimateBody } from "~tests/support/estimate-body";
import { tokenOfEstimate } from "~tests/support/estimates";
import { pdfText } from "~tests/support/pdf-text";

let t: AdminTestServer;

beforeAll(async () => {
  t = await startAdminTestServer();
  await ensureSettings(t.server.database.db);
});
afterAll(() => t?.server.close());

const ROUGH_IN_DATE = addDays(businessToday(), 20);
type Milestones = NonNullable<EstimateBodyInput["milestones"]>;

/** 40% at rough-in on a date, $250.00 when the cabinets arrive, the balance on completion. */
const SCHEDULE: Milestones = [
  { name: "Rough-in complete", kind: "percent", value: "40", due: "on_date", date: ROUGH_IN_DATE },
  // A date with a payment due on completion is ignored.
  { name: "Cabinets delivered", kind: "fixed", value: "250", due: "on_completion", date: ROUGH_IN_DATE },
];

const post = (body: unknown) => t.admin.post("/api/admin/estimates", body);

async function created(body: EstimateBodyInput): Promise<EstimateView> {
  const res = await post(body);
  expect(res.status).toBe(201);
  return (await res.json()) as EstimateView;
}

async function sent(body: EstimateBodyInput) {
  const estimate = await created(body);
  expect((await t.admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
  return { estimate, token: await tokenOfEstimate(t.server.database.db, estimate.id) };
}

async function fieldErrors(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { errors: Record<string, string> }).errors;
}

const read = async (token: string) =>
  (await (await t.anonymous.fetch(`/api/estimates/${token}`)).json()) as PublicEstimateView;

describe("writing a payment schedule", () => {
  it("saves the milestones and answers them with their amounts of the required lines", async () => {
    const estimate = await created(estimateBody({ milestones: SCHEDULE }));
    // $2,250.00 required: 30% deposit $675.00, 40% $900.00, $250.00, the rest $425.00.
    expect(estimate.milestones.map(({ id: _id, ...m }) => m)).toEqual([
      {
        name: "Rough-in complete",
        kind: "percent",
        value: "40",
        due: "on_date",
        date: ROUGH_IN_DATE,
        amount: "900.00",
      },
      {
        name: "Cabinets delivered",
        kind: "fixed",
        value: "250",
        due: "on_completion",
        date: null,
        amount: "250.00",
      },
    ]);
    expect(estimate).toMatchObject({ depositDue: "675.00", completionDue: "425.00" });
    const again = (await (await t.admin.fetch(`/api/admin/estimates/${estimate.id}`)).json()) as EstimateView;
    expect(again.milestones).toEqual(estimate.milestones);
  });

  it("has no milestones when none are written: the balance after the deposit is due on completion", async () => {
    const estimate = await created(estimateBody());
    expect(estimate).toMatchObject({ milestones: [], completionDue: "1575.00" });
  });

  it("replaces a draft's schedule on each rewrite", async () => {
    const estimate = await created(estimateBody({ milestones: SCHEDULE }));
    const put = async (milestones: Milestones) => {
      const res = await t.admin.fetch(`/api/admin/estimates/${estimate.id}`, {
        method: "PUT",
        json: estimateBody({ milestones }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as EstimateView;
    };
    const one = await put([SCHEDULE[1]!]);
    expect(one.milestones.map((m) => m.name)).toEqual(["Cabinets delivered"]);
    expect(one.completionDue).toBe("1325.00");
    expect((await put([])).milestones).toEqual([]);
  });

  it("refuses each wrong milestone with a message at its path", async () => {
    const today = businessToday();
    const errors = await fieldErrors(
      await post(
        estimateBody({
          milestones: [
            { name: " ", kind: "percent", value: "10", due: "on_completion" },
            { name: "Framing", kind: "weekly" as "percent", value: "0", due: "on_date" },
            { name: "Drywall", kind: "percent", value: "50", due: "later" as "on_date" },
            { name: "Tile", kind: "percent", value: "150", due: "on_completion" },
            { name: "Paint", kind: "fixed", value: "12.345", due: "on_date", date: "2027-02-30" },
            { name: "Trim", kind: "fixed", value: "10", due: "on_date", date: addDays(today, -1) },
          ],
        }),
      ),
    );
    expect(errors).toEqual({
      "milestones.0.name": "Please name this payment",
      "milestones.1.kind": "Please choose a percentage or a fixed amount",
      "milestones.1.value": "Please enter an amount above 0 with at most two decimals, like 40 or 2500.00",
      "milestones.2.due": "Please choose when this payment is due",
      "milestones.3.value": "A percentage must be at most 100",
      "milestones.4.value": "Please enter an amount above 0 with at most two decimals, like 40 or 2500.00",
      "milestones.4.date": "Please choose the date this payment is due",
      "milestones.5.date": "A payment cannot be due in the past",
    });
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `Payment ${i + 1}`,
      kind: "fixed" as const,
      value: "1",
      due: "on_completion" as const,
    }));
    expect(await fieldErrors(await post(estimateBody({ milestones: eleven })))).toEqual({
      milestones: "A payment schedule has at most 10 payments",
    });
    for (const wrong of ["soon", [null], { name: "x" }]) {
      const res = await post({ ...estimateBody(), milestones: wrong });
      expect(Object.keys(await fieldErrors(res))[0]).toMatch(/^milestones/);
    }
  });

  it("refuses a schedule whose payments pass the total of the required lines", async () => {
    const over = "The payment schedule cannot exceed the estimate's total";
    const refused = async (overrides: Partial<EstimateBodyInput>) =>
      expect(await fieldErrors(await post(estimateBody(overrides)))).toEqual({ milestones: over });
    const rest = (value: string, kind: "percent" | "fixed" = "percent") => [
      { name: "Rest", kind, value, due: "on_completion" as const },
    ];
    // 30% + 71% of $2,250.00.
    await refused({ milestones: rest("71") });
    // $675.00 + $1,800.00 passes $2,250.00, though not the $2,650.00 with the optional line.
    await refused({ milestones: rest("1800", "fixed") });
    await refused({ deposit: { kind: "fixed", value: "2000" }, milestones: rest("300", "fixed") });
    // Exactly the total fits, with nothing left for completion.
    const full = await created(estimateBody({ milestones: rest("70") }));
    expect(full).toMatchObject({ completionDue: "0.00", milestones: [{ amount: "1575.00" }] });

    // Without a deposit in the body, the settings' one counts.
    const defaults = await (await t.admin.fetch("/api/admin/estimate-defaults")).json();
    const saved = await t.admin.fetch("/api/admin/estimate-defaults", {
      method: "PUT",
      json: { ...defaults, deposit: { kind: "percent", value: "50" } },
    });
    expect(saved.status).toBe(200);
    const { deposit: _deposit, ...withoutDeposit } = estimateBody({ milestones: rest("60") });
    expect(await fieldErrors(await post(withoutDeposit))).toEqual({ milestones: over });
  });
});

describe("the schedule after writing", () => {
  it("is copied by a revision", async () => {
    const { estimate } = await sent(estimateBody({ milestones: SCHEDULE }));
    const res = await t.admin.post(`/api/admin/estimates/${estimate.id}/revise`);
    expect(res.status).toBe(201);
    const next = (await res.json()) as EstimateView;
    const withoutIds = (view: EstimateView) => view.milestones.map(({ id: _id, ...m }) => m);
    expect(withoutIds(next)).toEqual(withoutIds(estimate));
    expect(next.milestones.map((m) => m.id)).not.toEqual(estimate.milestones.map((m) => m.id));
    expect(next.completionDue).toBe("425.00");
  });

  it("is on the customer's link and in the PDF", async () => {
    const { estimate, token } = await sent(estimateBody({ milestones: SCHEDULE }));
    const view = await read(token);
    expect(view.milestones.map((m) => [m.name, m.due, m.date, m.amount])).toEqual([
      ["Rough-in complete", "on_date", ROUGH_IN_DATE, "900.00"],
      ["Cabinets delivered", "on_completion", null, "250.00"],
    ]);
    expect(view.completionDue).toBe("425.00");

    const pdf = await t.admin.fetch(`/api/admin/estimates/${estimate.id}/pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const part of [
      "Payment schedule",
      "Deposit on approval",
      "Rough-in complete",
      `due ${formatLongDate(ROUGH_IN_DATE)}`,
      "$900.00",
      "Cabinets delivered",
      "Balance on completion",
      "$425.00",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("follows the total approved, and is signed: the hash covers it", async () => {
    const { estimate, token } = await sent(estimateBody({ milestones: SCHEDULE }));
    const optional = estimate.lines.find((line) => line.optional)!.id;
    const res = await t.anonymous.post(`/api/estimates/${token}/approve`, {
      name: "Dana Estimate",
      acceptTerms: true,
      optionalLineIds: [optional],
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect((await t.anonymous.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`)).status).toBe(200);
    const view = await read(token);
    expect(view.status).toBe("approved");
    // Signed for $2,650.00: 40% is $1,060.00; $2,650 - $795 - $1,060 - $250 = $545.
    expect(view.milestones.map((m) => m.amount)).toEqual(["1060.00", "250.00"]);
    expect(view.completionDue).toBe("545.00");

    const sums = { total: "2650.00", depositDue: "795.00" };
    const hash = (shown: PublicEstimateView) => contentHash(approvedContent(shown, [optional], sums));
    expect(hash(view)).toBe(view.approval!.contentHash);
    const [rough, cabinets] = view.milestones;
    for (const changed of [
      [{ ...rough!, value: "41" }, cabinets!],
      [{ ...rough!, date: addDays(ROUGH_IN_DATE, 1) }, cabinets!],
      [rough!, { ...cabinets!, name: "Cabinets installed" }],
      [rough!],
    ]) {
      expect(hash({ ...view, milestones: changed })).not.toBe(view.approval!.contentHash);
    }
  });

  it("refuses an approval (409) when the total approved cannot carry the schedule's rounded shares", async () => {
    // 2¢ required, a 1¢ option: 50% + 50% of 2¢ fit, of 3¢ they round to 2¢ + 2¢.
    const { estimate, token } = await sent(
      estimateBody({
        lines: [
          { description: "Caulk", quantity: 1, unit: "each", unitPrice: "0.02", optional: false },
          { description: "Extra caulk", quantity: 1, unit: "each", unitPrice: "0.01", optional: true },
        ],
        deposit: { kind: "percent", value: "50" },
        milestones: [{ name: "Half", kind: "percent", value: "50", due: "on_completion" }],
      }),
    );
    const optional = estimate.lines.find((line) => line.optional)!.id;
    const res = await t.anonymous.post(`/api/estimates/${token}/approve`, {
      name: "Dana Estimate",
      acceptTerms: true,
      optionalLineIds: [optional],
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/payment schedule is more than/);
    expect((await read(token)).approval).toBeNull();
  });
});
