/**
 * A customer's page (an estimate, an invoice) tells the server it was seen. Not its loader: mail scanners,
 * link previews and prefetches make GETs too. A browser running the page's script posts once the page is on
 * screen (a prerendered or background tab waits until it is shown), once per page. Client-safe.
 */
import { useEffect, useRef } from "react";

/**
 * Calls `record(token)` the first time the page is visible; a null token records nothing (a page whose
 * record does not change by being seen).
 */
export function useRecordView(token: string | null, record: (token: string) => Promise<unknown>) {
  // The latest call, read when the page shows: a caller's new function on each render must not post again.
  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
  });
  useEffect(() => {
    if (token === null) return;
    let sent = false;
    const send = () => {
      if (sent || document.visibilityState !== "visible") return;
      sent = true;
      document.removeEventListener("visibilitychange", send);
      // Not recorded (offline, rate-limited): nothing the customer needs to know.
      latest.current(token).catch(() => {});
    };
    send();
    if (!sent) document.addEventListener("visibilitychange", send);
    return () => document.removeEventListener("visibilitychange", send);
  }, [token]);
}
