/**
 * Hears, on a connection of its own, that another instance changed public content (PostgreSQL
 * LISTEN/NOTIFY, db/public-content-changes.ts). Notifications sent while the connection is down are lost,
 * so the cache is told when the connection is lost and when it listens again (it clears itself then), and
 * the connection is made again with a growing delay.
 */
import pg from "pg";
import { PUBLIC_CONTENT_CHANNEL } from "~db/public-content-changes";
import type { Logger } from "~server/logger";

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 10_000;

export interface ChangeListenerOptions {
  url: string;
  /** This instance's id: its own announcements (already applied) are skipped. */
  instanceId: string;
  logger: Logger;
  onChange(): void;
  /** Listening (again): changes from now on are heard. */
  onListening(): void;
  /** Not listening any more: changes may go unheard until onListening. */
  onLost(): void;
}

export interface ChangeListener {
  /** Resolves once the first attempt to listen has succeeded or failed (retries go on after a failure). */
  started: Promise<void>;
  close(): Promise<void>;
}

export function listenForChanges(options: ChangeListenerOptions): ChangeListener {
  const { url, instanceId, logger } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const lost = (current: pg.Client, error?: Error) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners("notification");
    void current.end().catch(() => {});
    options.onLost();
    if (closed) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++);
    // Some jitter, so that instances cut off together do not all come back in the same instant.
    const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
    logger.warn(
      { err: error, retryInMs: wait },
      "page cache: not hearing content changes; the cache is off until it does",
    );
    retry = setTimeout(connect, wait);
    retry.unref();
  };

  const connect = async () => {
    retry = undefined;
    const current = new pg.Client({ connectionString: url, keepAlive: true });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === PUBLIC_CONTENT_CHANNEL && message.payload !== instanceId) options.onChange();
    });
    try {
      await current.connect();
      await current.query(`listen ${PUBLIC_CONTENT_CHANNEL}`);
    } catch (error) {
      lost(current, error as Error);
      markStarted();
      return;
    }
    if (client !== current) return;
    if (closed) {
      void current.end().catch(() => {});
      return;
    }
    if (failures > 0) logger.info("page cache: hearing content changes again");
    failures = 0;
    options.onListening();
    markStarted();
  };

  void connect();
  return {
    started,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      options.onLost();
      await current?.end().catch(() => {});
    },
  };
}
