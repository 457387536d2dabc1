import type { ReactNode } from "react";
import { VisitCalendarCallsContext } from "~/features/appointments/visit-calendar-calls";
import { visitCalendarCalls } from "~/features/booking/api";
import { QueryProvider } from "~/lib/query-client";

/**
 * What the pages about a customer's visits need around them: the query client, and the booking calendar's
 * calls, which the reschedule dialog asks its questions with.
 */
export function VisitCallsProvider({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <VisitCalendarCallsContext value={visitCalendarCalls}>{children}</VisitCalendarCallsContext>
    </QueryProvider>
  );
}
