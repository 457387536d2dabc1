/**
 * The photos being sent from the owner's phone, each with its progress, its pause before the next attempt,
 * or why it failed (photo-upload.ts retries; the owner's Retry sends the same upload, same key, again).
 * Client-safe.
 */
import { useRef, useState } from "react";
import type { PhotoStage } from "~/lib/vocabulary";
import { photoUploadPath } from "./api";
import type { PhotoView } from "./job-media-view";
import type { MediaOwner } from "./media-owner";
import { newUploadKey, sendPhoto, withRetries } from "./photo-upload";

export interface Upload {
  key: string;
  fileName: string;
  stage: PhotoStage;
  /** sending (progress 0..1), waiting to try again (in `retryInMs`), failed (Retry offers another go), refused. */
  state: "sending" | "waiting" | "failed" | "refused";
  progress: number;
  retryInMs: number;
  message: string;
}

interface Pending {
  file: File;
  stage: PhotoStage;
  caption: string;
}

export function usePhotoUploads(owner: MediaOwner, onUploaded: (photo: PhotoView) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const pending = useRef(new Map<string, Pending>());
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const remove = (key: string) => {
    pending.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
  };

  const run = async (key: string) => {
    const photo = pending.current.get(key);
    if (!photo) return;
    const body = () => {
      const form = new FormData();
      form.append("photo", photo.file);
      form.append("stage", photo.stage);
      form.append("caption", photo.caption);
      form.append("uploadKey", key);
      return form;
    };
    const outcome = await withRetries(
      () => {
        update(key, { state: "sending", progress: 0 });
        return sendPhoto(photoUploadPath(owner), body(), (progress) => update(key, { progress }));
      },
      { onRetry: (_attempt, retryInMs) => update(key, { state: "waiting", retryInMs }) },
    );
    if (outcome.ok) {
      remove(key);
      onUploaded(outcome.photo);
    } else update(key, { state: outcome.retry ? "failed" : "refused", message: outcome.message });
  };

  /** Starts sending a photo; it shows in `uploads` until it is stored. */
  const start = (file: File, stage: PhotoStage, caption: string) => {
    const key = newUploadKey();
    pending.current.set(key, { file, stage, caption });
    setUploads((list) => [
      ...list,
      {
        key,
        fileName: file.name || "Photo",
        stage,
        state: "sending",
        progress: 0,
        retryInMs: 0,
        message: "",
      },
    ]);
    void run(key);
  };

  return { uploads, start, retry: (key: string) => void run(key), dismiss: remove };
}
