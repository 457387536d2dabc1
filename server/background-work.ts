/**
 * Work a request starts and does not wait for (the mail that follows a payment). The process keeps a
 * list of what is still running, so that a shutdown lets it finish before the database closes.
 */
export interface BackgroundWork {
  /** Starts the task; it must handle its own failures (a rejection is ignored here). */
  run(task: () => Promise<unknown>): void;
  /** Resolves once nothing is running, or after `timeoutMs`: false when something was still running. */
  settled(timeoutMs: number): Promise<boolean>;
}

export function backgroundWork(): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(task) {
      const promise: Promise<unknown> = task()
        .catch(() => {})
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const drained = (async () => {
        // A task may start another (a confirmation after a refund): wait until none is left.
        while (running.size > 0) await Promise.allSettled([...running]);
        return true;
      })();
      const done = await Promise.race([drained, timedOut]);
      clearTimeout(timer);
      return done;
    },
  };
}
