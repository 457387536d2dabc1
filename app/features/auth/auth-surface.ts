/** What of the auth library the site exposes over HTTP, and how hard it may be called. */

/** The header the server sets to the client address it trusts (req.ip); a client's own value is replaced. */
export const CLIENT_IP_HEADER = "x-site-client-ip";

/** Per client address; sign-in links also per recipient, so nobody's mailbox can be flooded. */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 300, max: 10 },
  "/sign-in/magic-link": { window: 900, max: 10 },
  "/magic-link/verify": { window: 60, max: 20 },
  "/two-factor/*": { window: 300, max: 20 },
  linkPerRecipient: { window: 900, max: 3 },
} as const;

// Everything better-auth offers that this product does not use is switched off (smaller attack surface).
export const DISABLED_PATHS = [
  // The server reads sessions itself (auth.api.getSession); over HTTP this would hand the token to scripts.
  "/get-session",
  "/sign-up/email",
  "/sign-in/social",
  "/callback/:id",
  "/reset-password",
  "/reset-password/:token",
  "/request-password-reset",
  "/verify-password",
  "/verify-email",
  "/send-verification-email",
  "/change-email",
  "/change-password",
  "/update-session",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/generate-backup-codes",
  "/two-factor/disable",
  "/two-factor/get-totp-uri",
];
