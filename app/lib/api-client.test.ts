import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest } from "./api-client";

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}
let seen: Seen;
let server: http.Server;
let base: string;

/** A stand-in API: the path says what to answer. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen = { method: req.method, contentType: req.headers["content-type"], body };
      const [, status, kind] = (req.url ?? "").split("/");
      res.statusCode = Number(status);
      if (kind === "json") {
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            message: "Please correct the highlighted fields.",
            errors: { name: "Name is required", n: 1 },
          }),
        );
      } else if (kind === "text") res.end("Plain failure");
      else if (kind === "ok") res.end(JSON.stringify({ id: 7 }));
      else res.end();
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends the payload as JSON and returns the parsed answer", async () => {
    expect(await apiRequest("POST", `${base}/201/ok`, { name: "Jane" })).toEqual({ id: 7 });
    expect(seen).toEqual({ method: "POST", contentType: "application/json", body: '{"name":"Jane"}' });
  });

  it("sends a FormData payload as multipart/form-data with the files in it", async () => {
    const form = new FormData();
    form.append("name", "Jane");
    form.append("photos", new Blob(["PNGDATA"], { type: "image/png" }), "porch.png");
    expect(await apiRequest("POST", `${base}/201/ok`, form)).toEqual({ id: 7 });
    expect(seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.body).toContain('name="name"\r\n\r\nJane');
    expect(seen.body).toContain('name="photos"; filename="porch.png"');
    expect(seen.body).toContain("PNGDATA");
  });

  it("sends no body and no content type without a payload", async () => {
    await apiRequest("GET", `${base}/200/ok`);
    expect(seen).toEqual({ method: "GET", contentType: undefined, body: "" });
  });

  it("turns a failure into `<status>: <response text>` and keeps the status and JSON body", async () => {
    const error = await apiRequest("POST", `${base}/400/json`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe(
      '400: {"message":"Please correct the highlighted fields.","errors":{"name":"Name is required","n":1}}',
    );
    expect(apiError.serverMessage).toBe("Please correct the highlighted fields.");
    expect(apiError.fieldErrors).toEqual({ name: "Name is required" });
  });

  it("uses the status text when the failure has no body, and tolerates a non-JSON body", async () => {
    const empty = (await apiRequest("GET", `${base}/503/empty`).catch((e: unknown) => e)) as ApiError;
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.body).toBeUndefined();
    const text = (await apiRequest("GET", `${base}/500/text`).catch((e: unknown) => e)) as ApiError;
    expect(text.message).toBe("500: Plain failure");
    expect(text.serverMessage).toBeUndefined();
    expect(text.fieldErrors).toEqual({});
  });

  it("treats 401 as an error too", async () => {
    await expect(apiRequest("GET", `${base}/401/text`)).rejects.toMatchObject({ status: 401 });
  });
});
