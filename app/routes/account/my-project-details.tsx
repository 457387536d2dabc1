import { data } from "react-router";
import type { Route } from "./+types/my-project-details";
import { PageHeader } from "~/components/layout/page-header";
import { useRootData } from "~/components/layout/use-root-data";
import { AppointmentDetails, BackToProjects } from "~/features/appointments/appointment-details";
import { requireUserPage } from "~/features/auth/guards.server";
import { telHref } from "~/features/settings/contact-info";
import { QueryProvider } from "~/lib/query-client";
import { privatePageMeta } from "~/lib/seo";
import { visibleAppointment } from "~/workflows/visible-appointment.server";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(loaderData?.appointment ? "Project Details" : "Project Not Found");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const appointment = await visibleAppointment(context.db, user, params.id);
  if (!appointment) {
    return data({ appointment: null }, { status: 404 });
  }
  return { appointment };
}

export default function MyProjectDetails({ loaderData }: Route.ComponentProps) {
  const { contactInfo } = useRootData();
  const { appointment } = loaderData;
  return (
    <>
      <PageHeader title={appointment ? "Project Details" : "Project Not Found"} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        {appointment ? (
          <QueryProvider>
            <AppointmentDetails
              initial={appointment}
              support={{
                phone: contactInfo.phone,
                phoneHref: telHref(contactInfo.phone),
                email: contactInfo.email,
              }}
            />
          </QueryProvider>
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
