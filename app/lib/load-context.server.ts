import type { Logger } from "pino";
// Types only (erased at build): the server creates the auth instance and the image storage and hands them
// to loaders and actions here.
// eslint-disable-next-line import-x/no-restricted-paths
import type { Auth } from "~/features/auth/auth.server";
// eslint-disable-next-line import-x/no-restricted-paths
import type { ImageStorage } from "~/features/uploads/image-storage.server";
// eslint-disable-next-line import-x/no-restricted-paths -- types only, as above: the flows' dependencies
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import type { Db } from "~db/client.server";
import type { ErrorCode, ErrorDetails } from "./domain-error";
import type { Config } from "./env.server";

/**
 * A form post the server refused before the page's action ran (its rate limit, server/form-posts.ts), as
 * plain data: the action answers it as one of its own refusals (form-post.server.ts).
 */
export interface PostRefusal {
  code: ErrorCode;
  message: string;
  details: ErrorDetails;
}

/** What the server hands every loader and action (see server/pages.ts). */
export interface AppContext {
  db: Db;
  config: Config;
  auth: Auth;
  /** Where uploaded images are kept: a quote's photos posted with the form. */
  storage: ImageStorage;
  /** The logger of the server: a loader's or render's error is written through it (see entry.server.tsx). */
  logger: Logger;
  cspNonce: string;
  /** What the estimate's answers are taken with (the server's one payment provider, its jobs, its address). */
  payments: PaymentFlowDeps;
  postRefusal?: PostRefusal;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges AppContext into React Router's type
  interface AppLoadContext extends AppContext {}
}
