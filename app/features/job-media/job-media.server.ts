/**
 * A job's or visit's notes, photos, consents and publications, read for the owner's panel (as GET
 * /api/admin/jobs/{estimateId}/media answers) and for the customer's page (shared notes only).
 */
import { DomainError } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { businessFacts } from "./business-facts.server";
import { consentWording } from "./consent-wording";
import type { AdminMediaView, CustomerMediaView } from "./job-media-view";
import { listNotes } from "./job-notes.server";
import { listPhotos } from "./job-photos.server";
import { isJob, type MediaOwner } from "./media-owner";
import { isCustomerOf, publishRefusal, resolveOwner, type OwnerFacts } from "./media-owners.server";
import { listConsents } from "./portfolio-consents.server";
import { listPublished } from "./published-projects.server";

/** Everything the owner's panel shows; no such job or visit: 404. */
export async function loadAdminMedia(db: Db, requested: MediaOwner): Promise<AdminMediaView> {
  const facts = await resolveOwner(db, requested);
  const { owner } = facts;
  const [notes, photos, consents, published] = await Promise.all([
    listNotes(db, owner),
    listPhotos(db, owner),
    listConsents(db, owner),
    listPublished(db, owner),
  ]);
  return {
    estimateId: isJob(owner) ? owner.estimateId : null,
    bookingId: isJob(owner) ? null : owner.bookingId,
    title: facts.title,
    customer: facts.customer,
    notes,
    photos,
    consents,
    published,
    publishRefusal: publishRefusal(facts),
  };
}

/**
 * What the customer `email` sees of their job or visit: undefined when it is not theirs or does not exist
 * (answered alike, as a missing one).
 */
export async function loadCustomerMedia(
  db: Db,
  requested: MediaOwner,
  email: string,
): Promise<CustomerMediaView | undefined> {
  const facts = await customerOwner(db, requested, email);
  if (!facts) return undefined;
  const { owner } = facts;
  const [notes, photos, consents, business] = await Promise.all([
    listNotes(db, owner, { sharedOnly: true }),
    listPhotos(db, owner),
    listConsents(db, owner),
    businessFacts(db),
  ]);
  return { notes, photos, wording: consentWording(business.name), consent: consents[0] ?? null };
}

/** The job or visit when `email` is its customer, else undefined (none, or someone else's). */
export async function customerOwner(
  db: Db,
  requested: MediaOwner,
  email: string,
): Promise<OwnerFacts | undefined> {
  try {
    const facts = await resolveOwner(db, requested);
    return isCustomerOf(facts, email) ? facts : undefined;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return undefined;
    throw error;
  }
}
