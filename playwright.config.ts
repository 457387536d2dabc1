import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/chromium";
import { PRODUCTION_NODE_ARGS } from "./scripts/production-server";
import {
  BACKOFFICE_PROJECTS,
  BACKOFFICE_SLOTS,
  E2E_ADMIN_PASSWORD,
  E2E_PROJECTS,
  backofficeEmail,
  e2eAdminEmail,
} from "./tests/e2e/accounts";
import { E2E_TWILIO, twilioStandInPort } from "./tests/e2e/twilio-stand-in";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const twilioPort = twilioStandInPort(port);
// Per port, so that several runs can share the machine without touching each other's files.
const outputDir = `test-results/e2e-${port}`;
const dataDir = `${outputDir}-data`;
// The admins are made the way a newcomer makes one (README), before the server takes the database.
const createAdmin = (email: string, firstName: string) =>
  `node --import tsx scripts/admin-create.ts --email ${email} --password '${E2E_ADMIN_PASSWORD}' --first-name ${firstName}`;
const createAdmins = [
  ...E2E_PROJECTS.map((project) => createAdmin(e2eAdminEmail(project), "Dana")),
  // The back-office specs: one admin per project and parallel worker (each sets up its own two-factor).
  ...BACKOFFICE_PROJECTS.flatMap((project) =>
    BACKOFFICE_SLOTS.map((slot) => createAdmin(backofficeEmail(project, slot), "Jordan")),
  ),
].join(" && ");

const launchOptions = { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS };

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions };
// A Pixel 7's width, touch and user agent, drawn at one device pixel per CSS pixel: at its own 2.6, Chromium's
// software rendering (no GPU here) draws about seven times the pixels of every frame, and no test depends on
// pixel density.
const phone = { ...devices["Pixel 7"], deviceScaleFactor: 1, launchOptions };
const BACKOFFICE_SPECS = /admin-.*\.spec\.ts$/;
// The phone projects run what a phone changes, the tests tagged @phone: the pages' accessibility at its width,
// its menus, cards and touch, and the main journeys end to end. The rest reads the same at any width (the
// server's answers, the forms' rules, the carousels' timing) and runs once, at the desktop's; tests that are
// about widths set them themselves.
const PHONE = /@phone/;
// A journey drawn at a phone's width from end to end (`@phone-only`): the phone projects run it, the desktop
// ones leave it out rather than run it again at the same width.
const PHONE_ONLY = /@phone-only/;
// What the whole site shares (its hours, alerts, calendar feed address, contact links, the inbox's count of
// new items): changed, or counted, by one project at a time.
const SHARED_SETTINGS_SPECS = /admin-(shared-settings|calendar-feed|office)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  // A trace records every step's page for the one that fails: a sixth of the run's time. CI shows the failure's
  // message and its page's state is not kept, so it runs without.
  use: { baseURL, launchOptions, trace: process.env.CI ? "off" : "retain-on-failure" },
  projects: [
    { name: "desktop", testIgnore: BACKOFFICE_SPECS, grepInvert: PHONE_ONLY, use: desktop },
    { name: "phone", testIgnore: BACKOFFICE_SPECS, grep: PHONE, use: phone },
    // The back office changes what the public pages show (projects, settings, counts), so its specs run
    // once the public ones are done rather than beside them.
    {
      name: "admin-desktop",
      testMatch: BACKOFFICE_SPECS,
      testIgnore: SHARED_SETTINGS_SPECS,
      grepInvert: PHONE_ONLY,
      dependencies: ["desktop", "phone"],
      use: desktop,
    },
    {
      name: "admin-phone",
      testMatch: BACKOFFICE_SPECS,
      testIgnore: SHARED_SETTINGS_SPECS,
      grep: PHONE,
      dependencies: ["desktop", "phone"],
      use: phone,
    },
    // Every other back-office test reads the shared settings as seeded: these change them (or count what every
    // test adds) once the others are done, one project after the other.
    {
      name: "shared-settings-desktop",
      testMatch: SHARED_SETTINGS_SPECS,
      grepInvert: PHONE_ONLY,
      dependencies: ["admin-desktop", "admin-phone"],
      use: desktop,
    },
    {
      name: "shared-settings-phone",
      testMatch: SHARED_SETTINGS_SPECS,
      grep: PHONE,
      dependencies: ["shared-settings-desktop"],
      use: phone,
    },
  ],
  webServer: [
    // Twilio's stand-in, which the site sends its texts to (and whose posts to the site the tests sign).
    {
      command: "node --import tsx tests/support/fake-twilio-process.ts",
      url: `http://127.0.0.1:${twilioPort}/__stand-in/messages`,
      reuseExistingServer: false,
      env: {
        FAKE_TWILIO_PORT: String(twilioPort),
        TWILIO_ACCOUNT_SID: E2E_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
      },
    },
    {
      // The production build, as `npm start` runs it, on a fresh embedded database seeded with the demo
      // business, plus the admins.
      command: `rm -rf ${dataDir} && ${createAdmins} && node ${PRODUCTION_NODE_ARGS.join(" ")}`,
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      // SIGTERM, as a process manager stops it: the site then stops its embedded PostgreSQL server, which runs
      // in a process group of its own and would outlive a kill of the command's group.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      // Creating the embedded database takes a while on a busy machine.
      timeout: 180_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SITE_URL: baseURL,
        // Tests send their own X-Forwarded-For so that each one has its own rate-limit allowance; with one trusted
        // hop its right-most (here only) address is the client's, as when a reverse proxy appends it.
        TRUST_PROXY: "1",
        // The site's own test checkout stands in for the card provider (a production start needs it said).
        PAYMENTS_PROVIDER: "test",
        // Texts go to Twilio's stand-in above.
        TWILIO_ACCOUNT_SID: E2E_TWILIO.accountSid,
        TWILIO_AUTH_TOKEN: E2E_TWILIO.authToken,
        TWILIO_FROM: E2E_TWILIO.from,
        TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
      },
    },
  ],
});
