/**
 * The baseline: a bare node:http server replaying the app's exact response bytes from memory, so that
 * app/baseline shows what the app costs on top of HTTP itself.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Headers = Record<string, string>;

export interface CapturedResponse {
  status: number;
  body: Buffer;
  /** Only the headers a client needs to read the body the same way: content-type and content-encoding. */
  headers: Headers;
}

const REPLAYED_HEADERS = ["content-type", "content-encoding"];

/**
 * Raw bytes through node:http rather than fetch(), because fetch would decompress the body and the
 * baseline must send exactly what the app sent over the wire.
 */
export function captureResponse(url: string, headers: Headers): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const kept: Headers = {};
        for (const name of REPLAYED_HEADERS) {
          const value = res.headers[name];
          if (typeof value === "string") kept[name] = value;
        }
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: kept });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout fetching ${url}`)));
    req.on("error", reject);
  });
}

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/** Answers each captured path (keyed by request path, query included) with its bytes; 404 otherwise. */
export function startBaseline(responses: Map<string, CapturedResponse>): Promise<BaselineServer> {
  const server = http.createServer((req, res) => {
    const captured = responses.get(req.url ?? "");
    if (!captured) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(captured.status, { ...captured.headers, "content-length": captured.body.length });
    res.end(captured.body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // autocannon's keep-alive sockets would otherwise hold close() open for keepAliveTimeout.
            server.closeAllConnections();
          }),
      });
    });
  });
}
