/**
 * The alerts the owner may get by mail, one checkbox each in the back office's Settings (docs/mail.md). All
 * are on until the owner turns one off. Client-safe: the form and the mail jobs read the same list.
 */
import { z } from "zod";

export const OWNER_ALERTS = [
  { name: "quoteRequests", label: "A new quote request" },
  { name: "messages", label: "A new message" },
  { name: "bookings", label: "A booking confirmed (paid, or nothing to pay)" },
  { name: "visitChanges", label: "A visit rescheduled or cancelled by its customer" },
  { name: "estimateViews", label: "An estimate opened by its customer for the first time" },
  { name: "reviews", label: "A review waiting for approval" },
] as const;

export type OwnerAlertName = (typeof OWNER_ALERTS)[number]["name"];
export type OwnerAlertSettings = Record<OwnerAlertName, boolean>;

const ALERT_NAMES = OWNER_ALERTS.map((alert) => alert.name);

/** Every alert on: the demo's and a new site's choice. */
export const ALL_ALERTS_ON = Object.fromEntries(
  ALERT_NAMES.map((name) => [name, true]),
) as OwnerAlertSettings;

const ALERTS_MESSAGE = "Each alert is on (true) or off (false)";

/** The Settings form's alerts: every kind, each true or false. */
export const ownerAlertsSchema = z.object(
  Object.fromEntries(ALERT_NAMES.map((name) => [name, z.boolean({ error: ALERTS_MESSAGE })])) as Record<
    OwnerAlertName,
    z.ZodBoolean
  >,
  { error: ALERTS_MESSAGE },
);
