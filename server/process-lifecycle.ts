/**
 * What the site (server/index.ts) and the worker (server/worker.ts) do alike as processes: read the
 * configuration or stop at once with the line that names the bad variable, and stop once on SIGTERM/SIGINT.
 */
import { ConfigError, loadConfig, type Config } from "~/lib/env.server";
import type { Logger } from "./logger";

/** How long running requests and jobs may take to finish after a stop signal. */
export const SHUTDOWN_GRACE_MS = 10_000;

export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Runs `stop` once, at the first SIGTERM or SIGINT, then logs "stopped" and exits 0. */
export function stopOnSignal(logger: Logger, stop: (signal: string) => Promise<void>) {
  let stopping = false;
  const onSignal = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await stop(signal);
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void onSignal("SIGTERM"));
  process.on("SIGINT", () => void onSignal("SIGINT"));
}
