/**
 * Holds back a response the app writes, so that the cache can keep it and answer with it. The app's
 * handlers (and the middleware that wrap the response after the cache: compression, the private-caching
 * rule) write as usual; nothing reaches the client until the cache answers through `send`.
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

export interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface Capture {
  /** The response as the app wrote it, or undefined when the client went away first. */
  done: Promise<Captured | undefined>;
  /** Node's own writeHead and end of the response, to answer once the capture is over. */
  send(status: number, headers: string[] | undefined, body?: Buffer, sent?: () => void): void;
}

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding) {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk);
}

export function captureResponse(res: ServerResponse): Capture {
  const realWriteHead = res.writeHead as (
    this: ServerResponse,
    status: number,
    headers?: string[],
  ) => unknown;
  const realEnd = res.end as (this: ServerResponse, body?: Buffer, sent?: () => void) => unknown;
  const chunks: Buffer[] = [];
  let headWritten = false;
  let finished = false;
  let settle!: (captured: Captured | undefined) => void;
  const done = new Promise<Captured | undefined>((resolve) => (settle = resolve));

  const finish = (captured: Captured | undefined) => {
    if (finished) return;
    finished = true;
    settle(captured);
  };

  // Own properties shadow the prototype's methods; what is installed later wraps these.
  res.writeHead = function writeHead(
    this: ServerResponse,
    status: number,
    reason?: string | OutgoingHttpHeaders | string[],
    headers?: OutgoingHttpHeaders | string[],
  ) {
    if (finished) return this;
    this.statusCode = status;
    const given = typeof reason === "string" ? headers : reason;
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) this.setHeader(given[i]!, given[i + 1]!);
    } else if (given) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value);
    }
    headWritten = true;
    return this;
  } as ServerResponse["writeHead"];

  res.write = function write(chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (!finished && chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse["write"];

  res.end = function end(
    this: ServerResponse,
    chunk?: Chunk | Callback,
    encoding?: BufferEncoding | Callback,
    callback?: Callback,
  ) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
    if (!finished) {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      // Through the outermost writeHead, so that the hooks that run just before the headers go out
      // (on-headers: the private-caching rule, compression's Vary) have had their say.
      if (!headWritten) this.writeHead(this.statusCode);
      finish({ status: this.statusCode, headers: this.getHeaders(), body: Buffer.concat(chunks) });
    }
    if (callback) process.nextTick(callback);
    return this;
  } as ServerResponse["end"];

  res.once("close", () => finish(undefined));

  return {
    done,
    send(status, headers, body, sent) {
      if (res.destroyed) return;
      // Straight to Node: the wrappers above (and those installed after them) stay out of the way.
      realWriteHead.call(res, status, headers);
      realEnd.call(res, body, sent);
    },
  };
}
