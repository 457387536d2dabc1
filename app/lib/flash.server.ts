import crypto from "node:crypto";
import { FLASH_COOKIE, FLASH_MESSAGES, isFlashKey, type FlashKey, type FlashMessage } from "./flash";

/**
 * Set-Cookie value that carries a flash to the next page. HttpOnly: only the next request to the server
 * reads it (the root loader), so a page that is still closing cannot take it first.
 */
export function flashCookie(key: FlashKey) {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The request's flash, if any, and the Set-Cookie value that clears it (it is shown once). */
export function takeFlash(request: Request): { flash: FlashMessage | null; clear?: string } {
  const match = new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([^;]*)`).exec(request.headers.get("cookie") ?? "");
  if (!match) return { flash: null };
  const clear = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  const key = match[1];
  if (!isFlashKey(key)) return { flash: null, clear };
  // A fresh id per response, so the same message twice in a row still shows twice.
  return { flash: { ...FLASH_MESSAGES[key], id: crypto.randomUUID() }, clear };
}
