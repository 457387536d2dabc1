import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { EmptyList, rowHeadClass, Table, tdClass } from "~/components/ui/table";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { businessClock, formatInstantDate, formatTime12h } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import { jobCalls } from "./api";
import type { FailedJob } from "./failed-job";

/** An instant as the business reads it: "Mar 3, 2026, 2:05 PM" in business time. */
const when = (iso: string) => `${formatInstantDate(iso)}, ${formatTime12h(businessClock(new Date(iso)))}`;
const nameOf = (job: FailedJob) => (job.subject ? `${job.label}, ${job.subject}` : job.label);

/**
 * Background jobs that failed every attempt (mail a mail server kept refusing, a sweep that broke): what
 * each was, when it failed and why, and Retry once the cause is fixed.
 */
export default function FailedJobsTab({ page }: { page: Page<FailedJob> }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const retry = useMutation({
    mutationFn: (job: FailedJob) => jobCalls.retry({ params: { id: job.id } }),
    onSuccess: (_nothing, job) => {
      void revalidator.revalidate();
      toast({ title: "Queued again", description: `${nameOf(job)}: tried again now.` });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to queue the job again. Please try again later.",
        variant: "destructive",
      }),
  });

  const jobs = page.items;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        Work the site does in the background is tried again on its own for a while (mail for about half a
        day). What still failed is listed here for a month: fix the cause, then retry it.
      </p>
      {jobs.length === 0 ? (
        <EmptyList>No failed jobs.</EmptyList>
      ) : (
        <Table caption="Failed jobs" columns={["Job", "Failed", "Attempts", "Last error", "Actions"]}>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <th scope="row" className={rowHeadClass}>
                  {job.label}
                  {job.subject && (
                    <div className="font-normal break-all text-slate-600 dark:text-slate-300">
                      {job.subject}
                    </div>
                  )}
                </th>
                <td className={tdClass}>
                  <div className="whitespace-nowrap">{when(job.failedAt)}</div>
                  <div className="text-xs text-slate-600 dark:text-slate-300">
                    Queued {when(job.queuedAt)}
                  </div>
                </td>
                <td className={tdClass}>{job.attempts}</td>
                <td className={cn(tdClass, "break-words")}>{job.reason}</td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className={buttonStyles("outline", "sm")}
                    disabled={retry.isPending && retry.variables?.id === job.id}
                    onClick={() => retry.mutate(job)}
                    aria-label={`Retry ${nameOf(job)}`}
                  >
                    Retry
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PaginationFooter label="Failed job pages" list={page} />
    </div>
  );
}
