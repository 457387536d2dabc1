/**
 * `npm run test:dates`: the date-dependent tests (unit, integration and browser), each run as if today were one of a few hard dates
 * (a holiday weekend, the days around Christmas and the year's end, a Friday evening, a Sunday at a month's
 * end). The whole run (the test runner, the site, its embedded PostgreSQL and Chromium) goes under
 * libfaketime with one offset from the real clock, so that every process agrees on the date and time moves
 * on as usual. Needs Debian's `faketime` (installed here when run as root) and a build (`npm run build`).
 *
 *   npm run test:dates                       all the dates below
 *   npm run test:dates -- 2026-12-24T12:00   one instant, in the business's time zone (America/Chicago)
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./find-chromium.mjs";

const HARD_DATES = [
  ["the day after Thanksgiving", "2026-11-27T10:00"],
  ["Christmas Eve", "2026-12-24T12:00"],
  ["New Year's Eve, late", "2026-12-31T23:30"],
  ["a Friday evening at a month's end", "2027-01-29T18:30"],
  ["a Sunday morning at a month's end", "2027-02-28T09:00"],
];

// The specs whose dates follow today: bookings, reschedules, visits and the back office's lists of them. They
// run without their projects' dependencies (--no-deps): the back-office projects otherwise wait for every
// public spec, dated or not.
const SPECS = [
  "tests/e2e/booking.spec.ts",
  "tests/e2e/reschedule-cancel.spec.ts",
  "tests/e2e/my-projects.spec.ts",
  "tests/e2e/add-to-calendar.spec.ts",
  "tests/e2e/test-checkout.spec.ts",
  "tests/e2e/admin-appointments.spec.ts",
  "tests/e2e/admin-calendar-feed.spec.ts",
  "tests/e2e/admin-refund.spec.ts",
];

// The unit and integration tests whose dates follow today: the booking calendar's rules, bookings, holds,
// reschedules, cancellations and refunds, reminders and the morning agenda, the owner's calendar feed.
const VITEST_FILES = [
  "app/features/availability",
  "server/api/availability",
  "server/api/booking",
  "server/api/unpaid-holds.test.ts",
  "server/api/owner-appointment.test.ts",
  "server/api/cancel-refund.test.ts",
  "server/api/refund-retries.test.ts",
  "server/api/calendar-feed.test.ts",
  "server/queue/expired-checkouts.test.ts",
  "server/queue/visit-reminders.test.ts",
];

const FAKETIME = "/usr/bin/faketime";

function ensureFaketime() {
  if (fs.existsSync(FAKETIME)) return;
  if (process.getuid?.() !== 0) {
    console.error("test:dates needs libfaketime: run `apt-get install faketime` as root.");
    process.exit(1);
  }
  execFileSync("apt-get", ["install", "-y", "-qq", "faketime"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** The UTC instant of a wall-clock time in America/Chicago (-06:00 in winter, -05:00 in summer). */
function chicagoInstant(local) {
  for (const offset of ["-06:00", "-05:00"]) {
    const instant = new Date(`${local}:00${offset}`);
    const shown = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "America/Chicago",
      dateStyle: "short",
      timeStyle: "short",
    }).format(instant);
    if (shown.replace(" ", "T") === local) return instant;
  }
  throw new Error(`Not a wall-clock time in America/Chicago: ${local}`);
}

const chromium = findChromium();
ensureFaketime();
const asked = process.argv.slice(2);
const dates = asked.length > 0 ? asked.map((at) => [at, at]) : HARD_DATES;
const failed = [];
dates.forEach(([name, local], index) => {
  const offsetSeconds = Math.round((chicagoInstant(local).getTime() - Date.now()) / 1000);
  console.log(`\n=== as if on ${local} America/Chicago (${name}) ===`);
  const offset = `${offsetSeconds >= 0 ? "+" : ""}${offsetSeconds}`;
  const env = { ...process.env, CI: "1", CHROMIUM_PATH: chromium, E2E_PORT: String(4500 + index) };
  const run = (...command) =>
    spawnSync(FAKETIME, ["-f", offset, "npx", ...command], { stdio: "inherit", env }).status === 0;
  const green = run("vitest", "run", ...VITEST_FILES) && run("playwright", "test", "--no-deps", ...SPECS);
  if (!green) failed.push(`${local} (${name})`);
});
if (failed.length > 0) {
  console.error(`\nFailed as if on: ${failed.join(", ")}`);
  process.exit(1);
}
console.log(`\nGreen on all ${dates.length} dates.`);
