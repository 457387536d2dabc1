import { formatTime12h } from "~/lib/dates";
import { TIME_SLOTS, type Availability } from "./booking.schema";

export interface SlotOption {
  time: string;
  label: string;
  available: boolean;
}

/**
 * The time select's options: the nine hourly slots in 12-hour labels, taken or past ones
 * marked unavailable when the day's availability is known. Until then every slot is offered; the server
 * has the last word.
 */
export function slotOptions(date: string, availability: Availability | undefined): SlotOption[] {
  const known = availability?.date === date ? availability : undefined;
  return TIME_SLOTS.map((time) => {
    const available = known?.slots.find((slot) => slot.time === time)?.available ?? true;
    const label = formatTime12h(time);
    return { time, available, label: available ? label : `${label} (unavailable)` };
  });
}
