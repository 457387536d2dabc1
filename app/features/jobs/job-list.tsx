/**
 * The Jobs section's list: a table on wide screens, one card a job on phones and tablets (eight columns do not fit
 * 360px). The estimate's number opens the job's page. Client-safe.
 */
import { Link } from "react-router";
import { JobStageBadge } from "~/components/ui/status-badges";
import { Table, tdClass, thClass } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/money";
import { jobName } from "./job-badges";
import type { JobListItem } from "./job-view";

const COLUMNS = [
  { label: "Estimate", figure: false },
  { label: "Title", figure: false },
  { label: "Customer", figure: false },
  { label: "Status", figure: false },
  { label: "Contract total", figure: true },
  { label: "Invoiced", figure: true },
  { label: "Paid", figure: true },
  { label: "Balance", figure: true },
];

const figure = "text-right whitespace-nowrap tabular-nums";
const link = "rounded-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400";

interface ListProps {
  jobs: JobListItem[];
  /** The address of a job's page, keeping the list's filters. */
  openHref: (estimateId: number) => string;
}

export function JobList(props: ListProps) {
  return (
    <>
      <div className="max-lg:hidden">
        <JobTable {...props} />
      </div>
      <ul aria-label="Jobs" className="space-y-3 lg:hidden">
        {props.jobs.map((job) => (
          <JobCard key={job.estimateId} job={job} openHref={props.openHref} />
        ))}
      </ul>
    </>
  );
}

function JobTable({ jobs, openHref }: ListProps) {
  return (
    <Table caption="Jobs">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.label} scope="col" className={cn(thClass, column.figure && "text-right")}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.estimateId}>
            <th scope="row" className={cn(tdClass, "font-medium whitespace-nowrap")}>
              <Link
                to={openHref(job.estimateId)}
                // "#12" says little out of the table: the link's name says which job it opens.
                aria-label={`${jobName(job)}, ${job.title}`}
                className={link}
              >
                #{job.number}
              </Link>
            </th>
            <td className={tdClass}>{job.title}</td>
            <td className={tdClass}>
              <div>{job.customer.name}</div>
              <div className="text-xs break-all text-slate-600 dark:text-slate-300">{job.customer.email}</div>
            </td>
            <td className={tdClass}>
              <JobStageBadge status={job.status} />
            </td>
            <td className={cn(tdClass, figure)}>{formatMoney(job.contractTotal)}</td>
            <td className={cn(tdClass, figure)}>{formatMoney(job.invoiced)}</td>
            <td className={cn(tdClass, figure)}>{formatMoney(job.paid)}</td>
            <td className={cn(tdClass, figure, "font-semibold")}>{formatMoney(job.balance)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function JobCard({ job, openHref }: { job: JobListItem; openHref: ListProps["openHref"] }) {
  const facts = [
    ["Contract total", job.contractTotal],
    ["Invoiced", job.invoiced],
    ["Paid", job.paid],
    ["Balance", job.balance],
  ] as const;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* The whole title is the link: a large target for a thumb. */}
          <Link to={openHref(job.estimateId)} className={cn(link, "block py-1 break-words")}>
            {jobName(job)}: {job.title}
          </Link>
          <p className="text-sm break-words">{job.customer.name}</p>
        </div>
        <JobStageBadge status={job.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, amount]) => (
          <div key={term}>
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className={cn("tabular-nums", term === "Balance" && "font-semibold")}>
              {formatMoney(amount)}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
