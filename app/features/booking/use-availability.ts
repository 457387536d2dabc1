import { useCallback, useEffect, useState } from "react";
import { businessToday } from "~/lib/dates";
import { isCalendarDate } from "~/lib/text-fields";
import { fetchAvailability, fetchBookingWindow, type DayAvailability } from "./api";
import type { BookingWindow } from "./booking.schema";

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

/**
 * The calendar's window (first and last bookable dates, and which days have a free slot), fetched once the
 * page runs, and again with `refresh` (after the server refused a slot). Undefined until known or when the
 * fetch failed: the calendar then offers every day from today on, and the server has the last word.
 */
export function useBookingWindow() {
  const [dates, setDates] = useState<BookingWindow>();
  const [version, setVersion] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    fetchBookingWindow()
      .then((answer) => current && setDates(answer))
      .catch(() => current && setDates(undefined))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [version]);

  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { dates, loading, refresh };
}
