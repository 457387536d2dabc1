/** The S3_* variables as loadConfig reads them: a bucket means object storage, and half a bucket is refused. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env.server";

const bucket = { S3_BUCKET: "site-images", S3_REGION: "eu-west-1" };

describe("image storage configuration", () => {
  it("keeps images in the local folder when no bucket is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("takes a bucket on AWS with its region, credentials from the SDK's own chain", () => {
    expect(loadConfig(bucket).s3).toEqual({
      bucket: "site-images",
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
  });

  it("takes an S3-compatible service with keys, path-style addresses and a public URL", () => {
    const config = loadConfig({
      ...bucket,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.example.com/site/",
    });
    expect(config.s3).toEqual({
      bucket: "site-images",
      region: "eu-west-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.com/site",
    });
  });

  it.each([
    [{ S3_BUCKET: "site-images" }, /^Invalid configuration: S3_REGION must be set with S3_BUCKET/],
    [{ ...bucket, S3_ACCESS_KEY_ID: "key" }, /^Invalid configuration: S3_SECRET_ACCESS_KEY must be set/],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: "s" }, /^Invalid configuration: S3_ACCESS_KEY_ID must be set/],
    [{ S3_REGION: "eu-west-1" }, /^Invalid configuration: S3_BUCKET must be set when S3_REGION is/],
    [
      { S3_PUBLIC_URL: "https://cdn.example.com" },
      /^Invalid configuration: S3_BUCKET must be set when S3_PUBLIC_URL is/,
    ],
    [{ S3_BUCKET: "Site_Images" }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ ...bucket, S3_REGION: "EU West" }, /^Invalid configuration: S3_REGION must be a region name/],
    [
      { ...bucket, S3_ENDPOINT: "s3.example.com" },
      /^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/,
    ],
    [
      { ...bucket, S3_FORCE_PATH_STYLE: "maybe" },
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [
      { ...bucket, S3_PUBLIC_URL: "ftp://cdn.example.com" },
      /^Invalid configuration: S3_PUBLIC_URL must be an http\(s\) URL/,
    ],
    [
      { ...bucket, S3_PUBLIC_URL: "https://cdn.example.com/?v=1" },
      /^Invalid configuration: S3_PUBLIC_URL must be a base URL/,
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never repeats a secret key in its message", () => {
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: "very-secret" })).toThrow(
      /^(?!.*very-secret)/,
    );
  });
});
