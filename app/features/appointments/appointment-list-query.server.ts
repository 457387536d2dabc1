import { invalid } from "~/lib/domain-error";
import { paramOneOf, paramText, parseListParams } from "~/lib/list-query";
import { isCalendarDate } from "~/lib/text-fields";
import { APPOINTMENT_STATUSES } from "~/lib/vocabulary";
import { APPOINTMENT_SORTS } from "./admin-appointments.server";

/** The appointments list's URL (status, from, to, q, sort, page): the API's query and the tab's URL alike. */
export function readAppointmentListQuery(params: URLSearchParams) {
  const list = parseListParams(params, APPOINTMENT_SORTS, "-date");
  const status = paramOneOf(params, "status", APPOINTMENT_STATUSES);
  const [from, to] = [paramText(params, "from"), paramText(params, "to")];
  if (from && !isCalendarDate(from)) throw invalid("Invalid from date");
  if (to && !isCalendarDate(to)) throw invalid("Invalid to date");
  const q = paramText(params, "q").slice(0, 100);
  return { filters: { status, from, to, q }, list };
}
