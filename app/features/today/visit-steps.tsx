/**
 * A visit's on-site steps (docs/today.md): "On my way" with its minutes, "Start visit" and "Complete visit",
 * and where the visit stands ("Sent at 9:05 AM", "Started at 9:40 AM"). Each step is a form that posts
 * natively to the page it is on (the back office's route action, `?index`), so it works before and without
 * the script; with it, the step goes to the JSON API and the page reads its data again. Big buttons at the
 * card's foot, for one thumb. Client-safe.
 */
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useActionData, useLocation } from "react-router";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { ApiError, failureMessage } from "~/lib/api-client";
import type { AppointmentStatus } from "~/lib/appointment-lifecycle";
import { cn } from "~/lib/cn";
import { ON_MY_WAY_MINUTES } from "~/lib/vocabulary";
import { adminVisitCalls } from "./api";
import { isVisitOpen, sentAtText, stepTime } from "./visit-status";
import { DEFAULT_ON_MY_WAY_MINUTES, onMyWaySentSchema } from "./visit-steps.schema";

export type VisitStepName = "on-my-way" | "start" | "complete";

/** What the route action answers to a refused native post (the page again, with the API's status). */
export interface VisitStepRefusal {
  visitRefusal: { bookingId: number; step: string; message: string };
}

export interface StepVisit {
  bookingId: number;
  date: string;
  status: AppointmentStatus;
  startedAt: string | null;
  onMyWayAt: string | null;
  onMyWayMinutes?: number | null;
  /** A job's work day: completing its last one completes the job. */
  estimateId?: number;
}

const FAILED: Record<VisitStepName, string> = {
  "on-my-way": "Failed to send On my way. Please try again.",
  start: "Failed to start the visit. Please try again.",
  complete: "Failed to complete the visit. Please try again.",
};

/** Where this page's forms post: the page itself, to its index route's action. */
function usePostTarget() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("index");
  const rest = params.toString();
  return `${location.pathname}?index${rest ? `&${rest}` : ""}`;
}

/** The refusal of this visit's last native post, when the page is its answer. */
function usePostedRefusal(bookingId: number) {
  const answer = useActionData() as Partial<VisitStepRefusal> | undefined;
  const refusal = answer?.visitRefusal;
  return refusal?.bookingId === bookingId ? refusal.message : null;
}

/** What the owner is told when a step was refused: a second "on my way" says when the first went. */
function refusalOf(error: unknown, step: VisitStepName, visitDate: string) {
  if (step === "on-my-way" && error instanceof ApiError && error.status === 409) {
    const sent = onMyWaySentSchema.safeParse(error.body);
    if (sent.success) return sentAtText(sent.data.sentAt, visitDate);
  }
  return failureMessage(error, FAILED[step]);
}

const bigButton = "h-12 w-full text-base";

