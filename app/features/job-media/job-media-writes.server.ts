/**
 * The owner's writes about one job or visit that need no other feature: a note, and the record of a consent
 * given in writing. The JSON API and the job page's native posts both call these.
 */
import type { Db } from "~db/client.server";
import { businessFacts } from "./business-facts.server";
import { consentWording } from "./consent-wording";
import type { NoteValues } from "./job-media.schema";
import { addNote } from "./job-notes.server";
import type { MediaOwner } from "./media-owner";
import { resolveOwner } from "./media-owners.server";
import { recordWrittenConsent } from "./portfolio-consents.server";

export interface Recorder {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** The admin as a consent's record names them: "Dana Reyes (dana@example.com)". */
export function recorderName(admin: Recorder) {
  const name = [admin.firstName, admin.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} (${admin.email})` : admin.email;
}

/** A note on the job or visit; none: 404. */
export async function writeNote(db: Db, requested: MediaOwner, note: NoteValues) {
  const { owner } = await resolveOwner(db, requested);
  return addNote(db, owner, note);
}

/** The owner's record that the customer consented in writing on `givenOn`, with the standard words. */
export async function writeWrittenConsent(db: Db, requested: MediaOwner, givenOn: string, admin: Recorder) {
  const { owner } = await resolveOwner(db, requested);
  const business = await businessFacts(db);
  return recordWrittenConsent(db, owner, {
    givenOn,
    givenBy: recorderName(admin),
    wording: consentWording(business.name),
  });
}
