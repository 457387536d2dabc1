/**
 * A process that works the queues: the app itself (WORKER=inline, the default) or `npm run worker`
 * (server/worker.ts) beside web processes started with WORKER=off.
 */
import { resolveAuthSecret } from "~/features/auth/auth-secret.server";
import type { Auth } from "~/features/auth/auth.server";
import { textProviderFrom } from "~/features/texts/text-provider.server";
import { imageStorageFrom } from "~/features/uploads/image-storage.server";
import type { Config } from "~/lib/env.server";
import type { Mailer } from "~/lib/mail/mailer.server";
import { jobHandlers } from "~/workflows/queue-handlers.server";
import type { Database } from "~db/client.server";
import { createPaymentProvider } from "~server/api/payment-services";
import type { Logger } from "~server/logger";
import type { JobRunner } from "./job-queue";

export interface WorkerOptions {
  jobs: JobRunner;
  database: Database;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
}

/** Works every queue in this process, with what the jobs need. */
export async function startWorking({ jobs, database, config, logger, mailer, auth }: WorkerOptions) {
  const { provider } = createPaymentProvider(config, database.db);
  await jobs.work(
    jobHandlers({
      db: database.db,
      siteUrl: config.SITE_URL,
      auth,
      mailer,
      logger,
      jobs,
      provider,
      storage: imageStorageFrom(config),
      privateMedia: imageStorageFrom(config, "private"),
      linkSecret: resolveAuthSecret(config),
      texts: textProviderFrom(config),
    }),
  );
}
