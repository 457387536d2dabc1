/**
 * Hears, on a connection of its own, that another instance changed public content (PostgreSQL
 * LISTEN/NOTIFY, db/public-content-changes.ts). Notifications sent while the connection is down are lost,
 * so the cache is told when the connection is lost and when it listens again (it clears itself then).
 */
import { PUBLIC_CONTENT_CHANNEL } from "~db/public-content-changes";
import { listenOnChannel, type ChannelListener } from "~server/channel-listener";
import type { Logger } from "~server/logger";

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

export type ChangeListener = ChannelListener;

export function listenForChanges(options: ChangeListenerOptions): ChangeListener {
  return listenOnChannel({
    url: options.url,
    channel: PUBLIC_CONTENT_CHANNEL,
    logger: options.logger,
    messages: {
      lost: "page cache: not hearing content changes; the cache is off until it does",
      back: "page cache: hearing content changes again",
    },
    onNotification: (payload) => {
      if (payload !== options.instanceId) options.onChange();
    },
    onListening: options.onListening,
    onLost: options.onLost,
  });
}
