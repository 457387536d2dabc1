/**
 * A fetch that keeps cookies and sends the headers a browser sends on a same-origin page (Origin on writes,
 * Sec-Fetch-Site), so API tests exercise sign-in and sessions as a browser would.
 */
export interface Client {
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** POST with a JSON body. */
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<Response>;
  cookies: Map<string, string>;
  cookieHeader(): string;
}

export function browserLikeClient(baseUrl: string): Client {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const client: Client = {
    cookies,
    cookieHeader,
    async fetch(path, { json, headers, ...init } = {}) {
      const method = (init.method ?? (json === undefined ? "GET" : "POST")).toUpperCase();
      const allHeaders: Record<string, string> = {
        "sec-fetch-site": "same-origin",
        ...(method !== "GET" && method !== "HEAD" && { origin: baseUrl }),
        ...(json !== undefined && { "content-type": "application/json" }),
        ...(cookies.size > 0 && { cookie: cookieHeader() }),
        ...(headers as Record<string, string>),
      };
      const url = path.startsWith("http") ? path : `${baseUrl}${path}`;
      const response = await fetch(url, {
        ...init,
        method,
        headers: allHeaders,
        body: json === undefined ? init.body : JSON.stringify(json),
        redirect: "manual",
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split(";");
        const index = pair.indexOf("=");
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const expired = attributes.some(
          (a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()),
        );
        if (expired || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    post(path, json = {}, headers = {}) {
      return client.fetch(path, { method: "POST", json, headers });
    },
  };
  return client;
}
