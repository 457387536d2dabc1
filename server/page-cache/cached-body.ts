/**
 * A cached answer's body, compressed once when it is stored and written out many times. A page carries
 * its response's CSP nonce in a few dozen places (every inline script and preload link, the root loader's
 * data), and every answer must carry a fresh one: so a page is kept as templates with holes where the
 * nonce goes, and each answer is a copy with the nonce written into the holes.
 *
 * The gzip template is a deflate stream cut at the holes: each piece between two holes is compressed on its
 * own (ending on a byte boundary, not final) with the text before it as a preset dictionary, and each hole
 * is a stored block, which holds its bytes as they are. The dictionary has zero bytes where the nonces
 * were: a page never contains a zero byte, so no back-reference can reach into a hole, and the stream
 * decodes right whatever nonce is written there. Only the CRC in the trailer depends on the nonce; it is
 * combined from the pieces' CRCs (crc32-combine.ts). Brotli cannot be cut that way (its back-references
 * and context modelling cross block boundaries), so bodies with a nonce are kept as gzip and identity only.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { combine, multModP, shiftOperator } from "./crc32-combine";

const deflateRaw = promisify(zlib.deflateRaw);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export interface CachedBody {
  /** The body in an encoding, with `nonce` written into its holes (none when it has no nonce). */
  render(encoding: Encoding, nonce: string): Buffer;
  /** Hands back a rendered buffer once it has been sent in full, to be rendered into again. */
  recycle(encoding: Encoding, rendered: Buffer): void;
  /** Length of render(encoding, …): the same whatever the nonce. */
  length(encoding: Encoding): number;
  /** The encodings kept: gzip and identity always, br when the body has no nonce. */
  encodings: ReadonlySet<Encoding>;
  /** Whether the body carries the nonce (then it has no validator: every answer differs). */
  hasNonce: boolean;
  /** A weak validator of the content, for bodies without a nonce. */
  etag?: string;
  /** Memory held, for the cache's size limit. */
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
// A final, empty block with fixed Huffman codes: ends the deflate stream.
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const LEVEL = 9;

interface Template {
  bytes: Buffer;
  holes: number[];
}

function fill({ bytes, holes }: Template, nonce: string, into?: Buffer): Buffer {
  let out = into;
  if (!out) {
    out = Buffer.allocUnsafe(bytes.length);
    bytes.copy(out);
  }
  // Byte by byte: cheaper than a call into Buffer.write for each of a page's few dozen holes.
  const length = nonce.length;
  for (const offset of holes) for (let i = 0; i < length; i++) out[offset + i] = nonce.charCodeAt(i);
  return out;
}

/**
 * Buffers of a gzip template already sent: only their holes and CRC differ from the template, so the next
 * answer overwrites those and skips the copy (and the garbage). A few per page, enough for the answers
 * under way at once; identity answers are rare and copied each time.
 */
const SPARE_BUFFERS = 8;

function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

