/**
 * Approved estimates with a payment schedule, for the tests of the schedule's invoices: written, sent and
 * approved through the API (the deposit paid by the test checkout), then given their milestones.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AdminEstimateView } from "~/features/estimates/estimate-job-view";
import type { EstimateBodyInput } from "~/features/estimates/estimate.schema";
import type { MilestoneDue } from "~/lib/vocabulary";
import type { Db } from "~db/client.server";
import { businessSettings, estimateMilestones } from "~db/schema";
import type { Client } from "./browser-like-client";
import { estimateBody } from "./estimate-body";
import { tokenOfEstimate } from "./estimates";

export interface MilestoneInput {
  name: string;
  kind: "percent" | "fixed";
  value: string;
  due: MilestoneDue;
  dueDate?: string;
}

interface Clients {
  db: Db;
  admin: Client;
  anonymous: Client;
}

/** A sent estimate (estimateBody: $2,250.00 required, a $400.00 option; a 30% deposit unless said). */
export async function sentEstimate({ db, admin }: Clients, overrides: Partial<EstimateBodyInput> = {}) {
  const created = await admin.post("/api/admin/estimates", estimateBody(overrides));
  expect(created.status, await created.clone().text()).toBe(201);
  const estimate = (await created.json()) as AdminEstimateView;
  expect((await admin.post(`/api/admin/estimates/${estimate.id}/send`)).status).toBe(200);
  return { estimate, token: await tokenOfEstimate(db, estimate.id) };
}

/** Milestones added after the estimate's own, in their order. */
export async function addMilestones(db: Db, estimateId: number, milestones: MilestoneInput[]) {
  if (milestones.length === 0) return;
  const before = await db
    .select({ id: estimateMilestones.id })
    .from(estimateMilestones)
    .where(eq(estimateMilestones.estimateId, estimateId));
  await db.insert(estimateMilestones).values(
    milestones.map((m, position) => ({
      estimateId,
      position: before.length + position,
      name: m.name,
      kind: m.kind,
      value: m.value,
      due: m.due,
      dueDate: m.dueDate ?? null,
    })),
  );
}

/**
 * An approved job with `milestones`: the deposit (30% by default) paid by the test checkout, `withOption`
 * adding the $400.00 option to the $2,250.00 of required lines.
 */
export async function approvedJob(
  clients: Clients,
  milestones: MilestoneInput[],
  { deposit = "30", withOption = false }: { deposit?: string; withOption?: boolean } = {},
) {
  const { estimate, token } = await sentEstimate(clients, { deposit: { kind: "percent", value: deposit } });
  const option = estimate.lines.find((line) => line.optional)!.id;
  const approved = await clients.anonymous.post(`/api/estimates/${token}/approve`, {
    name: estimate.customer.name,
    acceptTerms: true,
    optionalLineIds: withOption ? [option] : [],
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  const { url } = (await approved.json()) as { url?: string };
  if (url) {
    const paid = await clients.anonymous.post(`/api/test-checkout/${url.split("/").at(-1)}/pay`);
    expect(paid.status).toBe(200);
  }
  await addMilestones(clients.db, estimate.id, milestones);
  return estimate;
}

/** Turns "the schedule's invoices are sent at once" on or off (Settings). */
export async function sendScheduleInvoices(db: Db, on: boolean) {
  await db.update(businessSettings).set({ scheduleInvoicesSent: on }).where(eq(businessSettings.id, 1));
}
