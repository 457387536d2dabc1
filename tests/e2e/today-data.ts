/**
 * Visits for the Today spec, written straight into the e2e server's database (the embedded server, borrowed
 * as the CLI commands borrow it): a visit of today, or of a weekend day, at an hour no other test books (the
 * booking tests take open weekdays' slots, visit-days.ts), so that they never take each other's slots.
 */
import { test } from "@playwright/test";
import { openDatabase, type Database } from "~db/client.server";
import { makeVisit, type VisitOptions } from "~tests/support/fixtures";

// The server's DATA_DIR (playwright.config.ts).
const dataDir = `test-results/e2e-${process.env.E2E_PORT ?? 4173}-data`;

let opened: Promise<Database> | undefined;
const database = () => (opened ??= openDatabase({ dataDir, role: "command", poolSize: 2 }));

/** Closes this worker's connection (afterAll). */
export async function closeTodayData() {
  const db = await opened;
  opened = undefined;
  await db?.close();
}

/** A customer nobody else has: their name and email carry the project's name and a random part. */
export function todayCustomer(label: string) {
  const id = `${test.info().project.name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return { name: `${label} ${id}`, email: `${label.toLowerCase()}-${id}@example.com` };
}

/** One booked visit (one confirmed appointment); answers its booking's and appointment's ids. */
export async function insertVisit(options: VisitOptions) {
  const { db } = await database();
  return makeVisit(db, options);
}
