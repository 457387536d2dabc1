/**
 * The Settings tab's "Calendar feed": the secret address that Google Calendar or Apple Calendar subscribes
 * to, with a Copy button, and "Regenerate link", which revokes the old address after a confirmation.
 * Client-safe.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useToast } from "~/components/ui/toast";
import { calendarFeedCalls, calendarFeedKey } from "./api";

export function CalendarFeedSection() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: () => calendarFeedCalls.address() });
  const rotate = useMutation({
    mutationFn: () => calendarFeedCalls.rotate(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarFeedKey, fresh);
      setConfirming(false);
      toast({ title: "New calendar link made", description: "The old link no longer works." });
    },
    onError: () => {
      setConfirming(false);
      toast({
        title: "Error",
        description: "Failed to make a new link. Please try again.",
        variant: "destructive",
      });
    },
  });

  async function copy() {
    const url = feed.data?.url;
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied" });
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for the keyboard's copy.
      input.current?.select();
      toast({ title: "Press Ctrl+C (or ⌘C) to copy the selected link" });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        Every upcoming visit, in your own calendar. In Google Calendar choose Other calendars, then From URL;
        in Apple Calendar choose File, then New Calendar Subscription; and paste this link. Keep it private:
        anyone with the link sees your customers&apos; names and phone numbers.
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-url`} className="block text-sm font-medium">
          Subscription link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-url`}
            ref={input}
            readOnly
            aria-describedby={`${id}-hint`}
            value={feed.data?.url ?? (feed.isError ? "" : "Loading...")}
            onFocus={(event) => event.currentTarget.select()}
            className="block h-10 w-full rounded-md border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
          />
          <button
            type="button"
            onClick={() => void copy()}
            disabled={!feed.data}
            className={buttonStyles("outline")}
          >
            Copy
          </button>
        </div>
        {feed.isError && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            The calendar link could not be loaded. Please reload the page.
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        disabled={!feed.data}
        className={buttonStyles("outline")}
      >
        Regenerate link
      </button>
      <ConfirmDialog
        open={confirming}
        title="Make a new calendar link?"
        description="The current link stops working at once: calendars subscribed to it stop updating until you subscribe them to the new link."
        confirmLabel="Regenerate link"
        busyLabel="Regenerating..."
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
