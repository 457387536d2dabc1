/** Job notes and photos for the job media tests (docs/job-media.md): photos sent as the phone sends them. */
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { PhotoView } from "~/features/job-media/job-media-view";
import type { Client } from "./browser-like-client";
import type { TestServer } from "./test-server";

/** `/api/admin/jobs/{id}` or `/api/admin/visits/{id}`. */
export const jobBase = (estimateId: number) => `/api/admin/jobs/${estimateId}`;
export const visitBase = (bookingId: number) => `/api/admin/visits/${bookingId}`;

export interface PhotoPost {
  stage?: string;
  caption?: string;
  uploadKey?: string;
  filename?: string;
  type?: string;
}

/** POST `{base}/photos` with one file in `photo`, as the job page's form sends it. */
export function postPhoto(client: Client, base: string, bytes: Buffer | undefined, post: PhotoPost = {}) {
  const form = new FormData();
  if (bytes)
    form.append(
      "photo",
      new Blob([new Uint8Array(bytes)], { type: post.type ?? "image/jpeg" }),
      post.filename ?? "photo.jpg",
    );
  form.append("stage", post.stage ?? "before");
  if (post.caption !== undefined) form.append("caption", post.caption);
  if (post.uploadKey !== undefined) form.append("uploadKey", post.uploadKey);
  return client.fetch(`${base}/photos`, { method: "POST", body: form });
}

/** A photo stored (201 expected). */
export async function addedPhoto(client: Client, base: string, bytes: Buffer, post: PhotoPost = {}) {
  const res = await postPhoto(client, base, bytes, post);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as PhotoView;
}

/** A note stored (201 expected). */
export async function addedNote(client: Client, base: string, text: string, shared: boolean) {
  const res = await client.post(`${base}/notes`, { text, shared });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number };
}

/** The files of the server's private store, or public one. */
export function storedFiles(server: TestServer, area: "private-media" | "uploads") {
  const folder = path.join(server.dataDir, area);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}
