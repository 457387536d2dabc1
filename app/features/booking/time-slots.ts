import { formatTime12h } from "~/lib/dates";
import { TIME_SLOTS, type Availability } from "./booking.schema";

export interface SlotOption {
  time: string;
  label: string;
  available: boolean;
}

/**
 * The time select's options in 12-hour labels. Once the day's availability is known: the slots of that
 * day's opening hours only (none on a closed day), taken or past ones marked unavailable. Until then every
 * hourly slot is offered; the server has the last word.
 */
export function slotOptions(date: string, availability: Availability | undefined): SlotOption[] {
  const known = availability?.date === date ? availability : undefined;
  const slots = known?.slots ?? TIME_SLOTS.map((time) => ({ time, available: true }));
  return slots.map(({ time, available }) => {
    const label = formatTime12h(time);
    return { time, available, label: available ? label : `${label} (unavailable)` };
  });
}
