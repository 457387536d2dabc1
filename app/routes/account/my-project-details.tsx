import { PageHeader } from "~/components/layout/page-header";
import { AppointmentDetails, BackToProjects } from "~/features/appointments/appointment-details";
import { requireUserPage } from "~/features/auth/guards.server";
import { CustomerJobMedia } from "~/features/job-media/customer-job-media";
import { privatePageMeta } from "~/lib/seo";
import { appointmentPageData, visibleAppointment } from "~/workflows/visible-appointment.server";
import type { Route } from "./+types/my-project-details";
import { postPhotoConsent, visitMediaFor } from "./job-media.server";
import { useSupportContact } from "./use-support-contact";
import { VisitCallsProvider } from "./visit-calls-provider";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.appointment ? "Project Details" : "Project Not Found");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The reminder mail's reschedule and cancel links carry ?action=: they sign in first and come back here.
  const fromReminder = new URL(request.url).searchParams.has("action");
  const user = await requireUserPage(context, request, { signInFirst: fromReminder });
  const page = await appointmentPageData(context, user, params.id);
  if (!("appointment" in page) || !page.appointment) return page;
  // A visit without a job: the notes the owner shared and its photos (docs/job-media.md).
  return { ...page, media: (await visitMediaFor(context.db, page.appointment, user)) ?? null };
}

/** The photo consent box of a visit without a job, posted without script (docs/job-media.md). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUserPage(context, request);
  const appointment = await visibleAppointment(context.db, user, params.id);
  return postPhotoConsent(request, context, { bookingId: appointment?.bookingId ?? 0 }, user);
}

export default function MyProjectDetails({ loaderData, actionData }: Route.ComponentProps) {
  const support = useSupportContact();
  const { appointment } = loaderData;
  const media = "media" in loaderData ? loaderData.media : null;
  return (
    <>
      <PageHeader title={appointment ? "Project Details" : "Project Not Found"} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {appointment ? (
          <div className="space-y-8">
            <VisitCallsProvider>
              <AppointmentDetails initial={appointment} support={support} />
            </VisitCallsProvider>
            {media && (
              <CustomerJobMedia
                owner={{ bookingId: appointment.bookingId }}
                media={media}
                action={`/my-projects/${appointment.id}`}
                posted={actionData?.refused ? actionData : undefined}
              />
            )}
          </div>
        ) : (
          <div className="space-y-4">
            <p className="text-lg text-slate-600 dark:text-slate-300">
              We could not find this project. It may have been removed, or it belongs to another account.
            </p>
            <BackToProjects />
          </div>
        )}
      </div>
    </>
  );
}
