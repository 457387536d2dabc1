/** The owner's notes on a job or visit: internal, or shared with the customer (docs/job-media.md). */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { jobNotes } from "~db/schema";
import type { NoteView } from "./job-media-view";
import type { MediaOwner } from "./media-owner";
import { ofOwner, ownerColumns } from "./owner-columns.server";

const noteColumns = {
  id: jobNotes.id,
  text: jobNotes.text,
  shared: jobNotes.shared,
  createdAt: jobNotes.createdAt,
};

export async function addNote(
  db: Db,
  owner: MediaOwner,
  note: { text: string; shared: boolean },
): Promise<NoteView> {
  const [row] = await db
    .insert(jobNotes)
    .values({ ...ownerColumns(owner), ...note })
    .returning(noteColumns);
  return { ...row!, createdAt: row!.createdAt.toISOString() };
}

/** Newest first; `sharedOnly` for the customer, who never sees an internal note. */
export async function listNotes(db: Db, owner: MediaOwner, { sharedOnly = false } = {}) {
  const rows = await db
    .select(noteColumns)
    .from(jobNotes)
    .where(sharedOnly ? and(ofOwner(jobNotes, owner), eq(jobNotes.shared, true)) : ofOwner(jobNotes, owner))
    .orderBy(desc(jobNotes.createdAt), desc(jobNotes.id));
  return rows.map((row): NoteView => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
