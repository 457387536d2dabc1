/**
 * The change order's photos: uploaded through the back office's image uploader (checked here first by type
 * and size), shown as thumbnails in order, each removable; up to ten. A removed photo's file is left to the
 * sweep of unused uploads, so that cancelling the edit never loses a photo the saved draft still shows.
 * Client-safe.
 */
import { useContext, useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { buttonStyles } from "~/components/ui/button";
import { FieldError } from "~/components/ui/form-field";
import { ImageUploaderContext } from "~/components/ui/image-field";
import { useServedImageUrl } from "~/components/ui/responsive-image";
import { fieldMessages } from "~/components/ui/use-zod-form";
import type { ChangeOrderEditorForm } from "./change-order-editor-values";

export const MAX_CHANGE_ORDER_PHOTOS = 10;

export function ChangeOrderPhotosField({ form }: { form: ChangeOrderEditorForm }) {
  return (
    <Controller
      control={form.control}
      name="photos"
      render={({ field }) => (
        <PhotoList
          photos={field.value ?? []}
          error={fieldMessages(form.formState.errors).photos}
          onChange={field.onChange}
        />
      )}
    />
  );
}

function PhotoList({
  photos,
  error,
  onChange,
}: {
  photos: string[];
  error?: string;
  onChange: (photos: string[]) => void;
}) {
  const uploader = useContext(ImageUploaderContext);
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  const room = MAX_CHANGE_ORDER_PHOTOS - photos.length;

  async function upload(files: File[]) {
    if (!uploader || files.length === 0) return;
    const refused = files.find(
      (file) => !uploader.acceptedTypes.includes(file.type) || file.size > uploader.maxBytes,
    );
    if (refused) {
      const megabytes = Math.round(uploader.maxBytes / 1024 / 1024);
      setStatus(`${refused.name} is not an image of ${megabytes} MB or less (PNG, JPEG, GIF or WebP).`);
      return;
    }
    setBusy(true);
    setStatus("Uploading...");
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) added.push(await uploader.upload(file));
      setStatus(added.length === 1 ? "Photo uploaded." : `${added.length} photos uploaded.`);
    } catch (failure) {
      setStatus(failure instanceof Error && failure.message ? failure.message : "Failed to upload image");
    } finally {
      if (added.length > 0) onChange([...photos, ...added]);
      setBusy(false);
    }
  }

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Photos</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Shown to the customer with the change order, in this order (up to {MAX_CHANGE_ORDER_PHOTOS}).
      </p>
      {photos.length > 0 && (
        <ol className="flex flex-wrap gap-3">
          {photos.map((url, index) => (
            <Thumbnail
              key={url}
              url={url}
              n={index + 1}
              onRemove={() => onChange(photos.filter((other) => other !== url))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={uploader?.acceptedTypes.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label="Upload photos"
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <button
          type="button"
          className={buttonStyles("outline", "sm")}
          disabled={!uploader || busy || room <= 0}
          onClick={() => fileInput.current?.click()}
        >
          {busy ? "Uploading..." : "Add photos"}
        </button>
        <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {status}
        </span>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function Thumbnail({ url, n, onRemove }: { url: string; n: number; onRemove: () => void }) {
  return (
    <li className="w-24 space-y-1">
      <img
        src={useServedImageUrl(url)}
        alt={`Photo ${n}`}
        width={96}
        height={96}
        className="h-24 w-24 rounded-md border border-slate-200 object-cover dark:border-slate-700"
      />
      <button type="button" className={buttonStyles("ghost", "sm")} onClick={onRemove}>
        Remove<span className="sr-only"> photo {n}</span>
      </button>
    </li>
  );
}
