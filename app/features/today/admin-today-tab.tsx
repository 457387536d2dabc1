/**
 * The Today section (docs/today.md): on a phone the day's visits as cards, one thumb's reach; on a desktop
 * the week's visits as a calendar, where a visit opens its details and one still to come can be moved. Both
 * come with the page and which one shows is the stylesheet's choice (the `lg` breakpoint), so nothing moves
 * once the page is drawn. A visit's details are another feature's dialog: the section draws them
 * (`visitDetails`). Client-safe.
 */
import { useState, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { DayVisits } from "./day-visits";
import { MoveVisitDialog } from "./move-visit-dialog";
import type { TodayVisit, WeekView } from "./today-view";
import { WeekCalendar } from "./week-calendar";

/** What the section draws for the visit the week calendar opened. */
export interface VisitDetailsProps {
  /** The visit's first appointment; null while none is open. */
  appointmentId: number | null;
  onClose: () => void;
  /** Something changed on it (a refund): the section reads its data again. */
  onChanged: () => void;
}

export interface TodayTabProps extends WeekView {
  /** The business's today. */
  today: string;
  visitDetails: (props: VisitDetailsProps) => ReactNode;
  /** The notes and photos of the visit opened on the day's list (`visit=`), another feature's panel. */
  visitMedia?: { bookingId: number; panel: ReactNode };
}

export default function AdminTodayTab({
  date,
  from,
  today,
  visits,
  visitDetails,
  visitMedia,
}: TodayTabProps) {
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const [opened, setOpened] = useState<number | null>(null);
  const [moving, setMoving] = useState<TodayVisit | null>(null);
  return (
    <>
      <div className="lg:hidden">
        <DayVisits date={date} today={today} visits={visits} onChanged={refresh} visitMedia={visitMedia} />
      </div>
      <div className="hidden lg:block">
        <WeekCalendar
          date={date}
          from={from}
          today={today}
          visits={visits}
          onOpen={(visit) => setOpened(visit.appointmentId)}
          onMove={setMoving}
        />
      </div>
      {visitDetails({ appointmentId: opened, onClose: () => setOpened(null), onChanged: refresh })}
      <MoveVisitDialog
        visit={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          refresh();
        }}
      />
    </>
  );
}
