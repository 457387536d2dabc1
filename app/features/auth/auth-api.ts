import { AUTH_BASE_PATH } from "./auth-constants";

export interface AuthCallResult<T> {
  ok: boolean;
  status: number;
  data: T & { message?: string; code?: string };
}

/** POSTs JSON to the auth API from the browser (same origin: the browser adds Origin and the cookies). */
export async function postAuth<T = Record<string, unknown>>(
  path: string,
  body: unknown,
): Promise<AuthCallResult<T>> {
  try {
    const response = await fetch(`${AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as AuthCallResult<T>["data"];
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: {} as AuthCallResult<T>["data"] };
  }
}

/** What to tell a person when a call failed for a reason common to every form. */
export function commonProblem(result: AuthCallResult<unknown>): string {
  if (result.status === 0) return "Could not reach the server. Check your connection and try again.";
  if (result.status === 429)
    return result.data.message || "Too many attempts. Please wait a few minutes and try again.";
  if (result.status === 403) return "Your request could not be verified. Reload the page and try again.";
  return "Something went wrong. Please try again.";
}
