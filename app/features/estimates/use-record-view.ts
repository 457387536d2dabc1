/**
 * The estimate page tells the server it was seen (docs/estimates.md). Not its loader: crawlers, link
 * previews and prefetches make GETs too. A browser running the page's script posts once the page is on
 * screen (a prerendered or background tab waits until it is shown). Client-safe.
 */
import { useEffect } from "react";
import type { EstimateStatus } from "~/lib/vocabulary";
import { customerEstimateCalls } from "./customer-api";

export function useRecordView(token: string, status: EstimateStatus) {
  useEffect(() => {
    if (status !== "sent") return;
    let sent = false;
    const send = () => {
      if (sent || document.visibilityState !== "visible") return;
      sent = true;
      document.removeEventListener("visibilitychange", send);
      // Not recorded (offline, rate-limited): nothing the customer needs to know; an answer records it too.
      customerEstimateCalls.view({ params: { token } }).catch(() => {});
    };
    send();
    if (!sent) document.addEventListener("visibilitychange", send);
    return () => document.removeEventListener("visibilitychange", send);
  }, [token, status]);
}
