/**
 * The job notes and photos panel's forms posted natively, without script or before it runs (docs/job-media.md,
 * decision 0020): a note, a photo (multipart), the consent request, a written consent, a publication and its
 * removal. Each calls what the JSON API calls; a refusal comes back as the page with the API's status, its
 * messages and what was typed; an accepted post goes back to the page, at the panel. The panel posts to
 * the admin page's index route (admin-tab.tsx), whatever section shows it, with `post=job-media` in the
 * address to tell its posts from the other forms'.
 */
import { redirect, type AppLoadContext } from "react-router";
import { requireAdminPage } from "~/features/auth/guards.server";
import type { CurrentUser } from "~/features/auth/session.server";
import { writeNote, writeWrittenConsent } from "~/features/job-media/job-media-writes.server";
import { noteSchema, publishSchema, writtenConsentSchema } from "~/features/job-media/job-media.schema";
import {
  MEDIA_ANCHOR,
  MEDIA_POST_PARAM,
  MEDIA_POST_VALUE,
  postedOwner,
} from "~/features/job-media/media-posts";
import { MAX_UPLOAD_BYTES } from "~/features/uploads/upload";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, textFields } from "~/lib/form-post.server";
import { parseId, parseInput } from "~/lib/input";
import { addJobPhoto } from "~/workflows/job-photos.server";
import { askForConsent } from "~/workflows/portfolio-consent-mail.server";
import { publishToPortfolio, unpublishFromPortfolio } from "~/workflows/portfolio-publishing.server";
import { announcePublicContentChange } from "~db/public-content-changes";

/** One photo of at most 5 MB and a few short fields. */
const MAX_POST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** Whether the post is one of the panel's (its address says so). */
export const isJobMediaPost = (request: Request) =>
  new URL(request.url).searchParams.get(MEDIA_POST_PARAM) === MEDIA_POST_VALUE;

/** The admin page's action for the panel's posts: an admin only, as the page. */
export async function jobMediaAction(request: Request, context: AppLoadContext) {
  const admin = await requireAdminPage(context, request);
  return postJobMedia(request, context, admin);
}

/** The page the post came from, without the index route's and the post's markers, at the panel. */
function backToThePage(url: string) {
  const page = new URL(url);
  page.searchParams.delete("index");
  page.searchParams.delete(MEDIA_POST_PARAM);
  return `${page.pathname}${page.search}#${MEDIA_ANCHOR}`;
}

export async function postJobMedia(request: Request, context: AppLoadContext, admin: CurrentUser) {
  let values: Record<string, string> = {};
  try {
    const form = await postedForm(request, MAX_POST_BYTES);
    // The ticked photos, kept as one value so that a refused publication draws them ticked again.
    const photoIds = form.getAll("photoIds").filter((id) => typeof id === "string");
    values = { ...textFields(form), photoIds: photoIds.join(",") };
    const owner = postedOwner(values);
    if (!owner) throw invalid("Please choose the job or visit");
    const { db } = context;
    const deps = { db, storage: context.storage, privateMedia: context.privateMedia };
    switch (values.intent) {
      case "add-note":
        await writeNote(db, owner, parseInput(noteSchema, values));
        break;
      case "add-photo": {
        const file = form.get("photo");
        const bytes =
          file instanceof File && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : undefined;
        await addJobPhoto(deps, owner, { bytes, fields: values });
        break;
      }
      case "ask-consent":
        await askForConsent({ db, jobs: context.payments.jobs }, owner);
        break;
      case "record-consent":
        await writeWrittenConsent(db, owner, parseInput(writtenConsentSchema, values).givenOn, admin);
        break;
      case "publish": {
        const kind = values["consent.kind"];
        const input = parseInput(publishSchema, {
          ...values,
          photoIds,
          consent: kind ? { kind, at: values["consent.at"] } : undefined,
        });
        await publishToPortfolio(deps, owner, input, admin);
        // The JSON API's admin writes clear the page cache on their way out; this post says it itself.
        await announcePublicContentChange(db);
        break;
      }
      case "unpublish":
        await unpublishFromPortfolio(deps, owner, parseId(values.projectId, "project id"));
        await announcePublicContentChange(db);
        break;
      default:
        throw invalid("Please choose what to do");
    }
    return redirect(backToThePage(request.url), 303);
  } catch (error) {
    return formRefusal(error, values);
  }
}
