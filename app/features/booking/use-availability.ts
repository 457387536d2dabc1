import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "~/lib/api-client";
import { businessToday } from "~/lib/dates";
import { isCalendarDate } from "~/lib/text-fields";
import type { Availability } from "./booking.schema";

/**
 * The chosen day's slots, fetched again whenever the day changes (or `refresh` is called after the server
 * refused a slot). A failed fetch leaves every slot offered: the server still refuses a taken one.
 */
export function useAvailability(date: string) {
  const [availability, setAvailability] = useState<Availability>();
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!isCalendarDate(date) || date < businessToday()) return;
    let current = true;
    setLoading(true);
    apiRequest<Availability>("GET", `/api/availability?date=${encodeURIComponent(date)}`)
      .then((answer) => current && setAvailability(answer))
      .catch(() => current && setAvailability(undefined))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [date, version]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { availability, loading, refresh };
}
