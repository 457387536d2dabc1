/**
 * One-time messages carried across a redirect in a short-lived cookie. The cookie holds only a key of this
 * table, never text, so nobody can make the site display words of their choosing.
 */
export const FLASH_MESSAGES = {
  unauthorized: {
    title: "Unauthorized",
    description: "You need to log in to access this area.",
    variant: "destructive",
  },
  "access-denied": {
    title: "Access Denied",
    description: "You don't have admin privileges to access this area.",
    variant: "destructive",
  },
  "login-required": {
    title: "Login Required",
    description: "Please login to view your projects",
    variant: "destructive",
  },
} as const;

export type FlashKey = keyof typeof FLASH_MESSAGES;

export const FLASH_COOKIE = "flash";

export function isFlashKey(value: unknown): value is FlashKey {
  return typeof value === "string" && Object.hasOwn(FLASH_MESSAGES, value);
}

export type FlashMessage = (typeof FLASH_MESSAGES)[FlashKey] & { id: string };
