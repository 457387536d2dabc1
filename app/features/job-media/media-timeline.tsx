/**
 * A job's or visit's notes and photos as one list, newest first: what happened last on site is what the
 * owner (or the customer) looks for. The owner's list says which notes are internal. Photos are private
 * `/media/` images: each opens full size in a new tab. Client-safe.
 */
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { businessClock, formatInstantDate, formatTime12h } from "~/lib/dates";
import type { NoteView, PhotoView } from "./job-media-view";
import { PHOTO_STAGE_LABELS } from "./photo-stages";

type Entry = ({ kind: "note" } & NoteView) | ({ kind: "photo" } & PhotoView);

/** "November 27, 2026, 3:05 PM", in business time. */
const when = (iso: string) => `${formatInstantDate(iso)}, ${formatTime12h(businessClock(new Date(iso)))}`;

/** Notes and photos together, newest first (the later id first within one instant). */
export function mediaEntries(notes: readonly NoteView[], photos: readonly PhotoView[]): Entry[] {
  const entries: Entry[] = [
    ...notes.map((note) => ({ kind: "note" as const, ...note })),
    ...photos.map((photo) => ({ kind: "photo" as const, ...photo })),
  ];
  return entries.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** A photo's alternative text: its stage and caption ("After: New cedar deck"). */
export const photoAlt = (photo: PhotoView) =>
  [`${PHOTO_STAGE_LABELS[photo.stage]} photo`, photo.caption].filter(Boolean).join(": ");

export function MediaTimeline({
  notes,
  photos,
  label,
  empty,
  showSharing,
}: {
  notes: readonly NoteView[];
  photos: readonly PhotoView[];
  /** The list's accessible name. */
  label: string;
  empty: string;
  /** The owner's view: each note says whether the customer sees it. */
  showSharing: boolean;
}) {
  const entries = mediaEntries(notes, photos);
  if (entries.length === 0) return <p className="text-slate-600 dark:text-slate-300">{empty}</p>;
  return (
    <ol aria-label={label} className="space-y-4 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className="space-y-1.5 text-sm">
          <time dateTime={entry.createdAt} className="block text-xs text-slate-600 dark:text-slate-300">
            {when(entry.createdAt)}
          </time>
          {entry.kind === "note" ? (
            <NoteEntry note={entry} showSharing={showSharing} />
          ) : (
            <PhotoEntry photo={entry} />
          )}
        </li>
      ))}
    </ol>
  );
}

function NoteEntry({ note, showSharing }: { note: NoteView; showSharing: boolean }) {
  return (
    <>
      {showSharing && (
        <Badge tone={note.shared ? "blue" : "yellow"}>
          {note.shared ? "Shared with the customer" : "Internal note"}
        </Badge>
      )}
      <p className="break-words whitespace-pre-wrap">{note.text}</p>
    </>
  );
}

function PhotoEntry({ photo }: { photo: PhotoView }) {
  return (
    <figure className="space-y-1.5">
      <a
        href={photo.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block w-fit rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <ResponsiveImage
          src={photo.url}
          alt={photoAlt(photo)}
          width={240}
          height={180}
          sizes="240px"
          className="h-45 w-60 max-w-full rounded-md border border-slate-200 object-cover dark:border-slate-700"
        />
      </a>
      <figcaption className="flex flex-wrap items-center gap-2">
        <Badge tone={photo.stage === "after" ? "green" : photo.stage === "before" ? "grey" : "blue"}>
          {PHOTO_STAGE_LABELS[photo.stage]}
        </Badge>
        {photo.caption && <span className="break-words">{photo.caption}</span>}
      </figcaption>
    </figure>
  );
}
