/** Writing a cached entry as the answer to one request: its encoding, a fresh nonce, 304 when still fresh. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { newCspNonce } from "~server/security-headers";
import { preferredEncoding } from "./accept-encoding";
import type { Entry } from "./entry-store";

export type CacheLabel = "HIT" | "MISS";
/** Writes the answer; `sent` runs once the body has been handed whole to the system (not if cut off). */
export type Send = (status: number, headers: string[], body?: Buffer, sent?: () => void) => void;

/** Node's own writeHead and end, for a response nothing else has written to. */
export const sendDirectly =
  (res: ServerResponse): Send =>
  (status, headers, body, sent) => {
    res.writeHead(status, headers);
    res.end(body, sent);
  };

/** Whether If-None-Match names this validator (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}

export function answer(req: IncomingMessage, entry: Entry, label: CacheLabel, send: Send): void {
  const { body } = entry;
  const headers = entry.headers.slice();
  // Every answer gets its own nonce, in the policy and in the body alike.
  const nonce = newCspNonce();
  if (entry.csp) headers.push("content-security-policy", entry.csp[0] + nonce + entry.csp[1]);
  headers.push("x-cache", label);
  if (body.etag) {
    headers.push("etag", body.etag);
    if (matches(req.headers["if-none-match"], body.etag)) return send(304, headers);
  }
  const encoding = preferredEncoding(req.headers["accept-encoding"], body.encodings);
  if (encoding !== "identity") headers.push("content-encoding", encoding);
  headers.push("content-length", String(body.length(encoding)));
  if (req.method === "HEAD") return send(200, headers);
  const rendered = body.render(encoding, nonce);
  send(200, headers, rendered, () => body.recycle(encoding, rendered));
}
