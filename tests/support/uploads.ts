/** Uploading images through the admin API, and what the uploads folder holds. */
import fs from "node:fs";
import path from "node:path";
import type { Client } from "./browser-like-client";
import type { TestServer } from "./test-server";

const uploadsDir = (server: TestServer) => path.join(server.dataDir, "uploads");

export const storedFiles = (server: TestServer) =>
  fs.existsSync(uploadsDir(server)) ? fs.readdirSync(uploadsDir(server)).sort() : [];

/** What the private images' folder holds (quote requests' and jobs' photos, served by /media/). */
export const storedPrivateFiles = (server: TestServer) => {
  const folder = path.join(server.dataDir, "private-media");
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
};

/** POST /api/admin/upload with one file, as the image field sends it. */
export function upload(
  client: Client,
  bytes: Buffer,
  filename = "photo.png",
  type = "image/png",
  field = "image",
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return client.fetch("/api/admin/upload", { method: "POST", body: form });
}
