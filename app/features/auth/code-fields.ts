import { z } from "zod";

/** The six digits an authenticator app shows; spaces typed between them are dropped. */
export const totpCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** One of the backup codes shown when two-factor authentication was turned on. */
export const backupCode = z.string().trim().min(4, "Enter one of your backup codes.");
