/**
 * Object storage for uploaded images (S3 or a service that speaks its protocol): the `S3_*` variables of
 * env.server.ts, checked together. Setting `S3_BUCKET` is what turns it on; without it images stay in
 * `DATA_DIR/uploads`.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, a test server); unset means AWS itself. */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most test servers need it). */
  forcePathStyle: boolean;
  /** Static keys; undefined lets the SDK find them (AWS_* variables, a profile, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load the images from (the bucket's public address or a CDN), without a trailing slash. */
  publicUrl?: string;
}

interface S3Env {
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PUBLIC_URL?: string;
}

const OTHER_S3_VARIABLES = [
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
] as const;

/**
 * The storage settings, undefined for the local folder, or a problem naming the variable to fix. A half
 * configured bucket is refused rather than falling back to the local folder: a second instance would then
 * write images the others cannot see.
 */
export function s3SettingsOf(env: S3Env): { settings?: S3Settings; problem?: string } {
  if (!env.S3_BUCKET) {
    const stray = OTHER_S3_VARIABLES.find((name) => env[name] !== undefined);
    return stray
      ? { problem: `S3_BUCKET must be set when ${stray} is (images go to the bucket it names)` }
      : {};
  }
  if (!env.S3_REGION) {
    return {
      problem:
        "S3_REGION must be set with S3_BUCKET (the bucket's region, e.g. eu-west-1; S3-compatible services usually take us-east-1)",
    };
  }
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (keyId && !secret) return { problem: "S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID" };
  if (secret && !keyId) return { problem: "S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY" };
  return {
    settings: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
      publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ""),
    },
  };
}
