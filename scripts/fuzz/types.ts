/** What the fuzzer sends, at what, as whom. */
export type Who = "anonymous" | "customer" | "admin";

export interface Target {
  method: string;
  /** Express-style path with `:param` placeholders (a page's `*` too). */
  path: string;
  kind: "api" | "auth" | "page";
}

/** Real values of the seeded database, so that some requests reach existing rows. */
export interface KnownValues {
  origin: string;
  ids: number[];
  serviceIds: number[];
  /** A service priced at the most a money column holds. */
  priciestServiceId: number;
  sessionIds: string[];
  emails: string[];
  /** Dates ahead, many of them: each visit slot takes one booking. */
  futureDates: string[];
}

export interface FuzzRequest {
  who: Who;
  method: string;
  /** As sent on the wire: already percent-encoded where it should be, raw tricks left alone. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}
