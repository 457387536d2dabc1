/** The owner's alert choices as the settings row stores them: a boolean column per kind. */
import type { businessSettings } from "~db/schema";
import type { OwnerAlertName, OwnerAlertSettings } from "./owner-alerts";

type SettingsRow = typeof businessSettings.$inferSelect;

const COLUMNS = {
  quoteRequests: "alertQuoteRequests",
  messages: "alertMessages",
  bookings: "alertBookings",
  visitChanges: "alertVisitChanges",
  estimateViews: "alertEstimateViews",
  reviews: "alertReviews",
} as const satisfies Record<OwnerAlertName, keyof SettingsRow>;

type AlertColumn = (typeof COLUMNS)[OwnerAlertName];

export function alertsOf(row: Pick<SettingsRow, AlertColumn>): OwnerAlertSettings {
  const entries = Object.entries(COLUMNS).map(([name, column]) => [name, row[column]]);
  return Object.fromEntries(entries) as OwnerAlertSettings;
}

export function alertColumns(alerts: OwnerAlertSettings): Pick<SettingsRow, AlertColumn> {
  const entries = Object.entries(COLUMNS).map(([name, column]) => [column, alerts[name as OwnerAlertName]]);
  return Object.fromEntries(entries) as Pick<SettingsRow, AlertColumn>;
}

/** Whether the owner wants this alert; a site without settings has no address to send it to anyway. */
export const alertIsOn = (row: Pick<SettingsRow, AlertColumn>, name: OwnerAlertName) => row[COLUMNS[name]];
