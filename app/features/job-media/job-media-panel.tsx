/**
 * The owner's notes and photos of a job or a booked visit, and its way to the portfolio (docs/job-media.md):
 * a photo from the phone's camera and a note (internal or shared), the timeline of both, the customer's
 * consent, and publishing. Drawn on the job's page in the Jobs section, and wherever a visit is worked from
 * (the page composes it: `media` is `loadAdminMedia`'s, `onChanged` reads the page again). Every form posts
 * natively to the page's index route without script. Client-safe.
 */
import { useId } from "react";
import { useActionData, useLocation } from "react-router";
import type { FormRefusal } from "~/lib/form-post.server";
import { ConsentPart } from "./consent-part";
import type { AdminMediaView } from "./job-media-view";
import type { MediaOwner } from "./media-owner";
import { indexPostTarget, isMediaIntent, MEDIA_ANCHOR, postedOwner } from "./media-posts";
import { MediaTimeline } from "./media-timeline";
import { NoteForm } from "./note-form";
import { PhotoForm } from "./photo-form";
import { PublishForm } from "./publish-form";
import { PublishedList } from "./published-list";

const card = "space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-700";
const subheading = "font-semibold";

/** The job or visit the view is of. */
export const ownerOfView = (media: AdminMediaView): MediaOwner =>
  media.estimateId !== null ? { estimateId: media.estimateId } : { bookingId: media.bookingId! };

/** The page's answer to a refused post, when it was one of this panel's forms. */
function usePanelRefusal(owner: MediaOwner) {
  const answer = useActionData() as FormRefusal | undefined;
  if (!answer?.refused || !isMediaIntent(answer.values.intent)) return undefined;
  const posted = postedOwner(answer.values);
  return posted && JSON.stringify(posted) === JSON.stringify(owner) ? answer : undefined;
}

export function JobMediaPanel({ media, onChanged }: { media: AdminMediaView; onChanged: () => void }) {
  const owner = ownerOfView(media);
  const location = useLocation();
  const action = indexPostTarget(location.pathname, location.search);
  const refusal = usePanelRefusal(owner);
  const postedTo = (intent: string) => (refusal?.values.intent === intent ? refusal : undefined);
  const mediaId = useId();
  const portfolioId = useId();
  // Each job's forms are its own: what was typed for one is not shown on the next one opened.
  const key = JSON.stringify(owner);

  return (
    <div key={key} className="space-y-6">
      <section id={MEDIA_ANCHOR} aria-labelledby={mediaId} className="scroll-mt-20 space-y-4">
        <h3 id={mediaId} className="text-base font-semibold">
          Notes and photos
        </h3>
        <div className="grid gap-4 md:grid-cols-2">
          <div className={card}>
            <h4 className={subheading}>Add a photo</h4>
            <PhotoForm owner={owner} action={action} posted={postedTo("add-photo")} onAdded={onChanged} />
          </div>
          <div className={card}>
            <h4 className={subheading}>Add a note</h4>
            <NoteForm owner={owner} action={action} posted={postedTo("add-note")} onAdded={onChanged} />
          </div>
        </div>
        <MediaTimeline
          notes={media.notes}
          photos={media.photos}
          label="Notes and photos, newest first"
          empty="No notes or photos yet."
          showSharing
        />
      </section>
      <section aria-labelledby={portfolioId} className="space-y-4">
        <h3 id={portfolioId} className="text-base font-semibold">
          Portfolio
        </h3>
        {refusal && ["ask-consent", "unpublish"].includes(refusal.values.intent ?? "") && (
          <p role="alert" className="font-medium text-red-700 dark:text-red-400">
            {refusal.message}
          </p>
        )}
        <div className={card}>
          <ConsentPart owner={owner} media={media} action={action} refusal={refusal} onChanged={onChanged} />
        </div>
        <PublishedList owner={owner} published={media.published} action={action} onChanged={onChanged} />
        <div className={card}>
          <h4 className={subheading}>Publish</h4>
          {media.publishRefusal ? (
            <p className="text-slate-600 dark:text-slate-300">{media.publishRefusal}</p>
          ) : media.photos.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">Add photos of the work to publish them.</p>
          ) : (
            <PublishForm
              owner={owner}
              media={media}
              action={action}
              posted={postedTo("publish")}
              onPublished={onChanged}
            />
          )}
        </div>
      </section>
    </div>
  );
}
