import type { ComponentProps } from "react";
import { CalendarFeedSection } from "~/features/calendar-feed/calendar-feed-section";
import { EstimateDefaultsForm } from "~/features/estimates/estimate-defaults-form";

type EstimateDefaults = ComponentProps<typeof EstimateDefaultsForm>["defaults"];

/** The estimates' defaults and the owner's calendar feed, under the business settings. */
export function EstimatesAndFeedSettings({ estimateDefaults }: { estimateDefaults: EstimateDefaults }) {
  return (
    <>
      <EstimateDefaultsForm defaults={estimateDefaults} />
      <CalendarFeedSection />
    </>
  );
}
