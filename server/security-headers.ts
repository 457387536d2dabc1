import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

const NONCE_BYTES = 16;
// Drawn from the system's generator 256 nonces at a time: one call per request cost more than the rest of
// a cached page's answer. Each byte is used once.
let randomPool = Buffer.alloc(0);
let poolUsed = 0;

/** A response's CSP nonce: 16 random bytes, base64 (always 24 characters). */
export function newCspNonce(): string {
  if (poolUsed === randomPool.length) {
    randomPool = crypto.randomBytes(NONCE_BYTES * 256);
    poolUsed = 0;
  }
  poolUsed += NONCE_BYTES;
  return randomPool.toString("base64", poolUsed - NONCE_BYTES, poolUsed);
}

/**
 * Helmet's headers with a Content-Security-Policy the pages satisfy: scripts only from this origin or
 * carrying this response's nonce (the theme script and React Router's inline data), no plugins,
 * no framing of our pages. Development relaxes styles and connections for Vite's hot reload.
 * `mapOrigin` is the contact page's map provider: its frame may load, and the page may check that it
 * answers before showing it (connect-src). `imageOrigin` is where uploaded images load from when they are
 * not served by the app (S3_PUBLIC_URL): https is allowed anyway, an http origin must be named.
 */
export function securityHeaders({
  isDevelopment,
  mapOrigin,
  imageOrigin,
}: {
  isDevelopment: boolean;
  mapOrigin: string;
  imageOrigin?: string;
}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = newCspNonce();
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        // Server-rendered style attributes (carousel offsets) need 'unsafe-inline' for attributes only.
        "style-src": isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:", ...(imageOrigin ? [imageOrigin] : [])],
        "font-src": ["'self'"],
        "connect-src": isDevelopment ? ["'self'", "ws:", mapOrigin] : ["'self'", mapOrigin],
        "frame-src": ["'self'", mapOrigin],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Only meaningful over https; browsers ignore it on http://localhost.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return [nonce, headers];
}
