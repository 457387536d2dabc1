/**
 * Queuing the mail a flow owes about a record (an estimate, a change order): a job stored once under its key,
 * so the answer does not wait for the mail. A mail that could not be queued is logged, never thrown: the
 * record's state stands, the mail is what is lost, and the log says which.
 */
import type { JobName, JobPayloads } from "~/lib/queue/job-catalog";
import type { PaymentFlowDeps } from "./payment-flow-deps";

export type MailQueue = Pick<PaymentFlowDeps, "jobs" | "logger">;

export async function queueMail<N extends JobName>(
  { jobs, logger }: MailQueue,
  name: N,
  data: JobPayloads[N],
  key: string,
  /** The record the mail is about, as the log names it ("estimate", { estimateId }). */
  about: { record: string; ids: Record<string, number> },
) {
  try {
    await jobs.enqueue(name, data, { key });
  } catch (err) {
    logger.error({ err, ...about.ids, job: name }, `${about.record} mail could not be queued`);
  }
}
