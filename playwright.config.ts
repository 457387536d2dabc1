import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Per port, so that several runs can share the machine without touching each other's files.
const outputDir = `test-results/e2e-${port}`;
const dataDir = `${outputDir}-data`;

// Debian's Chromium (Playwright's own browser downloads are not available here); see scripts/find-chromium.mjs.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: { baseURL, launchOptions, trace: "retain-on-failure" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions } },
  ],
  webServer: {
    // The production build on a fresh embedded database seeded with the demo business.
    command: `rm -rf ${dataDir} && node --import tsx server/index.ts`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SITE_URL: baseURL,
      // Tests send their own X-Forwarded-For so that each one has its own rate-limit allowance.
      TRUST_PROXY: "true",
    },
  },
});
