/**
 * A local S3-compatible server (s3rver) on a free port, over a temporary folder, with one empty bucket: the
 * `env` to hand a test server (or a server process) so that its images go to that bucket, and a look at what
 * the bucket holds. Several app instances may share one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export interface S3TestServer {
  /** The S3_* variables that point an app at the bucket (path-style, s3rver's fixed keys). */
  env: Record<string, string>;
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object as the bucket holds it, or undefined. */
  object(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string } | undefined>;
  close(): Promise<void>;
}

// s3rver checks signatures against these keys.
const ACCESS_KEY = "S3RVER";

export async function startS3Server({ bucket = "site-images" } = {}): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3-test-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    S3_FORCE_PATH_STYLE: "true",
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    env,
    endpoint,
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return {
          bytes: Buffer.from(await found.Body!.transformToByteArray()),
          contentType: found.ContentType,
          cacheControl: found.CacheControl,
        };
      } catch (error) {
        if ((error as Error).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
