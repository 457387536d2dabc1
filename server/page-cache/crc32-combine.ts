/**
 * CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine), so that a cached gzip body
 * whose nonce changes on every answer gets its trailer without reading the whole page again.
 * crc32(A + B) = multmodp(x^(8·|B|), crc32(A)) ^ crc32(B), polynomials in zlib's reflected form.
 */
const POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial. */
export function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// x^(2^k) modulo the polynomial, for k = 0..31.
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** The operator that shifts a CRC over `length` more bytes: x^(8·length) modulo the polynomial. */
export function shiftOperator(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multModP(X2N[k % 32]!, p);
  }
  return p;
}

/** crc32(A + B) from crc32(A), crc32(B) and shiftOperator(|B|). */
export const combine = (crcA: number, crcB: number, operatorB: number) =>
  (multModP(operatorB, crcA) ^ crcB) >>> 0;
