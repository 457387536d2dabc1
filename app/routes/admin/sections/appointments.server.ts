import { appointmentSummary, listAdminAppointments } from "~/features/appointments/admin-appointments.server";
import { readAppointmentListQuery } from "~/features/appointments/appointment-list-query.server";
import type { Db } from "~db/client.server";

/** The list: the same query as GET /api/admin/appointments, read from the page's URL. */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { filters, list } = readAppointmentListQuery(params);
  const [page, summary] = await Promise.all([
    listAdminAppointments(db, filters, list),
    appointmentSummary(db),
  ]);
  return { page, summary };
}
