import { useMutation } from "@tanstack/react-query";
import { useRevalidator } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { PaginationFooter } from "~/components/ui/pagination-footer";
import { EmptyList, rowHeadClass, Table, tdClass } from "~/components/ui/table";
import { useToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { businessClock, formatInstantDate, formatTime12h } from "~/lib/dates";
import type { Page } from "~/lib/vocabulary";
import { queueCalls } from "./api";
import type { FailedTask } from "./failed-task";

/** An instant as the business reads it: "Mar 3, 2026, 2:05 PM" in business time. */
const when = (iso: string) => `${formatInstantDate(iso)}, ${formatTime12h(businessClock(new Date(iso)))}`;
const nameOf = (task: FailedTask) => (task.subject ? `${task.label}, ${task.subject}` : task.label);

/**
 * Queued tasks that failed every attempt (mail a mail server kept refusing, a sweep that broke): what
 * each was, when it failed and why, and Retry once the cause is fixed.
 */
export default function FailedTasksTab({ page }: { page: Page<FailedTask> }) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const retry = useMutation({
    mutationFn: (task: FailedTask) => queueCalls.retry({ params: { id: task.id } }),
    onSuccess: (_nothing, task) => {
      void revalidator.revalidate();
      toast({ title: "Queued again", description: `${nameOf(task)}: tried again now.` });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to queue the task again. Please try again later.",
        variant: "destructive",
      }),
  });

  const tasks = page.items;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        Work the site does in the background is tried again on its own for a while (mail for about half a
        day). What still failed is listed here for a month: fix the cause, then retry it.
      </p>
      {tasks.length === 0 ? (
        <EmptyList>No failed tasks.</EmptyList>
      ) : (
        <Table caption="Failed tasks" columns={["Task", "Failed", "Attempts", "Last error", "Actions"]}>
          <tbody>
            {tasks.map((task) => (
              <tr key={task.id}>
                <th scope="row" className={rowHeadClass}>
                  {task.label}
                  {task.subject && (
                    <div className="font-normal break-all text-slate-600 dark:text-slate-300">
                      {task.subject}
                    </div>
                  )}
                </th>
                <td className={tdClass}>
                  <div className="whitespace-nowrap">{when(task.failedAt)}</div>
                  <div className="text-xs text-slate-600 dark:text-slate-300">
                    Queued {when(task.queuedAt)}
                  </div>
                </td>
                <td className={tdClass}>{task.attempts}</td>
                <td className={cn(tdClass, "break-words")}>{task.reason}</td>
                <td className={tdClass}>
                  <button
                    type="button"
                    className={buttonStyles("outline", "sm")}
                    disabled={retry.isPending && retry.variables?.id === task.id}
                    onClick={() => retry.mutate(task)}
                    aria-label={`Retry ${nameOf(task)}`}
                  >
                    Retry
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PaginationFooter label="Failed task pages" list={page} />
    </div>
  );
}
