/**
 * A customer's signature of an approval (an estimate's, a change order's): the name they typed, and where it
 * was signed from, kept with it: the address the server trusts and the browser's own description, that one
 * cut to its first 1,000 characters. Client-safe.
 */

/** Where a signature was made from. */
export interface SignatureMeta {
  ipAddress: string;
  userAgent: string;
}

/** The name typed, and where from. */
export type Signature = SignatureMeta & { name: string };

/** The browser's description as a signature keeps it. */
export const keptUserAgent = (userAgent: string) => userAgent.slice(0, 1000);
