/**
 * One job's page in the Jobs section (`?tab=jobs&job={estimateId}`): who and where, its steps, its money,
 * then its change orders, visits, invoices, payments, refunds and timeline. A page rather than a dialog: it is
 * long, it opens dialogs of its own (a change order, the confirmations), which a dialog over a dialog would
 * make hard to use on a phone, and its address can be shared (the owner's mails link to it). Client-safe.
 */
import { useContext } from "react";
import { Link } from "react-router";
import { Fact } from "~/components/ui/detail-facts";
import { cn } from "~/lib/cn";
import { formatInstantDate } from "~/lib/dates";
import { telHref } from "~/lib/tel-href";
import { JobActions } from "./job-actions";
import { JobStageBadge, jobName } from "./job-badges";
import { JobChangeOrders, type JobChangeOrder } from "./job-change-orders";
import { JobMediaSlotContext } from "./job-media-slot";
import { JobMoney } from "./job-money";
import { JobInvoiceList, JobPayments, JobRefunds, JobVisits } from "./job-record-lists";
import { JobTimeline } from "./job-timeline";
import type { JobView } from "./job-view";

const link = "text-brand-700 underline underline-offset-2 dark:text-accent-400";

/** The estimate the job started from, in the Estimates section. */
export const estimateHref = (estimateId: number) => `/admin?tab=estimates&estimate=${estimateId}`;

export interface JobPageProps {
  job: JobView;
  /** The list's address, with its filters, for "All jobs". */
  backHref: string;
  completionSentAtOnce: boolean;
  changeOrderHref: (id: number) => string;
  onNewChangeOrder: () => void;
  /** Opens the scheduling of the visits an approved change order adds. */
  onScheduleVisits: (order: JobChangeOrder) => void;
  onChanged: () => void;
}

export function JobPage({
  job,
  backHref,
  completionSentAtOnce,
  changeOrderHref,
  onNewChangeOrder,
  onScheduleVisits,
  onChanged,
}: JobPageProps) {
  const jobMedia = useContext(JobMediaSlotContext);
  return (
    <article aria-labelledby="job-title" className="space-y-6 text-sm">
      <Link to={backHref} className={cn(link, "inline-block py-2 font-semibold")}>
        <span aria-hidden="true">← </span>All jobs
      </Link>
      <JobHeader job={job} />
      {/* Keyed: a refusal said for one job is not shown on the next one opened. */}
      <JobActions
        key={job.estimateId}
        job={job}
        completionSentAtOnce={completionSentAtOnce}
        onChanged={onChanged}
      />
      <JobMoney job={job} />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <JobChangeOrders
            job={job}
            changeOrderHref={changeOrderHref}
            onNew={job.closedAt === null ? onNewChangeOrder : null}
            onScheduleVisits={job.closedAt === null ? onScheduleVisits : null}
          />
          <JobVisits job={job} />
        </div>
        <div className="min-w-0 space-y-6">
          <JobInvoiceList job={job} />
          <JobPayments job={job} />
          <JobRefunds job={job} />
        </div>
      </div>
      {/* The job's notes and photos, and its way to the portfolio: the section hands them in. */}
      {jobMedia?.(job)}
      <JobTimeline events={job.timeline} />
    </article>
  );
}

function JobHeader({ job }: { job: JobView }) {
  return (
    <header className="space-y-3">
      <div className="space-y-1">
        <p className="font-semibold text-slate-600 dark:text-slate-300">
          <Link to={estimateHref(job.estimateId)} className={link}>
            {jobName(job)}
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="job-title" className="text-xl font-bold break-words sm:text-2xl">
            {job.title}
          </h2>
          <JobStageBadge status={job.status} />
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact term="Customer">{job.customer.name}</Fact>
        <Fact term="Email">
          <a className={cn(link, "break-all")} href={`mailto:${job.customer.email}`}>
            {job.customer.email}
          </a>
        </Fact>
        {job.customer.phone && (
          <Fact term="Phone">
            <a className={link} href={telHref(job.customer.phone)}>
              {job.customer.phone}
            </a>
          </Fact>
        )}
        {job.address && <Fact term="Address">{job.address}</Fact>}
        {job.completedAt && <Fact term="Completed">{formatInstantDate(job.completedAt)}</Fact>}
        {job.closedAt && <Fact term="Closed">{formatInstantDate(job.closedAt)}</Fact>}
      </dl>
    </header>
  );
}
