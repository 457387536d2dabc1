/** The owner's alert choices, set through the Settings API as the back office saves them. */
import { ALL_ALERTS_ON, type OwnerAlertSettings } from "~/features/settings/owner-alerts";
import type { Client } from "./browser-like-client";

/** Every alert on except those given; the rest of the settings as they are. */
export async function setOwnerAlerts(admin: Client, alerts: Partial<OwnerAlertSettings>) {
  const current = (await (await admin.fetch("/api/admin/contact-info")).json()) as object;
  const res = await admin.post("/api/admin/contact-info", {
    ...current,
    alerts: { ...ALL_ALERTS_ON, ...alerts },
  });
  if (res.status !== 200) throw new Error(`saving the alerts: ${res.status} ${await res.text()}`);
}
