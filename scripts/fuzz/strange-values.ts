/** Strange inputs for the fuzzer, drawn from a seeded generator so that a run can be repeated exactly. */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(maxExclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough to spread requests; the same seed gives the same run. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(items.length)]!,
  };
}

export const STRANGE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001f\u007f",
  "\t\r\n",
  "\u2028\u2029",
  "\ufeff",
  "\ud800",
  "\udfff\ud800",
  "😀🏠🔨",
  "e\u0301\u0301\u0301",
  "\u202eevil",
  "Ünïcødé Straße",
  "中文 العربية",
  "' OR 1=1 --",
  "'; drop table users; --",
  "%",
  "_",
  "\\",
  "%00",
  "%25%30%30",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example/",
  "https://evil.example/",
  "../../etc/passwd",
  "..\\..\\win.ini",
  "data:image/png;base64,AAAA",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "/images/x.webp",
  "a@b",
  "pat@example.com",
  `${"a".repeat(300)}@example.com`,
  "1e400",
  "-0",
  "NaN",
  "Infinity",
  "0x10",
  " 1 ",
  "2147483648",
  "99999999.995",
  "100000000.00",
  "-1",
  "0000-01-01",
  "9999-12-31",
  "10000-01-01",
  "2024-02-30",
  "1899-12-31",
  "1900-01-01",
  "2030-01-01T00:00:00Z",
  "-001-01-01",
  "24:00",
  "9:00",
  "17:00:00",
  "true",
  "null",
  "undefined",
  "__proto__",
  "constructor",
];

export const STRANGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2147483647,
  2147483648,
  -2147483649,
  99999999.99,
  100000000,
  9999999999,
  1e21,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Calendar dates at and past the edges: no year 0 in PostgreSQL, nothing before 1900 in the product. */
export const STRANGE_DATES: readonly string[] = [
  "0000-01-01",
  "0001-01-01",
  "1899-12-31",
  "1900-01-01",
  "9999-12-31",
  "10000-01-01",
  "2024-02-30",
  "2030-1-1",
  "2030-01-01\u0000",
  "-2030-01-01",
  "2030-W01",
];

/** Long strings: over every field maximum, around the 100 kB body limit. */
export function longString(random: Random): string {
  const length = random.pick([256, 5_001, 10_001, 99_000, 120_000]);
  return random.pick(["a", "é", "😀", "\u0000", " "]).repeat(length);
}

export function strangeString(random: Random): string {
  if (random.chance(0.05)) return longString(random);
  return random.pick(STRANGE_STRINGS);
}

/** Any JSON value: strings, numbers at and past the limits, wrong types, arrays and nested objects. */
export function strangeValue(random: Random, depth = 0): unknown {
  const roll = random.int(10);
  if (roll <= 3) return strangeString(random);
  if (roll <= 5) return random.pick(STRANGE_NUMBERS);
  if (roll === 6) return random.pick([true, false, null]);
  if (depth >= 3) return random.pick([[], {}]);
  if (roll === 7) return Array.from({ length: random.int(4) }, () => strangeValue(random, depth + 1));
  if (roll === 8) return deepNesting(random.pick([20, 200, 2_000]));
  return { [random.pick(["a", "__proto__", "constructor", "\u0000", ""])]: strangeValue(random, depth + 1) };
}

function deepNesting(depth: number): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** A path segment as sent on the wire: numbers at the limits, escapes, traversal, unicode, NUL. */
export const STRANGE_SEGMENTS: readonly string[] = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "01",
  "+1",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "NaN",
  "%00",
  "a%00b",
  "%2500",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%2F",
  "%5C",
  "%25",
  "%ZZ",
  "%",
  "%C0%80",
  "%ED%A0%80",
  "%FF",
  "%F0%9F%98%80",
  "%E2%80%AE",
  "%20",
  "a%2Fb",
  "x".repeat(5_000),
  "pat%40example.com",
  "PAT%40EXAMPLE.COM",
  "%40",
  "test_cs_%00",
  "quote",
  "message",
];

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** A query-string value as sent on the wire. */
export function strangeQueryValue(random: Random): string {
  if (random.chance(0.5)) return random.pick(STRANGE_SEGMENTS);
  return percentEncode(strangeString(random).slice(0, 2_000));
}
