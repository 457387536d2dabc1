import type { Logger } from "pino";
// The load context sits at the app's root, beside the root route and the server's entry, above the layers:
// it names what the server hands loaders and actions (the auth instance, the image storage, the payment
// flows' dependencies), types only.
import type { Auth } from "~/features/auth/auth.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import type { PostRefusal } from "~/lib/form-post.server";
import type { PaymentFlowDeps } from "~/workflows/payment-flow-deps";
import type { Db } from "~db/client.server";

/** What the server hands every loader and action (see server/pages.ts). */
export interface AppContext {
  db: Db;
  config: Config;
  auth: Auth;
  /** Where uploaded images are kept: a quote's photos posted with the form. */
  storage: ImageStorage;
  /** Where private images are kept (quote requests' and jobs' photos, served by /media/). */
  privateMedia: ImageStorage;
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
