import { data } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BackToProjects } from "~/features/appointments/appointment-details";
import { requireUserPage } from "~/features/auth/guards.server";
import { CustomerJobMedia } from "~/features/job-media/customer-job-media";
import { CustomerJobPage } from "~/features/jobs/customer-job-page";
import { loadCustomerJob } from "~/features/jobs/customer-jobs.server";
import { idOf } from "~/lib/input";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-job";
import { jobMediaFor, postPhotoConsent } from "./job-media.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.job ? loaderData.job.title : "Job Not Found");

/**
 * The signed-in customer's job, as GET /api/account/jobs/{estimateId} answers it, with the notes the owner
 * shared and the job's photos (GET /api/account/jobs/{estimateId}/media). Another customer's job is answered
 * as a missing one: 404. The links in it (a change order's, an invoice's) are the customer's own.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request, { signInFirst: true });
  const estimateId = idOf(params.estimateId);
  const linkSecret = context.payments.linkSecret;
  const job =
    estimateId === undefined || !linkSecret
      ? undefined
      : await loadCustomerJob(context.db, estimateId, user.email, linkSecret);
  if (!job) return data({ job: null, media: null }, { status: 404 });
  return { job, media: (await jobMediaFor(context.db, job.estimateId, user)) ?? null };
}

/** The photo consent box, posted without script (docs/job-media.md). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUserPage(context, request);
  return postPhotoConsent(request, context, { estimateId: idOf(params.estimateId) ?? 0 }, user);
}

export default function MyJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, media } = loaderData;
  return (
    <>
      <PageHeader title={job ? "Your job" : "Job Not Found"} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        <BackToProjects />
        {job ? (
          <>
            <CustomerJobPage job={job} />
            {media && (
              <CustomerJobMedia
                owner={{ estimateId: job.estimateId }}
                media={media}
                action={`/my-projects/jobs/${job.estimateId}`}
                posted={actionData?.refused ? actionData : undefined}
              />
            )}
          </>
        ) : (
          <p className="text-lg text-slate-600 dark:text-slate-300">
            We could not find this job. It may belong to another account.
          </p>
        )}
      </div>
    </>
  );
}
