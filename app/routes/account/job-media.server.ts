/**
 * My Projects' part of a job's or visit's notes and photos (docs/job-media.md): what the customer sees of
 * their own (the loaders), and their consent box posted natively, before or without the page's script (the
 * actions), which calls what POST /api/account/jobs/{estimateId}/photo-consent calls.
 */
import { redirect, type AppLoadContext } from "react-router";
import { CLIENT_IP_HEADER } from "~/features/auth/auth-surface";
import type { CurrentUser } from "~/features/auth/session.server";
import { consentByCustomer } from "~/features/job-media/customer-consent.server";
import { customerConsentSchema } from "~/features/job-media/job-media.schema";
import { loadCustomerMedia } from "~/features/job-media/job-media.server";
import type { MediaOwner } from "~/features/job-media/media-owner";
import { CONSENT_ANCHOR, CONSENT_INTENT } from "~/features/job-media/media-posts";
import { invalid } from "~/lib/domain-error";
import { formRefusal, postedForm, textFields } from "~/lib/form-post.server";
import { parseInput } from "~/lib/input";
import type { Db } from "~db/client.server";

/** A tick and its intent: far less than this. */
const MAX_CONSENT_BYTES = 4096;

/** The customer's view of their job's notes and photos; undefined when it is not theirs. */
export const jobMediaFor = (db: Db, estimateId: number, user: CurrentUser) =>
  loadCustomerMedia(db, { estimateId }, user.email);

/**
 * The same for a visit they booked (the page of one of its services, `/my-projects/{appointmentId}`); a
 * visit of a job shows nothing here: the job's page has its notes and photos.
 */
export const visitMediaFor = (
  db: Db,
  appointment: { bookingId: number; estimate: unknown } | null | undefined,
  user: CurrentUser,
) =>
  appointment && appointment.estimate === null
    ? loadCustomerMedia(db, { bookingId: appointment.bookingId }, user.email)
    : Promise.resolve(undefined);

/** The consent box posted to the page at `url`: stored, then the page again at the box; else the refusal. */
export async function postPhotoConsent(
  request: Request,
  context: AppLoadContext,
  owner: MediaOwner,
  user: CurrentUser,
) {
  let values: Record<string, string> = {};
  try {
    values = textFields(await postedForm(request, MAX_CONSENT_BYTES));
    if (values.intent !== CONSENT_INTENT) throw invalid("Please tick the box to give your consent");
    parseInput(customerConsentSchema, { agree: values.agree });
    await consentByCustomer(context.db, owner, user, {
      // The address the server trusts, set by server/form-posts.ts over anything the client sent.
      clientAddress: request.headers.get(CLIENT_IP_HEADER) ?? "",
      userAgent: request.headers.get("user-agent") ?? "",
    });
    const page = new URL(request.url);
    return redirect(`${page.pathname}${page.search}#${CONSENT_ANCHOR}`, 303);
  } catch (error) {
    return formRefusal(error, values);
  }
}
