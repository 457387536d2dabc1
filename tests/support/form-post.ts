/**
 * Forms posted as a browser without script posts them (docs/decisions/0020-forms-post-natively.md): a
 * same-origin POST of the form's body, the redirect not followed, from an address of its own each time (so
 * with a rate-limit allowance of its own, the server trusting the proxy).
 */
import crypto from "node:crypto";

/** A random address, as the proxy would report it (`x-forwarded-for`). */
export const visitor = () => `10.${[...crypto.randomBytes(3)].join(".")}`;

/** A form poster for the server at `baseUrl`; `headers` add to or replace the browser's. */
export function formPoster(baseUrl: () => string) {
  return (path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl()}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: {
        "x-forwarded-for": visitor(),
        origin: baseUrl(),
        "sec-fetch-site": "same-origin",
        ...headers,
      },
    });
}
