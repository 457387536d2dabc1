/** Sends one generated request exactly as written (raw path, any method, any body) and reads the answer. */
import http from "node:http";
import type { FuzzRequest } from "./types";

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One request over a kept-alive connection. The server may close an idle connection just as it is
 * reused; that (and only that) is retried once, on a new connection.
 */
export function send(
  url: string,
  agent: http.Agent | false,
  request: FuzzRequest,
  cookie: string,
): Promise<{ status: number; excerpt: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    // Node's client writes a GET or DELETE body without a length unless told (the server then reads it as
    // the start of the next request on the connection).
    const headers = {
      ...request.headers,
      ...(cookie && { cookie }),
      ...(request.body && { "content-length": String(request.body.length) }),
    };
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        headers,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        let excerpt = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (excerpt.length < 300) excerpt += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, excerpt: excerpt.slice(0, 300) }));
        res.on("error", (error) => resolve({ status: 0, excerpt: String(error) }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => {
      if (req.reusedSocket) resolve(send(url, false, request, cookie));
      else resolve({ status: 0, excerpt: String(error) });
    });
    req.end(request.body);
  });
}
