import { describe, expect, it } from "vitest";
import { isPhone, phoneFirstScreen } from "./first-screen.server";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const request = (path: string, headers: Record<string, string>) =>
  new Request(`http://localhost${path}`, { headers });

/** Where the first screen sends the request: its redirect's address, or null when it goes on. */
function sentTo(path: string, headers: Record<string, string>) {
  try {
    phoneFirstScreen(request(path, headers));
    return null;
  } catch (answer) {
    return (answer as Response).headers.get("location");
  }
}

describe("isPhone", () => {
  it("reads the client hint, else the user agent", () => {
    expect(isPhone(new Headers({ "user-agent": PIXEL }))).toBe(true);
    expect(isPhone(new Headers({ "user-agent": IPHONE }))).toBe(true);
    expect(isPhone(new Headers({ "user-agent": DESKTOP, "sec-ch-ua-mobile": "?1" }))).toBe(true);
    expect(isPhone(new Headers({ "user-agent": DESKTOP, "sec-ch-ua-mobile": "?0" }))).toBe(false);
    expect(isPhone(new Headers({ "user-agent": TABLET }))).toBe(false);
    expect(isPhone(new Headers())).toBe(false);
  });
});

describe("phoneFirstScreen", () => {
  it("opens Today on a phone, and the dashboard elsewhere", () => {
    expect(sentTo("/admin", { "user-agent": PIXEL })).toBe("/admin?tab=today");
    expect(sentTo("/admin", { "user-agent": DESKTOP })).toBeNull();
  });

  it("leaves a named section alone, the dashboard's too", () => {
    expect(sentTo("/admin?tab=dashboard", { "user-agent": PIXEL })).toBeNull();
    expect(sentTo("/admin?tab=jobs&job=4", { "user-agent": IPHONE })).toBeNull();
  });
});
