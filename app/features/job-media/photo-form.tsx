/**
 * A photo of the job from the owner's phone: the camera opens (`capture`), then its stage (before, during,
 * after) and a caption. With script the photo is sent in the background, retried on a weak signal and shown
 * with its progress (or why it failed, with Retry) while the owner takes the next one; without script the
 * form posts the file natively and the page comes back with it. Client-safe.
 */
import { useId, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { FieldError, FormFailure, SelectField, SubmitButton, TextField } from "~/components/ui/form-field";
import { ProgressBar } from "~/components/ui/progress-bar";
import { useToast } from "~/components/ui/toast";
import { usePostedForm } from "~/components/ui/use-posted-form";
import { bindFields, useZodForm } from "~/components/ui/use-zod-form";
import { PHOTO_STAGES } from "~/lib/vocabulary";
import { HiddenFields } from "./hidden-fields";
import { PHOTO_REQUIRED, photoFieldsSchema } from "./job-media.schema";
import type { MediaFormProps } from "./media-owner";
import { PHOTO_STAGE_LABELS } from "./photo-stages";
import { usePhotoUploads, type Upload } from "./use-photo-uploads";

const controlClass =
  "block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold aria-[invalid=true]:border-red-700 sm:text-sm dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:file:bg-slate-800 dark:file:text-slate-100";

export function PhotoForm({ owner, action, posted: refused, onAdded }: MediaFormProps) {
  const { toast } = useToast();
  const form = useZodForm(photoFieldsSchema);
  const { posted, failure, formProps, forget } = usePostedForm(
    refused,
    refused && !refused.errors.photo && !refused.errors.stage ? refused.message : null,
  );
  const field = bindFields(form, {
    posted,
    forget,
    initial: { stage: "before" },
    shown: ["stage", "caption"],
  });
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const { uploads, start, retry, dismiss } = usePhotoUploads(owner, (photo) => {
    toast({ title: "Photo added", description: photo.caption || PHOTO_STAGE_LABELS[photo.stage] });
    onAdded();
  });
  const photoError = fileError ?? posted?.errors.photo;

  const submit = form.handleSubmit(({ stage, caption }) => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(PHOTO_REQUIRED);
      fileInput.current?.focus();
      return;
    }
    start(file, stage, caption);
    // Ready for the next photo; the stage stays, as the next one is often of the same stage.
    fileInput.current!.value = "";
    form.setValue("caption", "");
  });

  return (
    <div className="space-y-3">
      <form
        {...formProps(action, submit)}
        encType="multipart/form-data"
        aria-label="Add a photo"
        className="space-y-3"
      >
        <HiddenFields intent="add-photo" owner={owner} />
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium">
            Photo
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            name="photo"
            accept="image/*"
            capture="environment"
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? `${fileId}-error` : undefined}
            autoFocus={posted?.errors.photo ? true : undefined}
            onChange={() => {
              setFileError(undefined);
              forget("photo");
            }}
            className={controlClass}
          />
          <FieldError id={`${fileId}-error`} error={photoError} />
        </div>
        <SelectField label="Stage" {...field("stage")}>
          {PHOTO_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {PHOTO_STAGE_LABELS[stage]}
            </option>
          ))}
        </SelectField>
        <TextField label="Caption (optional)" maxLength={200} {...field("caption")} />
        <FormFailure failure={failure} />
        <SubmitButton busy={false} busyLabel="Adding..." look="outline">
          Add photo
        </SubmitButton>
      </form>
      <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
    </div>
  );
}

function UploadList({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: readonly Upload[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  // Always there, so that what is added to it is announced.
  return (
    <ul aria-label="Photos being sent" aria-live="polite" className="space-y-2 empty:hidden">
      {uploads.map((upload) => (
        <li
          key={upload.key}
          className="space-y-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          <p className="font-medium break-all">
            {upload.fileName} <span className="font-normal">({PHOTO_STAGE_LABELS[upload.stage]})</span>
          </p>
          <UploadState upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
        </li>
      ))}
    </ul>
  );
}

function UploadState({
  upload,
  onRetry,
  onDismiss,
}: {
  upload: Upload;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  if (upload.state === "sending")
    return (
      <ProgressBar percent={Math.min(100, upload.progress * 100)} label={`Sending ${upload.fileName}`} />
    );
  if (upload.state === "waiting")
    return (
      <p className="text-slate-700 dark:text-slate-300">
        No answer yet: trying again in {Math.ceil(upload.retryInMs / 1000)} s.
      </p>
    );
  return (
    <div className="space-y-2">
      <p role="alert" className="font-medium text-red-700 dark:text-red-400">
        {upload.message}
      </p>
      <div className="flex flex-wrap gap-2">
        {upload.state === "failed" && (
          <button type="button" className={buttonStyles("primary", "sm")} onClick={() => onRetry(upload.key)}>
            Retry<span className="sr-only"> sending {upload.fileName}</span>
          </button>
        )}
        <button type="button" className={buttonStyles("outline", "sm")} onClick={() => onDismiss(upload.key)}>
          {upload.state === "failed" ? "Cancel" : "Dismiss"}
          <span className="sr-only"> {upload.fileName}</span>
        </button>
      </div>
    </div>
  );
}
