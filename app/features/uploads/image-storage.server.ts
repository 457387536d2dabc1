import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/lib/env.server";
import { s3ImageStorage } from "./s3-image-storage.server";

/** A stored file and when it was last written. */
export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

/** Where stored images live: a local folder or an S3 bucket (imageStorageFrom picks one). */
export interface ImageStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  exists(name: string): Promise<boolean>;
  /** Returns whether a file was there. */
  delete(name: string): Promise<boolean>;
  /** Every stored file (the sweep of unused images reads it: uploads/sweep.server.ts). */
  list(): Promise<StoredFile[]>;
}

/**
 * Which images: the public ones (portfolio, services, estimates: `/uploads/`, cacheable by anyone) or the
 * private ones (quote requests' and jobs' photos: `/media/`, for their customer and the admin only). Each has
 * a folder of its own, or a key prefix of its own in the bucket, so the public prefix can be opened to a CDN
 * while the private one stays closed.
 */
export type ImageArea = "public" | "private";
export const AREA_FOLDER: Record<ImageArea, string> = { public: "uploads", private: "private-media" };

/**
 * Files under `DATA_DIR/uploads` (or `DATA_DIR/private-media`). Names are checked by the callers (see
 * upload-names.ts) before they get here.
 */
export function localImageStorage(dataDir: string, area: ImageArea = "public"): ImageStorage {
  const folder = path.join(dataDir, AREA_FOLDER[area]);
  const fileOf = (name: string) => {
    const file = path.join(folder, name);
    // Defence in depth: a name can never leave the folder.
    if (path.dirname(file) !== folder) throw new Error(`Refusing a file name outside the uploads folder`);
    return file;
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";
  return {
    async put(name, bytes) {
      await fs.mkdir(folder, { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${fileOf(name)}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, fileOf(name));
    },
    async read(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async exists(name) {
      try {
        await fs.access(fileOf(name));
        return true;
      } catch {
        return false;
      }
    },
    async delete(name) {
      try {
        await fs.unlink(fileOf(name));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async list() {
      let names: string[];
      try {
        names = await fs.readdir(folder);
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
      const files = await Promise.all(
        names.map(async (name) => {
          // A file removed between the listing and its stat is simply not listed.
          const stat = await fs.stat(fileOf(name)).catch((error: unknown) => {
            if (missing(error)) return undefined;
            throw error;
          });
          return stat?.isFile() ? { name, modifiedAt: stat.mtime } : undefined;
        }),
      );
      return files.filter((file) => file !== undefined);
    },
  };
}

/** The one place configuration picks the storage: the bucket when S3_BUCKET is set, else a `DATA_DIR` folder. */
export function imageStorageFrom(
  config: Pick<Config, "DATA_DIR" | "s3">,
  area: ImageArea = "public",
): ImageStorage {
  return config.s3 ? s3ImageStorage(config.s3, area) : localImageStorage(config.DATA_DIR, area);
}
