import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { scriptsAfterPaint } from "./lib/scripts-after-paint.server";
import { PUBLIC_PAGES } from "./lib/site-pages";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (pages are small and their data comes from fast loaders),
 * which gives crawlers and compression complete HTML. The response's CSP nonce goes on every inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // The whole document is sent at once (onAllReady), so React must not move a large Suspense boundary
        // out of place to be swapped in later: it would first paint the fallback, then shift the page when
        // the content is revealed (Lighthouse CLS 0.31 on the booking page).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // The public pages' first paint comes first; the account and admin pages want their controls.
          const publicPage = (PUBLIC_PAGES as readonly string[]).includes(new URL(request.url).pathname);
          const html = publicPage ? body.pipe(scriptsAfterPaint(nonce)) : body;
          resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          loadContext.logger.error({ err: error, path: new URL(request.url).pathname }, "render error");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * A loader's or action's error goes to the server's log, whose serializer leaves a database error's values
 * out; React Router's default would print the whole error, parameters included, on the console.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A thrown 4xx response is an answer, not a fault; an unexpected error comes wrapped in a 500 one.
  const fault = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (fault === undefined) return;
  context.logger.error({ err: fault, path: new URL(request.url).pathname }, "page error");
};
