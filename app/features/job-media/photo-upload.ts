/**
 * Sending a job photo from a phone on a weak signal (docs/job-media.md): each upload carries a random
 * `uploadKey`, and a failed attempt that may not have reached the server (no signal, a timeout, a server
 * error) is sent again with the same key after a growing pause; the server answers the photo it stored
 * the first time, so nothing is stored twice. A refusal (not an image, too large) is said at once and not
 * retried. Client-safe.
 */
import { photoView, type PhotoView } from "./job-media-view";

export type UploadOutcome =
  | { ok: true; photo: PhotoView }
  /** `retry`: the attempt may succeed if sent again; else the server refused this photo. */
  | { ok: false; retry: boolean; message: string };

export const UPLOAD_FAILED = "The photo could not be sent: check the signal and try again.";
/** Pauses before each automatic retry (with up to a quarter more at random): 7 attempts over about a minute. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
const ATTEMPT_TIMEOUT_MS = 90_000;

/** A random key for one upload (the same on each of its attempts). */
export const newUploadKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** Statuses worth another attempt: the server or a proxy on the way failed, or asked to wait. */
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

/** One attempt, with its upload's progress (0 to 1) reported as it goes. */
export function sendPhoto(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.timeout = ATTEMPT_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const failed = () => resolve({ ok: false, retry: true, message: UPLOAD_FAILED });
    request.onerror = failed;
    request.ontimeout = failed;
    request.onabort = failed;
    request.onload = () => {
      const answer = parseJson(request.responseText);
      if (request.status === 201) {
        const photo = photoView.safeParse(answer);
        resolve(
          photo.success
            ? { ok: true, photo: photo.data }
            : { ok: false, retry: true, message: UPLOAD_FAILED },
        );
        return;
      }
      const message = (answer as { message?: unknown } | undefined)?.message;
      const retry = RETRYABLE.has(request.status) || request.status === 0;
      resolve({
        ok: false,
        retry,
        message: !retry && typeof message === "string" ? message : UPLOAD_FAILED,
      });
    };
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RetryOptions {
  delays?: readonly number[];
  /** Waits `ms` (a timer in the browser; the tests pass their own). */
  wait?: (ms: number) => Promise<void>;
  /** Told before each pause: the attempt that failed (1-based) and the pause. */
  onRetry?: (attempt: number, delayMs: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, is refused, or every retry is spent; answers the last outcome. Each
 * pause grows (RETRY_DELAYS_MS), with some jitter so that phones cut off together do not all come back at
 * once.
 */
export async function withRetries(
  attempt: () => Promise<UploadOutcome>,
  { delays = RETRY_DELAYS_MS, wait = sleep, onRetry }: RetryOptions = {},
): Promise<UploadOutcome> {
  for (let tries = 0; ; tries++) {
    const outcome = await attempt();
    if (outcome.ok || !outcome.retry || tries >= delays.length) return outcome;
    const delay = Math.round(delays[tries]! * (1 + Math.random() * 0.25));
    onRetry?.(tries + 1, delay);
    await wait(delay);
  }
}
