import type { Logger } from "pino";
import type { Db } from "../../db/client.server";
// A type only (erased at build): the server creates the auth instance and hands it to loaders here.
// eslint-disable-next-line import-x/no-restricted-paths
import type { Auth } from "../features/auth/auth.server";
import type { Config } from "./env.server";

/** What the server hands every loader and action (see server/pages.ts). */
export interface AppContext {
  db: Db;
  config: Config;
  auth: Auth;
  /** The server's logger: a loader's or render's error is written through it (see entry.server.tsx). */
  logger: Logger;
  cspNonce: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges AppContext into React Router's type
  interface AppLoadContext extends AppContext {}
}
