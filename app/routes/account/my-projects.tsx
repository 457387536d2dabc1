import type { Route } from "./+types/my-projects";
import { PageHeader } from "~/components/layout/page-header";
import { listAppointmentsForEmail } from "~/features/appointments/appointments.server";
import { MyProjectsView } from "~/features/appointments/my-projects-view";
import { requireUserPage } from "~/features/auth/guards.server";
import { QueryProvider } from "~/lib/query-client";
import { privatePageMeta } from "~/lib/seo";

export const meta = () => privatePageMeta("My Projects");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  return { appointments: await listAppointmentsForEmail(context.db, user.email) };
}

export default function MyProjects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="My Projects" intro="Your booked visits, past and upcoming." />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <QueryProvider>
          <MyProjectsView initialAppointments={loaderData.appointments} />
        </QueryProvider>
      </div>
    </>
  );
}