function split(body: Buffer, placeholder: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(placeholder); at !== -1; at = body.indexOf(placeholder, from)) {
    pieces.push(body.subarray(from, at));
    from = at + placeholder.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

async function gzipTemplate(pieces: Buffer[], nonceLength: number) {
  // A zero byte in the page itself would let a back-reference match the dictionary's holes: then every
  // piece is compressed without a dictionary (a little larger, still right).
  const useDictionary = !pieces.some((piece) => piece.includes(0));
  const hole = Buffer.alloc(nonceLength);
  let window = Buffer.alloc(0);
  const compressing = pieces.map((piece) => {
    const options: zlib.ZlibOptions = { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    if (useDictionary && window.length > 0) options.dictionary = window;
    window = Buffer.concat([window, piece, hole]).subarray(-32 * 1024);
    return deflateRaw(piece, options);
  });
  const compressed = await Promise.all(compressing);

  const parts: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  let offset = GZIP_HEADER.length;
  const push = (part: Buffer) => {
    parts.push(part);
    offset += part.length;
  };
  compressed.forEach((part, i) => {
    if (i > 0) {
      push(storedBlockHeader(nonceLength));
      holes.push(offset);
      push(hole);
    }
    push(part);
  });
  push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  const size = pieces.reduce((sum, piece) => sum + piece.length, 0) + nonceLength * (pieces.length - 1);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  push(trailer);
  return { bytes: Buffer.concat(parts), holes };
}

/**
 * The body's CRC-32 with `nonce` in every hole. Folding the pieces in one after another is affine in the
 * nonce's own CRC n: crc = K ^ S·n, where K is the CRC with n = 0 and S the sum of the shifts over the bytes
 * that follow each hole. Both are worked out once here, so an answer costs one CRC of 24 bytes and one
 * multiplication.
 */
function crcWriter(pieces: Buffer[], nonceLength: number) {
  const nonceShift = shiftOperator(nonceLength);
  let constant = zlib.crc32(pieces[0]!);
  let shiftsAfterHoles = 0;
  let bytesAfter = pieces.reduce((sum, piece) => sum + piece.length, 0) + nonceLength * (pieces.length - 1);
  bytesAfter -= pieces[0]!.length;
  for (let i = 1; i < pieces.length; i++) {
    bytesAfter -= nonceLength;
    shiftsAfterHoles ^= shiftOperator(bytesAfter);
    constant = combine(
      combine(constant, 0, nonceShift),
      zlib.crc32(pieces[i]!),
      shiftOperator(pieces[i]!.length),
    );
    bytesAfter -= pieces[i]!.length;
  }
  return (nonce: string) => (constant ^ multModP(shiftsAfterHoles, zlib.crc32(nonce))) >>> 0;
}

/**
 * Compresses `body`, where the CSP nonce of the render was `placeholder` (a random token of the length
 * every nonce has). A body without it is compressed whole, brotli included.
 */
export async function cachedBody(body: Buffer, placeholder: string): Promise<CachedBody> {
  const token = Buffer.from(placeholder, "latin1");
  const pieces = split(body, token);
  if (pieces.length === 1) return wholeBody(body);

  const identity: Template = { bytes: body, holes: [] };
  for (let i = 0, at = 0; i < pieces.length - 1; i++) {
    at += pieces[i]!.length;
    identity.holes.push(at);
    at += token.length;
  }
  const gzipped = await gzipTemplate(pieces, token.length);
  const crcOf = crcWriter(pieces, token.length);
  const crcAt = gzipped.bytes.length - 8;
  const spare: Buffer[] = [];
  return {
    render(encoding, nonce) {
      if (encoding !== "gzip") return fill(identity, nonce);
      const out = fill(gzipped, nonce, spare.pop());
      out.writeUInt32LE(crcOf(nonce), crcAt);
      return out;
    },
    recycle(encoding, rendered) {
      if (encoding === "gzip" && rendered.length === gzipped.bytes.length && spare.length < SPARE_BUFFERS) {
        spare.push(rendered);
      }
    },
    length: (encoding) => (encoding === "gzip" ? gzipped.bytes.length : body.length),
    encodings: new Set(["gzip", "identity"]),
    hasNonce: true,
    bytes: body.length + gzipped.bytes.length * (1 + SPARE_BUFFERS),
  };
}

async function wholeBody(body: Buffer): Promise<CachedBody> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: LEVEL }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: LEVEL,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const bodies: Record<Encoding, Buffer> = { br: brotlied, gzip: gzipped, identity: body };
  return {
    render: (encoding) => bodies[encoding],
    recycle() {},
    length: (encoding) => bodies[encoding].length,
    encodings: new Set(["br", "gzip", "identity"]),
    hasNonce: false,
    etag: `W/"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    bytes: body.length + gzipped.length + brotlied.length,
  };
}
