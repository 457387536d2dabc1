/**
 * The back office's first screen (`/admin` without `?tab=`): on a phone, Today (the owner is on site); on a
 * desktop or a tablet, the dashboard. The server decides from the request, before anything is drawn, by
 * redirecting a phone to `?tab=today`: no layout is drawn and then replaced, and the address then says which
 * section is shown, so the page's script agrees with the server. A phone is what its browser says it is: the
 * client hint `Sec-CH-UA-Mobile: ?1` (Chromium browsers), else "Mobi" in the user agent, as phone browsers
 * write it (Safari on iPhone, Chrome and Firefox on Android phones; not their tablets).
 */
import { redirect } from "react-router";
import { sectionHref } from "./sections";

export function isPhone(headers: Headers): boolean {
  if (headers.get("sec-ch-ua-mobile") === "?1") return true;
  return /Mobi/.test(headers.get("user-agent") ?? "");
}

/** Sends a phone that asked for `/admin` alone to Today; any other request goes on. */
export function phoneFirstScreen(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.has("tab") || !isPhone(request.headers)) return;
  throw redirect(sectionHref("today"));
}
