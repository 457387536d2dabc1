/**
 * Estimates for the browser tests, written with the site's own functions into the e2e server's database (the
 * embedded server, borrowed as the CLI commands borrow it) and sent with the server's own link secret, so
 * that the token made here opens the estimate as the mailed link would.
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import pino from "pino";
import { createEstimate, reviseEstimate } from "~/features/estimates/estimate-editing.server";
import { markSent } from "~/features/estimates/estimate-lifecycle.server";
import { estimateToken } from "~/features/estimates/estimate-token.server";
import { estimateBodySchema, type EstimateBodyInput } from "~/features/estimates/estimate.schema";
import type { EstimateFlowDeps } from "~/workflows/estimate-notices.server";
import { openDatabase, type Database } from "~db/client.server";
import { estimateMilestones, estimatePhotos, estimates } from "~db/schema";
import { estimateBody } from "~tests/support/estimate-body";

// The server's DATA_DIR (playwright.config.ts).
const dataDir = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data`;

let opened: Promise<Database> | undefined;
const database = () => (opened ??= openDatabase({ dataDir, role: "command", poolSize: 2 }));

/** Closes this worker's connection (afterAll). */
export async function closeEstimateData() {
  const db = await opened;
  opened = undefined;
  await db?.close();
}

/** The secret the server makes its links with (app/features/auth/auth-secret.server.ts). */
const linkSecret = () => fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();

export const uniqueCustomerEmail = (label: string) =>
  `${label}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A kitchen estimate: $1,500.00 + 3 × $250.00 required, $400.00 optional, a 30% deposit: $2,250.00 and
 * $675.00 without the option, $2,650.00 and $795.00 with it.
 */
export function kitchenEstimate(
  email: string,
  overrides: Partial<EstimateBodyInput> = {},
): EstimateBodyInput {
  return estimateBody({
    customer: { name: "Dana Whitfield", email, phone: "325-555-0142" },
    terms: "Deposit on approval, balance on completion.\nMaterials are ordered once the deposit is received.",
    ...overrides,
  });
}

export interface SentEstimate {
  id: number;
  number: number;
  token: string;
}

async function tokenOf(id: number) {
  const { db } = await database();
  const [row] = await db
    .select({ number: estimates.number, nonce: estimates.tokenNonce })
    .from(estimates)
    .where(eq(estimates.id, id));
  return { id, number: row.number, token: estimateToken(linkSecret(), row.nonce!) };
}

/** Writes and sends an estimate (no mail: the test opens the link itself); `photos` are site paths. */
export async function sendEstimate(body: EstimateBodyInput, photos: string[] = []): Promise<SentEstimate> {
  const { db } = await database();
  const id = await createEstimate(db, estimateBodySchema.parse(body));
  if (photos.length > 0) {
    await db
      .insert(estimatePhotos)
      .values(photos.map((url, position) => ({ estimateId: id, url, position })));
  }
  await markSent(db, id, linkSecret());
  return tokenOf(id);
}

/** Replaces a sent estimate by a new revision: its link then says so. */
export async function reviseSentEstimate(id: number) {
  const { db } = await database();
  await reviseEstimate(db, id);
}

/** The estimate's status as the database has it. */
export async function estimateStatus(id: number) {
  const { db } = await database();
  const [row] = await db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id));
  return row?.status;
}

/**
 * The day of an estimate's milestones (those due on a date, not invoiced yet) comes: they fall due `date`. A
 * test whose milestone must wait for something (a change order's answer) gives it a later date when it
 * writes the estimate, so that no other test's run of the schedule, nor the site's hourly one, bills it
 * before then; this brings the date forward once it may be billed.
 */
export async function bringMilestonesDue(estimateId: number, date: string) {
  const { db } = await database();
  await db
    .update(estimateMilestones)
    .set({ dueDate: date })
    .where(
      and(
        eq(estimateMilestones.estimateId, estimateId),
        isNotNull(estimateMilestones.dueDate),
        isNull(estimateMilestones.invoiceId),
      ),
    );
}

/**
 * What the site's scheduled jobs get, for running one at a chosen instant from a test. No mail is queued:
 * a schedule's invoices are drafts unless the settings say otherwise, which these tests leave alone.
 */
export async function estimateFlowDeps(siteUrl: string): Promise<EstimateFlowDeps> {
  const { db } = await database();
  return {
    db,
    siteUrl,
    logger: pino({ level: "silent" }),
    jobs: {
      enqueue: () => Promise.reject(new Error("No job is queued from the browser tests' own process")),
    },
    provider: undefined,
    linkSecret: linkSecret(),
  };
}