export function VisitSteps({
  visit,
  label,
  onChanged,
}: {
  visit: StepVisit;
  /** Whose visit, for the buttons' accessible names ("Start visit: Pat Doe at 9:00 AM"). */
  label: string;
  onChanged: () => void;
}) {
  const { toast } = useToast();
  const action = usePostTarget();
  const posted = usePostedRefusal(visit.bookingId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [minutes, setMinutes] = useState(String(visit.onMyWayMinutes ?? DEFAULT_ON_MY_WAY_MINUTES));
  const params = { bookingId: visit.bookingId };
  const run = useMutation({
    mutationFn: async (step: VisitStepName) => {
      if (step === "on-my-way")
        return adminVisitCalls.onMyWay({ params, body: { minutes: Number(minutes) } });
      if (step === "start") return adminVisitCalls.start({ params });
      return adminVisitCalls.complete({ params });
    },
    onMutate: () => setRefusal(null),
    onSuccess: (answer, step) => {
      onChanged();
      if (step === "on-my-way")
        toast({ title: "On my way sent", description: "The customer is told by mail." });
      else if (step === "start") toast({ title: "Visit started", description: label });
      else
        toast({
          title: "Visit completed",
          description:
            "jobCompleted" in answer && answer.jobCompleted
              ? `${label}. It was the job's last visit: the job is marked complete.`
              : label,
        });
    },
    onError: (error, step) => {
      setRefusal(refusalOf(error, step, visit.date));
      // What the page shows may be out of date (a step taken elsewhere): read it again.
      onChanged();
    },
  });

  const submit = (step: VisitStepName) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === "complete") setConfirming(true);
    else run.mutate(step);
  };
  const busy = run.isPending;
  const open = isVisitOpen(visit.status);
  const message = refusal ?? posted;
  const stepProps = { bookingId: visit.bookingId, action, submit, busy, label };

  return (
    <div className="space-y-3">
      <VisitStepState visit={visit} />
      {open && (
        <div className="grid gap-2">
          {visit.onMyWayAt === null && (
            <form
              method="post"
              action={action}
              onSubmit={submit("on-my-way")}
              className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-end gap-2"
            >
              <input type="hidden" name="bookingId" value={visit.bookingId} />
              <input type="hidden" name="step" value="on-my-way" />
              <label className="grid gap-1 text-sm font-medium">
                Minutes away
                <select
                  name="minutes"
                  value={minutes}
                  onChange={(event) => setMinutes(event.target.value)}
                  className="h-12 rounded-md border border-slate-300 bg-white px-2 text-base dark:border-slate-600 dark:bg-slate-900"
                >
                  {ON_MY_WAY_MINUTES.map((value) => (
                    <option key={value} value={value}>
                      {value} min
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                disabled={busy}
                aria-label={`On my way: ${label}`}
                className={cn(buttonStyles("primary"), bigButton)}
              >
                On my way
              </button>
            </form>
          )}
          <div className="grid grid-cols-2 gap-2">
            {visit.startedAt === null ? (
              <StepForm step="start" primary={false} {...stepProps} />
            ) : (
              <span aria-hidden="true" />
            )}
            <StepForm step="complete" primary={visit.startedAt !== null} {...stepProps} />
          </div>
        </div>
      )}
      {message && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Complete this visit?"
        description={
          visit.estimateId === undefined
            ? "The visit is marked completed, and the customer is emailed a request for a review at 9:00 AM the next morning."
            : "The visit is marked completed. When it is the job's last visit still to do, the job is marked complete too: its completion invoice is made and the customer is asked for a review."
        }
        confirmLabel="Complete visit"
        busyLabel="Completing..."
        tone="primary"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          run.mutate("complete");
        }}
      />
    </div>
  );
}

/** "On my way: Sent at 9:05 AM (20 minutes)", "Started at 9:40 AM"; nothing before either. */
export function VisitStepState({ visit }: { visit: StepVisit }) {
  if (visit.onMyWayAt === null && visit.startedAt === null) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700 dark:text-slate-200">
      {visit.onMyWayAt !== null && (
        <li>
          On my way: {sentAtText(visit.onMyWayAt, visit.date)}
          {visit.onMyWayMinutes ? ` (${visit.onMyWayMinutes} minutes)` : ""}
        </li>
      )}
      {visit.startedAt !== null && <li>Started at {stepTime(visit.startedAt, visit.date)}</li>}
    </ul>
  );
}

const STEP_NAMES = { start: "Start visit", complete: "Complete visit" } as const;

/** One step's form: posted natively to the back office's page, or sent by the script (`onSubmit`). */
function StepForm({
  step,
  primary,
  bookingId,
  action,
  submit,
  busy,
  label,
}: {
  step: "start" | "complete";
  primary: boolean;
  bookingId: number;
  action: string;
  submit: (step: VisitStepName) => (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The visit, as the buttons' accessible names end ("Maria at 9:00 AM"). */
  label: string;
}) {
  return (
    <form method="post" action={action} onSubmit={submit(step)}>
      <input type="hidden" name="bookingId" value={bookingId} />
      <input type="hidden" name="step" value={step} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${STEP_NAMES[step]}: ${label}`}
        className={cn(buttonStyles(primary ? "primary" : "outline"), bigButton)}
      >
        {STEP_NAMES[step]}
      </button>
    </form>
  );
}
