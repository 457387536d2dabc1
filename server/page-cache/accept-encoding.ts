import type { Encoding } from "./cached-body";

/**
 * The encoding to send from those kept, by the request's Accept-Encoding (q-values honoured; at equal weight br,
 * then gzip, then identity). Identity when nothing better is accepted, even if the client refused it: a readable
 * answer serves it better than a 406.
 */
export function preferredEncoding(header: string | undefined, kept: ReadonlySet<Encoding>): Encoding {
  if (!header) return "identity";
  // Browsers send a handful of distinct headers: each is worked out once (a bounded memo).
  // A line break cannot occur in a header value: the two parts of the key stay apart.
  const memoKey = `${kept.has("br") ? "br" : ""}\n${header}`;
  let encoding = memo.get(memoKey);
  if (encoding === undefined) {
    if (memo.size >= MEMO_SIZE) memo.clear();
    encoding = negotiate(header, kept);
    memo.set(memoKey, encoding);
  }
  return encoding;
}

const MEMO_SIZE = 100;
const memo = new Map<string, Encoding>();

function negotiate(header: string, kept: ReadonlySet<Encoding>): Encoding {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") weight = Number(value) || 0;
    }
    weights.set(name.trim().toLowerCase(), weight);
  }
  const any = weights.get("*");
  // Identity is acceptable unless refused by name or by `*;q=0`; unnamed, it weighs what the least wanted
  // encoding named does (as the negotiator of the compression middleware counts it).
  const implicitIdentity = Math.min(1, ...weights.values());
  const candidates: Array<[Encoding, number]> = [
    ["br", kept.has("br") ? (weights.get("br") ?? any ?? 0) : 0],
    ["gzip", kept.has("gzip") ? (weights.get("gzip") ?? any ?? 0) : 0],
    ["identity", weights.get("identity") ?? any ?? implicitIdentity],
  ];
  let [best, bestWeight] = candidates[2]!;
  for (const [name, weight] of candidates.slice(0, 2)) {
    if (weight > 0 && (weight > bestWeight || (weight === bestWeight && best === "identity"))) {
      [best, bestWeight] = [name, weight];
    }
  }
  return best;
}
