/** Requests the fuzzer (scripts/fuzz.ts) found answered with 500 by the pages or the auth library. */
import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "~tests/support/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ withPages: true });
});
afterAll(() => server?.close());

// fetch() refuses to send TRACE, so the request is written with node:http.
function trace(path: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const req = http.request(url, { method: "TRACE" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

// TRACE reaches Express, but neither React Router nor the auth library can build a request from it.
it("answers TRACE with 405 on the pages, the API and the auth library's endpoints", async () => {
  for (const path of ["/", "/about", "/checkout/test/x"]) {
    const res = await trace(path);
    expect([res.status, res.body], path).toEqual([405, "Method Not Allowed"]);
  }
  for (const path of ["/api/services", "/api/auth/ok", "/api/auth/get-session"]) {
    const res = await trace(path);
    expect(res.status, path).toBe(405);
    expect(JSON.parse(res.body)).toEqual({ message: "Method not allowed" });
  }
});

it("reads a sign-in error code from the address as a plain word, not an object's property", async () => {
  for (const code of ["__proto__", "constructor", "toString"]) {
    const res = await fetch(`${server.url}/login?error=${code}`);
    expect(res.status, code).toBe(200);
    expect(await res.text()).toContain("That sign-in did not work. Please try again.");
  }
});
