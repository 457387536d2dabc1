/**
 * Hears, on a connection of its own, the jobs that transactions announced as they committed
 * (app/lib/queue/enqueue-in-transaction.server.ts), and hands each to `onJob`, which queues it. Announcements
 * sent while the connection is down are lost (the queues that use them have a scheduled sweep); the
 * connection is made again with a growing delay (server/channel-listener.ts).
 */
import { announcedJobOf, type AnnouncedJob } from "~/lib/queue/enqueue-in-transaction.server";
import { QUEUED_IN_TRANSACTION_CHANNEL } from "~/lib/queue/job-catalog";
import { listenOnChannel, type ChannelListener } from "~server/channel-listener";
import type { Logger } from "~server/logger";

export type QueuedJobsListener = ChannelListener;

export function listenForQueuedJobs({
  url,
  logger,
  onJob,
}: {
  url: string;
  logger: Logger;
  onJob(job: AnnouncedJob): Promise<void>;
}): QueuedJobsListener {
  return listenOnChannel({
    url,
    channel: QUEUED_IN_TRANSACTION_CHANNEL,
    logger,
    applicationName: "jobs listener",
    messages: {
      lost: "job queue: not hearing jobs queued in transactions",
      back: "job queue: hearing jobs queued in transactions again",
    },
    onNotification: (payload) => {
      const job = announcedJobOf(payload);
      if (!job) {
        logger.warn("job queue: an announcement that is not a job was ignored");
        return;
      }
      onJob(job).catch((err: unknown) =>
        // The job's data is never logged; the queue's sweep finds what was not queued.
        logger.error({ err, job: job.name }, "job queue: an announced job could not be queued"),
      );
    },
  });
}
