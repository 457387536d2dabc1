import { AvailabilitySettings } from "~/features/availability/availability-settings";
import SettingsTab from "~/features/settings/settings-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import { EstimatesAndFeedSettings } from "./settings/estimates-and-feed";
import type { loadSectionData } from "./settings.server";

/**
 * The business settings, then the other features' own forms: opening hours and days off, the estimates'
 * defaults and the calendar feed.
 */
export default function SettingsSection({ data }: SectionProps<typeof loadSectionData>) {
  return (
    <SettingsTab settings={data.settings} textSending={data.textSending}>
      <AvailabilitySettings settings={data.visitSettings} daysOff={data.daysOff} />
      <EstimatesAndFeedSettings estimateDefaults={data.estimateDefaults} />
    </SettingsTab>
  );
}
