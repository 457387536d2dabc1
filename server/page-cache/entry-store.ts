/**
 * The cache's entries in this process's memory: least recently used first out when the entries or their
 * bytes pass the limits, a path's query-string variants bounded on their own (so that made-up queries can
 * only push out each other, never the pages themselves), each entry expiring after the time to live.
 */
import type { CachedBody } from "./cached-body";

export interface Entry {
  key: string;
  path: string;
  /** Keyed on a query string (a variant of `path`). */
  variant: boolean;
  /** The answer's headers, flat (name, value, name, value…), without the ones made per answer. */
  headers: string[];
  /** The Content--Security-Policy around its nonce, when it has one. */
  csp?: readonly [before: string, after: string];
  body: CachedBody;
  expiresAt: number;
}

export interface StoreLimits {
  maxEntries: number;
  maxBytes: number;
  maxVariantsPerPath: number;
}

export interface StoreStats {
  entries: number;
  bytes: number;
  generation: number;
}

export class EntryStore {
  /** Oldest use first: a Map keeps insertion order, and a hit re-inserts its entry at the end. */
  private readonly entries = new Map<string, Entry>();
  private readonly variants = new Map<string, number>();
  private bytes = 0;
  /** Fills under way, so that concurrent misses of one key wait for one render. */
  readonly fills = new Map<string, Promise<Entry | undefined>>();
  /**
   * Counts the clears. A fill remembers the generation it started in and is not stored if a clear came
   * meanwhile: its render may have read the data from before the change.
   */
  generation = 0;

  constructor(private readonly limits: StoreLimits) {}

  get(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.delete(entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores the entry unless the cache was cleared since `generation`; false when it was not stored. */
  set(entry: Entry, generation: number): boolean {
    const size = entry.body.bytes;
    if (generation !== this.generation || size > this.limits.maxBytes) return false;
    const previous = this.entries.get(entry.key);
    if (previous) this.delete(previous);
    if (entry.variant && (this.variants.get(entry.path) ?? 0) >= this.limits.maxVariantsPerPath) {
      this.evictOldest((e) => e.variant && e.path === entry.path);
    }
    this.entries.set(entry.key, entry);
    this.bytes += size;
    if (entry.variant) this.variants.set(entry.path, (this.variants.get(entry.path) ?? 0) + 1);
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      this.evictOldest(() => true);
    }
    return true;
  }

  /** Forgets every entry and every fill under way (their renders are answered but not kept). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.variants.clear();
    this.fills.clear();
    this.bytes = 0;
  }

  stats(): StoreStats {
    return { entries: this.entries.size, bytes: this.bytes, generation: this.generation };
  }

  private evictOldest(matches: (entry: Entry) => boolean) {
    for (const entry of this.entries.values()) {
      if (matches(entry)) {
        this.delete(entry);
        return;
      }
    }
  }

  private delete(entry: Entry) {
    this.entries.delete(entry.key);
    this.bytes -= entry.body.bytes;
    if (entry.variant) {
      const left = (this.variants.get(entry.path) ?? 1) - 1;
      if (left > 0) this.variants.set(entry.path, left);
      else this.variants.delete(entry.path);
    }
  }
}
