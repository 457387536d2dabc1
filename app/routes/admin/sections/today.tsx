import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { adminAppointmentCalls } from "~/features/appointments/api";
import type { Appointment } from "~/features/appointments/appointment";
import { AppointmentDetailsDialog } from "~/features/appointments/appointment-details-dialog";
import { JobMediaPanel } from "~/features/job-media/job-media-panel";
import AdminTodayTab, { type VisitDetailsProps } from "~/features/today/admin-today-tab";
import type { SectionProps } from "~/routes/admin/section-props";
import type { loadSectionData } from "./today.server";

/**
 * The Today section: the today feature's day and week, a visit's details in the appointments' dialog, and the
 * notes and photos of the visit opened on the day's list in the job-media feature's panel.
 */
export default function TodaySection({ data }: SectionProps<typeof loadSectionData>) {
  const { media, ...week } = data;
  const revalidator = useRevalidator();
  return (
    <AdminTodayTab
      {...week}
      visitDetails={(props) => <VisitDetails {...props} />}
      visitMedia={
        media
          ? {
              bookingId: media.bookingId,
              panel: <JobMediaPanel media={media.view} onChanged={() => void revalidator.revalidate()} />,
            }
          : undefined
      }
    />
  );
}

/** The appointment the week calendar opened, read as the Appointments section reads it, in its dialog. */
function VisitDetails({ appointmentId, onClose, onChanged }: VisitDetailsProps) {
  const { toast } = useToast();
  // A refund answers the appointment as it then is: the dialog shows that one.
  const [updated, setUpdated] = useState<Appointment | null>(null);
  const read = useQuery({
    queryKey: ["admin", "appointments", appointmentId],
    queryFn: () => adminAppointmentCalls.get({ params: { id: appointmentId! } }),
    enabled: appointmentId !== null,
    staleTime: 0,
  });
  useEffect(() => setUpdated(null), [appointmentId]);
  useEffect(() => {
    if (!read.isError || appointmentId === null) return;
    toast({
      title: "Error",
      description: "Failed to load the visit's details. Please try again.",
      variant: "destructive",
    });
    onClose();
  }, [read.isError, appointmentId, toast, onClose]);
  const shown = appointmentId === null ? null : (updated ?? read.data ?? null);
  return (
    <AppointmentDetailsDialog
      appointment={shown?.id === appointmentId ? shown : null}
      onClose={onClose}
      onUpdated={(appointment) => {
        setUpdated(appointment);
        onChanged();
      }}
    />
  );
}
