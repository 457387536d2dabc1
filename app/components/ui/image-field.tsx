import { createContext, useContext, useId, useRef, useState } from "react";
import { buttonStyles } from "./button";
import { FieldError } from "./form-field";
import { useServedImageUrl } from "./responsive-image";
import { useToast } from "./toast";

/** How images are stored: provided by the page that hosts the forms (the back office wires its upload API). */
export interface ImageUploader {
  /** Stores the file and answers its URL; throws an Error whose message the person may read. */
  upload(file: File): Promise<string>;
  /** Forgets an image that is no longer used (best effort: failures are ignored). */
  remove(url: string): void;
  maxBytes: number;
  acceptedTypes: readonly string[];
}

export const ImageUploaderContext = createContext<ImageUploader | null>(null);

type UploadState = "idle" | "uploading" | "success" | "failure";

const stateText: Record<UploadState, string> = {
  idle: "",
  uploading: "Uploading...",
  success: "Image uploaded.",
  failure: "Upload failed.",
};

/**
 * An image chosen by upload or by URL, with a preview: the file is checked here first
 * (type, size), then sent; removing the image clears the value.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const uploader = useContext(ImageUploaderContext);
  const { toast } = useToast();
  const [state, setState] = useState<UploadState>("idle");
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const previewUrl = useServedImageUrl(value);

  async function onFile(file: File | undefined) {
    if (!file || !uploader) return;
    if (!file.type.startsWith("image/") || !uploader.acceptedTypes.includes(file.type)) {
      toast({
        title: "Invalid file type",
        description: "Please select an image file",
        variant: "destructive",
      });
      return;
    }
    if (file.size > uploader.maxBytes) {
      toast({
        title: "File too large",
        description: "Please select an image smaller than 5MB",
        variant: "destructive",
      });
      return;
    }
    setState("uploading");
    try {
      const url = await uploader.upload(file);
      onChange(url);
      setState("success");
      toast({ title: "Upload successful" });
    } catch (failure) {
      setState("failure");
      const message =
        failure instanceof Error && failure.message ? failure.message : "Failed to upload image";
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  }

  function remove() {
    if (value) uploader?.remove(value);
    onChange("");
    setState("idle");
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex h-24 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-400 bg-slate-50 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {value ? (
            <img src={previewUrl} alt={`${label} preview`} className="h-full w-full object-cover" />
          ) : (
            "No image"
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            {`${label} URL`}
          </label>
          <input
            id={`${id}-url`}
            type="text"
            inputMode="url"
            placeholder="https://... or upload a file"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="block h-10 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700 sm:text-sm dark:bg-slate-950 dark:text-slate-100"
          />
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={uploader?.acceptedTypes.join(",")}
              className="sr-only"
              tabIndex={-1}
              aria-label={`Upload ${label}`}
              onChange={(event) => {
                void onFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <button
              type="button"
              className={buttonStyles("outline", "sm")}
              disabled={!uploader || state === "uploading"}
              onClick={() => fileInput.current?.click()}
            >
              {state === "uploading" ? "Uploading..." : "Upload image"}
            </button>
            {value && (
              <button type="button" className={buttonStyles("ghost", "sm")} onClick={remove}>
                Remove image
              </button>
            )}
            <span role="status" className="text-xs text-slate-600 dark:text-slate-300">
              {stateText[state]}
            </span>
          </div>
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
