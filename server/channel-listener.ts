/**
 * A PostgreSQL LISTEN on a connection of its own, kept open: notifications sent while the connection is down
 * are lost, so the owner is told when it stops and starts hearing (`onLost`, `onListening`), and the
 * connection is made again with a growing delay, with some jitter so that instances cut off together do not
 * all come back in the same instant. The page cache's change listener and the job queue's listener for jobs
 * queued in transactions both use it.
 */
import pg from "pg";
import type { Logger } from "~server/logger";

const FIRST_RETRY_MS = 200;
const LONGEST_RETRY_MS = 10_000;

export interface ChannelListenerOptions {
  url: string;
  channel: string;
  logger: Logger;
  /** What the log says the connection is for ("page cache: not hearing content changes…"). */
  messages: { lost: string; back: string };
  applicationName?: string;
  onNotification(payload: string | undefined): void;
  /** Listening (again): notifications from now on are heard. */
  onListening?(): void;
  /** Not listening any more: notifications may go unheard until onListening. */
  onLost?(): void;
}

export interface ChannelListener {
  /** Resolves once the first attempt to listen has succeeded or failed (retries go on after a failure). */
  started: Promise<void>;
  close(): Promise<void>;
}

export function listenOnChannel(options: ChannelListenerOptions): ChannelListener {
  const { url, channel, logger, messages } = options;
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
    options.onLost?.();
    if (closed) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures++);
    const wait = Math.round(delay * (0.8 + Math.random() * 0.4));
    logger.warn({ err: error, retryInMs: wait }, messages.lost);
    retry = setTimeout(connect, wait);
    retry.unref();
  };

  const connect = async () => {
    retry = undefined;
    const current = new pg.Client({
      connectionString: url,
      keepAlive: true,
      ...(options.applicationName && { application_name: options.applicationName }),
    });
    client = current;
    current.on("error", (error) => lost(current, error));
    current.on("end", () => lost(current));
    current.on("notification", (message) => {
      if (message.channel === channel) options.onNotification(message.payload);
    });
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
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
    if (failures > 0) logger.info(messages.back);
    failures = 0;
    options.onListening?.();
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
      options.onLost?.();
      await current?.end().catch(() => {});
    },
  };
}
