/**
 * Publishing a job's or visit's photos to the portfolio, and taking them down (docs/job-media.md, decision
 * 0025). Only finished work (409 otherwise), only with the customer's consent on record (400 without): their
 * own tick, or the owner's record of a consent in writing, made here. The chosen photos are copied into the
 * public store (public-photo-copies.server.ts) and the project is stored with the job or visit it came from
 * and the consent it stands on. The page cache forgets its pages on the admin write that publishes
 * (docs/page-cache.md).
 */
import { businessFacts } from "~/features/job-media/business-facts.server";
import { consentWording } from "~/features/job-media/consent-wording";
import type { PhotoView } from "~/features/job-media/job-media-view";
import { recorderName, type Recorder } from "~/features/job-media/job-media-writes.server";
import { CONSENT_REQUIRED, type PublishValues } from "~/features/job-media/job-media.schema";
import { ownPhotos } from "~/features/job-media/job-photos.server";
import type { MediaOwner } from "~/features/job-media/media-owner";
import { assertComplete, resolveOwner } from "~/features/job-media/media-owners.server";
import { customerConsentOf, recordWrittenConsent } from "~/features/job-media/portfolio-consents.server";
import { deletePublished, insertPublishedProject } from "~/features/job-media/published-projects.server";
import type { ImageStorage } from "~/features/uploads/image-storage.server";
import { invalid, notFound } from "~/lib/domain-error";
import type { Db } from "~db/client.server";
import { copyToPublic, deletePublicCopies } from "./public-photo-copies.server";

export const NO_CUSTOMER_CONSENT =
  "The customer has not ticked their consent yet: ask them for it, or record a consent given in writing";
export const NOT_THESE_PHOTOS = "Please choose photos of this job or visit";
export const PUBLISHED_NOT_FOUND = "Published project not found";

export interface PublishDeps {
  db: Db;
  /** The public images (`/uploads/`). */
  storage: ImageStorage;
  /** The private ones (`/media/`), where the job's photos are. */
  privateMedia: ImageStorage;
}

/** The main image first: the first "after" photo chosen, else the first chosen; the others in order. */
const mainFirst = (photos: PhotoView[]) => {
  const main = photos.find((photo) => photo.stage === "after") ?? photos[0]!;
  return [main, ...photos.filter((photo) => photo !== main)];
};

export async function publishToPortfolio(
  deps: PublishDeps,
  requested: MediaOwner,
  input: PublishValues,
  admin: Recorder,
): Promise<{ projectId: number }> {
  const { db } = deps;
  const facts = await resolveOwner(db, requested);
  const completionDate = assertComplete(facts);
  const { owner } = facts;
  if (!input.consent) throw invalid(CONSENT_REQUIRED, { consent: CONSENT_REQUIRED });
  const photos = await ownPhotos(db, owner, input.photoIds);
  if (photos.length !== new Set(input.photoIds).size)
    throw invalid(NOT_THESE_PHOTOS, { photoIds: NOT_THESE_PHOTOS });
  const business = await businessFacts(db);

  const consent =
    input.consent.kind === "customer"
      ? await customerConsentOf(db, owner)
      : await recordWrittenConsent(db, owner, {
          givenOn: input.consent.at!,
          givenBy: recorderName(admin),
          wording: consentWording(business.name),
        });
  if (!consent) throw invalid(NO_CUSTOMER_CONSENT, { consent: NO_CUSTOMER_CONSENT });

  const copies: string[] = [];
  try {
    for (const photo of mainFirst(photos))
      copies.push(await copyToPublic(deps.privateMedia, deps.storage, photo.url));
    const projectId = await insertPublishedProject(db, owner, {
      title: input.title,
      description: input.description,
      category: input.category,
      imageUrl: copies[0]!,
      images: copies.slice(1),
      location: business.location,
      completionDate,
      consentId: consent.id,
    });
    return { projectId };
  } catch (error) {
    // Nothing was published: the copies made so far go.
    await deletePublicCopies(db, deps.storage, copies);
    throw error;
  }
}

/** Removes the project published from this job or visit and its public copies; the originals stay. */
export async function unpublishFromPortfolio(deps: PublishDeps, requested: MediaOwner, projectId: number) {
  const { owner } = await resolveOwner(deps.db, requested);
  const urls = await deletePublished(deps.db, owner, projectId);
  if (!urls) throw notFound(PUBLISHED_NOT_FOUND);
  await deletePublicCopies(deps.db, deps.storage, urls);
}
