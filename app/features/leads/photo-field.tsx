import { useEffect, useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { close } from "~/components/ui/icons/close";
import { MAX_QUOTE_PHOTOS, PHOTOS_FIELD } from "./quote-photos";

/** A chosen photo and the object URL its thumbnail shows (revoked when the photo goes). */
export interface ChosenPhoto {
  file: File;
  previewUrl: string;
}

/**
 * "Photos (optional)": a file chooser for images, several at a time, with a thumbnail and a remove button for
 * each chosen photo. Its message (a refused file, the server's refusal) is under the chooser, which is
 * invalid and described by it, like the other fields (form-field.tsx). Named `photos`, so that a form posted
 * without script carries the chosen files itself.
 */
export function PhotoField({
  photos,
  error,
  onAdd,
  onRemove,
  autoFocus,
}: {
  photos: readonly ChosenPhoto[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  /** Focused as the page loads: a post without script was refused for the photos. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A removed photo's button goes with it: the focus moves to the photo now in its place (or the one before,
  // or the chooser when none is left), so that a keyboard user is not sent back to the top of the page.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll("button");
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? inputRef.current)?.focus();
  }, [photos]);

  // Files chosen before the script took the page over are in the chooser, not in the form's list: move
  // them there, as a choice made now would be. Once, as the field hydrates.
  const adoptEarlyChoice = useRef(onAdd);
  useEffect(() => {
    const input = inputRef.current;
    const files = [...(input?.files ?? [])];
    if (!input || files.length === 0) return;
    input.value = "";
    adoptEarlyChoice.current(files);
  }, []);

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        Photos (optional)
      </label>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
        Up to {MAX_QUOTE_PHOTOS} photos, 5 MB each
      </p>
      <input
        ref={inputRef}
        id={id}
        name={PHOTOS_FIELD}
        type="file"
        autoFocus={autoFocus}
        accept="image/*"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ""].filter(Boolean).join(" ")}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied, so that choosing the same file again (after removing it) is a change too.
          event.target.value = "";
          if (files.length > 0) onAdd(files);
        }}
        // The browser's own "No file chosen" is hidden (text-transparent): it is emptied after each choice, and
        // the thumbnails below say what is chosen.
        className="block w-full max-w-full rounded-md text-sm text-transparent file:mr-3 file:h-10 file:cursor-pointer file:rounded-md file:border file:border-slate-500 file:bg-white file:px-4 file:font-medium file:text-slate-900 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:file:border-red-700 dark:file:border-slate-400 dark:file:bg-slate-950 dark:file:text-slate-100 dark:hover:file:bg-slate-800 dark:aria-[invalid=true]:file:border-red-400"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {photos.length > 0 && (
        <ul ref={listRef} aria-label="Chosen photos" className="flex flex-wrap gap-3 pt-1">
          {photos.map((photo, index) => (
            <li key={photo.previewUrl} className="relative">
              <img
                src={photo.previewUrl}
                alt={`Photo ${index + 1}: ${photo.file.name}`}
                width={80}
                height={80}
                className="h-20 w-20 rounded-md border border-slate-300 object-cover dark:border-slate-600"
              />
              <button
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => {
                  focusAfterRemoval.current = index;
                  onRemove(index);
                }}
                className="absolute -top-2 -right-2 inline-flex h-8 w-8 items-center justify-center rounded-full border border-slate-500 bg-white text-slate-900 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-700"
              >
                <Icon icon={close} size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
