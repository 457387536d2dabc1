const ORIGIN = "http://return-to.invalid";

/**
 * A `returnTo` kept only when it is a path of this site ("/my-projects?tab=x"); "//evil.example",
 * "https://...", "/\\evil.example", API paths and anything unparsable fall back to `fallback`.
 */
export function safeReturnTo(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // Browsers read a backslash as a slash, so "/\evil.example" would leave the site.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  // Control characters (tabs and newlines are dropped by URL parsers, which can turn "/\t/x" into "//x").
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN || url.pathname.startsWith("/api/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a sign-in that named no page lands: this route sends a customer on to My Projects and an admin to
 * the back office (app/routes/auth/signed-in.tsx), since the role is known only once signed in.
 */
export const SIGNED_IN_LANDING = "/signed-in";

/** The sign-in page's address that comes back to `returnTo` afterwards. */
export function loginPath(returnTo: string) {
  const target = safeReturnTo(returnTo);
  return target === "/" || target === SIGNED_IN_LANDING
    ? "/login"
    : `/login?returnTo=${encodeURIComponent(target)}`;
}

/** The second step of a password sign-in (the authenticator code), coming back to `returnTo` afterwards. */
export function twoFactorPath(returnTo: string) {
  return `/login/two-factor?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`;
}
