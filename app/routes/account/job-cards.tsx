/**
 * My Projects' jobs: each approved estimate's work with where it stands and its money, and the way to its own
 * page (its visits, the change orders waiting for an answer, the invoices to pay).
 */
import { JobStageBadge } from "~/components/ui/status-badges";
import { SummaryCard, SummaryCardSection } from "~/components/ui/summary-cards";
import { jobName } from "~/features/jobs/job-badges";
import type { MyJob } from "~/features/jobs/job-list.server";
import { formatMoney } from "~/lib/money";

/** The customer's page of one job. */
export const myJobHref = (estimateId: number) => `/my-projects/jobs/${estimateId}`;

export function JobCards({ jobs }: { jobs: readonly MyJob[] }) {
  return (
    <SummaryCardSection title="Jobs">
      {jobs.map((job) => (
        <SummaryCard
          key={job.estimateId}
          label={jobName(job)}
          badge={<JobStageBadge status={job.status} />}
          title={job.title}
          facts={[
            { term: "Contract total", value: formatMoney(job.contractTotal), figure: true },
            { term: "Paid", value: formatMoney(job.paid), figure: true },
            { term: "Balance", value: formatMoney(job.balance), figure: true },
          ]}
        >
          <a
            href={myJobHref(job.estimateId)}
            className="inline-block py-1 font-semibold text-brand-700 underline dark:text-accent-400"
          >
            See the job
            <span className="sr-only">: {job.title}</span>
          </a>
        </SummaryCard>
      ))}
    </SummaryCardSection>
  );
}
