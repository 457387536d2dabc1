import { PageHeader } from "~/components/layout/page-header";
import { listAppointmentsForEmail } from "~/features/appointments/appointments.server";
import { MyProjectsView } from "~/features/appointments/my-projects-view";
import { requireUserPage } from "~/features/auth/guards.server";
import { estimatesOfEmail } from "~/features/estimates/estimate-queries.server";
import { MyEstimates, myEstimate } from "~/features/estimates/my-estimates";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-projects";
import { useSupportContact } from "./use-support-contact";
import { VisitCallsProvider } from "./visit-calls-provider";

export const meta = () => privatePageMeta("My Projects");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const [appointments, estimates] = await Promise.all([
    listAppointmentsForEmail(context.db, user.email),
    estimatesOfEmail(context.db, user.email),
  ]);
  return { appointments, estimates: estimates.map(myEstimate) };
}

export default function MyProjects({ loaderData }: Route.ComponentProps) {
  const { appointments, estimates } = loaderData;
  const support = useSupportContact();
  return (
    <>
      <PageHeader
        title="My Projects"
        intro={
          estimates.length > 0
            ? "Your booked visits, past and upcoming, and your estimates."
            : "Your booked visits, past and upcoming."
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <VisitCallsProvider>
          <MyProjectsView initialAppointments={appointments} support={support} />
        </VisitCallsProvider>
        {estimates.length > 0 && <MyEstimates estimates={estimates} />}
      </div>
    </>
  );
}
