import { PageHeader } from "~/components/layout/page-header";
import { listAppointmentsForEmail } from "~/features/appointments/appointments.server";
import { MyProjectsView } from "~/features/appointments/my-projects-view";
import { requireUserPage } from "~/features/auth/guards.server";
import { estimatesOfEmail } from "~/features/estimates/estimate-queries.server";
import { MyEstimates, myEstimate } from "~/features/estimates/my-estimates";
import { invoicesOfEmail } from "~/features/invoices/my-invoices.server";
import { jobsOfEmail } from "~/features/jobs/job-list.server";
import { quoteRequestsOfEmail } from "~/features/leads/my-quote-requests.server";
import { TEXTS_SAVED_PARAM } from "~/features/text-consent/account-texts-fields";
import { AccountTextsForm } from "~/features/text-consent/account-texts-form";
import { accountTexts } from "~/features/text-consent/account-texts.server";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/my-projects";
import { postAccountTexts } from "./account-texts-posts.server";
import { InvoiceCards } from "./invoice-cards";
import { JobCards } from "./job-cards";
import { QuoteRequestCards } from "./quote-request-cards";
import { useSupportContact } from "./use-support-contact";
import { VisitCallsProvider } from "./visit-calls-provider";

export const meta = () => privatePageMeta("My Projects");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserPage(context, request);
  const linkSecret = context.payments.linkSecret;
  const [appointments, jobs, estimates, quoteRequests, invoices, texts] = await Promise.all([
    listAppointmentsForEmail(context.db, user.email),
    jobsOfEmail(context.db, user.email),
    estimatesOfEmail(context.db, user.email),
    quoteRequestsOfEmail(context.db, user.email),
    linkSecret ? invoicesOfEmail(context.db, user.email, linkSecret) : [],
    accountTexts(context.db, user.email),
  ]);
  const textsSaved = new URL(request.url).searchParams.has(TEXTS_SAVED_PARAM);
  return {
    appointments,
    jobs,
    estimates: estimates.map(myEstimate),
    quoteRequests,
    invoices,
    texts,
    textsSaved,
  };
}

/** The box for texts posted without script, or before it loaded. */
export function action({ request, context }: Route.ActionArgs) {
  return postAccountTexts(request, context);
}

function introOf(
  hasJobs: boolean,
  hasEstimates: boolean,
  hasInvoices: boolean,
  hasQuoteRequests: boolean,
): string {
  const also = [
    hasJobs && "your jobs",
    hasEstimates && "your estimates",
    hasInvoices && "your invoices",
    hasQuoteRequests && "your quote requests",
  ].filter(Boolean);
  const visits = "Your booked visits, past and upcoming";
  return also.length === 0 ? `${visits}.` : `${visits}, and ${also.join(" and ")}.`;
}

export default function MyProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { appointments, jobs, estimates, quoteRequests, invoices, texts, textsSaved } = loaderData;
  const support = useSupportContact();
  return (
    <>
      <PageHeader
        title="My Projects"
        intro={introOf(jobs.length > 0, estimates.length > 0, invoices.length > 0, quoteRequests.length > 0)}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <VisitCallsProvider>
          <MyProjectsView initialAppointments={appointments} support={support} />
        </VisitCallsProvider>
        {jobs.length > 0 && <JobCards jobs={jobs} />}
        {estimates.length > 0 && <MyEstimates estimates={estimates} />}
        {invoices.length > 0 && <InvoiceCards invoices={invoices} />}
        {quoteRequests.length > 0 && <QuoteRequestCards requests={quoteRequests} />}
        <AccountTextsForm initial={texts} posted={actionData} saved={textsSaved} />
      </div>
    </>
  );
}
