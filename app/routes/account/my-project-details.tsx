import { PageHeader } from "~/components/layout/page-header";
import { AppointmentDetails, BackToProjects } from "~/features/appointments/appointment-details";
import { requireUserPage } from "~/features/auth/guards.server";
import { privatePageMeta } from "~/lib/seo";
import { appointmentPageData } from "~/workflows/visible-appointment.server";
import type { Route } from "./+types/my-project-details";
import { useSupportContact } from "./use-support-contact";
import { VisitCallsProvider } from "./visit-calls-provider";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.appointment ? "Project Details" : "Project Not Found");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The reminder mail's reschedule and cancel links carry ?action=: they sign in first and come back here.
  const fromReminder = new URL(request.url).searchParams.has("action");
  const user = await requireUserPage(context, request, { signInFirst: fromReminder });
  return appointmentPageData(context, user, params.id);
}

export default function MyProjectDetails({ loaderData }: Route.ComponentProps) {
  const support = useSupportContact();
  const { appointment } = loaderData;
  return (
    <>
      <PageHeader title={appointment ? "Project Details" : "Project Not Found"} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {appointment ? (
          <VisitCallsProvider>
            <AppointmentDetails initial={appointment} support={support} />
          </VisitCallsProvider>
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
