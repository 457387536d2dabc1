/**
 * The back office's native posts (docs/today.md): a visit's on-site step (on my way, start, complete) posted
 * by its form before or without the page's script, to the page it is on (`/admin?index&tab=…`). The action
 * calls the workflow the JSON API calls; once done it sends the browser back to the page (a reload posts
 * nothing again); a refusal is the page again with the API's status and its message on the visit's card.
 */
import { data, redirect } from "react-router";
import { requireAdminPage } from "~/features/auth/guards.server";
import type { VisitStepRefusal } from "~/features/today/visit-steps";
import { onMyWaySchema } from "~/features/today/visit-steps.schema";
import { DomainError, HTTP_STATUS, invalid } from "~/lib/domain-error";
import { postedForm } from "~/lib/form-post.server";
import { idOf, parseInput } from "~/lib/input";
import type { AppContext } from "~/load-context.server";
import { completeVisit, sendOnMyWay, startVisit } from "~/workflows/visit-on-site.server";

/** A step's form: the visit, the step and the minutes; far less than this. */
const MAX_BODY_BYTES = 2048;

async function takeStep(context: AppContext, userId: string, bookingId: number, form: FormData) {
  const linkSecret = context.payments.linkSecret;
  if (!linkSecret) throw new Error("The payment flows have no link secret");
  const deps = { ...context.payments, linkSecret };
  switch (form.get("step")) {
    case "on-my-way": {
      const { minutes } = parseInput(onMyWaySchema, { minutes: form.get("minutes") ?? undefined });
      await sendOnMyWay(deps, bookingId, minutes, { userId });
      return;
    }
    case "start":
      await startVisit(deps, bookingId);
      return;
    case "complete":
      await completeVisit(deps, bookingId);
      return;
    default:
      throw invalid("Please choose On my way, Start visit or Complete visit.");
  }
}

export async function visitStepAction(request: Request, context: AppContext) {
  const user = await requireAdminPage(context, request);
  const page = new URL(request.url);
  page.searchParams.delete("index");
  const form = await postedForm(request, MAX_BODY_BYTES);
  const bookingId = idOf(form.get("bookingId"));
  try {
    if (bookingId === undefined) throw invalid("Invalid visit id");
    await takeStep(context, user.id, bookingId, form);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const refusal: VisitStepRefusal = {
      visitRefusal: {
        bookingId: bookingId ?? 0,
        step: String(form.get("step")),
        // A refused field (the minutes) says its own words.
        message: Object.values(error.details.fields ?? {})[0] ?? error.message,
      },
    };
    return data(refusal, { status: HTTP_STATUS[error.code] });
  }
  return redirect(`${page.pathname}${page.search}`, 303);
}
