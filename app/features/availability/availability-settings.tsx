/** The Settings tab's sections on when visits may be booked, composed by the admin route. Client-safe. */
import type { DayOffRow, VisitSettingsAnswer } from "./admin-endpoints";
import { DaysOffSection } from "./days-off-section";
import { OpeningHoursForm } from "./opening-hours-form";

export function AvailabilitySettings({
  settings,
  daysOff,
}: {
  settings: VisitSettingsAnswer;
  daysOff: DayOffRow[];
}) {
  return (
    <div className="space-y-6">
      <OpeningHoursForm settings={settings} />
      <DaysOffSection daysOff={daysOff} />
    </div>
  );
}
