/**
 * The admins the browser tests sign in as. playwright.config.ts creates them with `npm run admin:create`
 * before the server starts (the command refuses while the server holds the embedded database); one per
 * browser project, because each test sets up its admin's two-factor authentication.
 */
export const E2E_ADMIN_PASSWORD = "mesquite porch sunrise 2026";
export const e2eAdminEmail = (project: string) => `admin-${project}@example.com`;
export const E2E_PROJECTS = ["desktop", "phone"] as const;

/**
 * The back-office specs run in projects of their own (playwright.config.ts), after the public ones, because
 * what they change shows on the public pages. Their admins: one per project and parallel worker slot.
 */
export const BACKOFFICE_PROJECTS = [
  "admin-desktop",
  "admin-phone",
  "shared-settings-desktop",
  "shared-settings-phone",
] as const;
export type BackofficeProject = (typeof BACKOFFICE_PROJECTS)[number];
export const BACKOFFICE_SLOTS = [0, 1] as const;
export const backofficeEmail = (project: string, slot: number) => `backoffice-${project}-${slot}@example.com`;
