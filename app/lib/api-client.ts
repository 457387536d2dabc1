/**
 * The browser's way to call the JSON API: cookies always travel, a JSON body only when there
 * is a payload, and any non-success answer becomes an ApiError whose message is "<status>: <text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The response body parsed as JSON, or undefined when it is not JSON (forms read `errors` from it). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The server's `{ message }` when it sent one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? message : undefined;
  }

  /** The server's per-field messages (`{ errors: { field: message } }`), strings only. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    if (!errors || typeof errors !== "object") return {};
    return Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  }
}

/**
 * A FormData payload (a form with files) is sent as multipart/form-data, its boundary set by the browser;
 * any other payload as JSON.
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers:
      payload === undefined || payload instanceof FormData
        ? { Accept: "application/json" }
        : { "Content-Type": "application/json", Accept: "application/json" },
    body: payload === undefined ? undefined : payload instanceof FormData ? payload : JSON.stringify(payload),
  });
  const text = await response.text();
  const body = parseJson(text);
  if (!response.ok) {
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
  }
  return body as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
