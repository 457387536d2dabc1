/**
 * /favicon.ico, which browsers ask for on their own, leads to the site's icon (public/favicon.svg) rather
 * than the not-found page. Runs the production build (`npm run build` first).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { NODE_ENV: "production" }, withPages: true });
});
afterAll(() => server?.close());

it("/favicon.ico is a permanent redirect to the site's SVG icon, which is served", async () => {
  const res = await fetch(`${server.url}/favicon.ico`, { redirect: "manual" });
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/favicon.svg");
  const icon = await fetch(`${server.url}/favicon.ico`);
  expect(icon.status).toBe(200);
  expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  expect(await icon.text()).toContain("<svg");
});
