import { useCallback, useEffect, useState } from "react";
import { businessToday } from "~/lib/dates";
import { isCalendarDate } from "~/lib/text-fields";
import { fetchAvailability, type DayAvailability } from "./api";

/**
 * The chosen day's slots, fetched again whenever the day changes (or `refresh` is called after the server
 * refused a slot). A failed fetch leaves every slot offered: the server still refuses a taken one.
 */
export function useAvailability(date: string) {
  const [availability, setAvailability] = useState<DayAvailability>();
  const [version, setVersion] = useState(0);
  // The request last answered; while the current one is not, the day's slots are being checked.
  const [answered, setAnswered] = useState("");
  const fetchable = isCalendarDate(date) && date >= businessToday();
  const request = `${date}#${version}`;

  useEffect(() => {
    if (!fetchable) return;
    let current = true;
    fetchAvailability(date)
      .then((answer) => current && setAvailability(answer))
      .catch(() => current && setAvailability(undefined))
      .finally(() => current && setAnswered(request));
    return () => {
      current = false;
    };
  }, [date, fetchable, request]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { availability, loading: fetchable && answered !== request, refresh };
}
