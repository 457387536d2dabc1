import type { ReactNode } from "react";
import { useRevalidator } from "react-router";
import { JobMediaPanel } from "~/features/job-media/job-media-panel";
import type { AdminMediaView } from "~/features/job-media/job-media-view";
import { JobMediaSlotContext } from "~/features/jobs/job-media-slot";

/**
 * Hands the job page its notes and photos (the job-media feature's panel, docs/job-media.md), with the data
 * the section read for the job open; a write reads the page again.
 */
export function JobMedia({ media, children }: { media: AdminMediaView | null; children: ReactNode }) {
  const revalidator = useRevalidator();
  const slot = (job: { estimateId: number }) =>
    media && media.estimateId === job.estimateId ? (
      <JobMediaPanel media={media} onChanged={() => void revalidator.revalidate()} />
    ) : null;
  return <JobMediaSlotContext.Provider value={slot}>{children}</JobMediaSlotContext.Provider>;
}
