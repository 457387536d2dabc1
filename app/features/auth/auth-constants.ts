/** Numbers of the sign-in rules, shared by the server and the pages that explain them. */
export const SIGN_IN_LINK_MINUTES = 10;
export const CUSTOMER_SESSION_SECONDS = 7 * 24 * 60 * 60;
export const ADMIN_SESSION_SECONDS = 12 * 60 * 60;
export const AUTH_BASE_PATH = "/api/auth";
/** Every cookie of the auth library is named `site.*` (`__Secure-site.*` over HTTPS). */
export const AUTH_COOKIE_PREFIX = "site";
/** The business name in sign-in mail and authenticator apps. */
export const APP_NAME = "Big Country Home Remodeling";
