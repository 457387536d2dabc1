import type * as S3 from "@aws-sdk/client-s3";
import type { S3Settings } from "~/lib/s3-settings.server";
import { AREA_FOLDER, type ImageArea, type ImageStorage, type StoredFile } from "./image-storage.server";
import { PRIVATE_CACHE_CONTROL, UPLOAD_CACHE_CONTROL } from "./upload-names";

/**
 * Public objects are under `uploads/` in the bucket: the key is the site path without its leading slash, so
 * `S3_PUBLIC_URL` + `/uploads/<name>` is the image's public address. Private ones are under `private-media/`,
 * a prefix no bucket policy opens: they are read by the site and streamed to those allowed.
 */
const keyOf = (prefix: string, name: string) => {
  // Defence in depth, as the local folder does: a name is one path segment of our own.
  if (!/^[\w.-]+$/.test(name) || name.startsWith("."))
    throw new Error("Refusing an image name with a path in it");
  return `${prefix}${name}`;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * The S3 implementation of ImageStorage. The SDK is loaded on first use, so a site on the local folder never
 * pays its start-up time and memory.
 */
export function s3ImageStorage(settings: S3Settings, area: ImageArea = "public"): ImageStorage {
  const prefix = `${AREA_FOLDER[area]}/`;
  let connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // A bucket that stops answering must not hold a page's image requests open for good.
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 20_000 },
      }),
    })));
  const target = (name: string) => ({ Bucket: settings.bucket, Key: keyOf(prefix, name) });

  async function exists(name: string) {
    const { sdk, client } = await connect();
    try {
      await client.send(new sdk.HeadObjectCommand(target(name)));
      return true;
    } catch (error) {
      // A HEAD answer has no body to tell a missing key from a missing bucket; both are "not there".
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  return {
    async put(name, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          ...target(name),
          Body: bytes,
          ContentType: contentType,
          CacheControl: area === "public" ? UPLOAD_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        }),
      );
    },
    async read(name) {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand(target(name)));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        // Only a missing key: a missing bucket or a refused key is a fault to report, not a 404.
        if ((error as Error).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    exists,
    async delete(name) {
      // S3 deletes a missing key without complaint; the caller wants to know whether there was one.
      if (!(await exists(name))) return false;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(target(name)));
      return true;
    },
    async list() {
      const { sdk, client } = await connect();
      const images: StoredFile[] = [];
      // A listing answers at most 1,000 keys a page.
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          if (name && !name.includes("/") && object.LastModified) {
            images.push({ name, modifiedAt: object.LastModified });
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return images;
    },
  };
}
