/** The customers' endpoints (app/lib/endpoint.ts): the back office's list, one customer's history, deletion. */
import { z } from "zod";
import { endpoint, noAnswer, pageOf } from "~/lib/endpoint";
import { APPOINTMENT_STATUSES } from "~/lib/vocabulary";
import { adminCustomer, customerTexts } from "./customer";

/**
 * One of a customer's appointments, as the appointments' API answers an appointment (whose fields the
 * appointments feature describes): the history panel reads these.
 */
export const historyItem = z.looseObject({
  id: z.number(),
  service: z.looseObject({ name: z.string() }),
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  estimatedCost: z.string(),
});

export const customerEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/admin/customers",
    access: "admin",
    output: pageOf(adminCustomer),
  }),
  /** One customer's appointments (by their email, in any case), newest visit first. */
  history: endpoint({
    method: "GET",
    path: "/api/admin/customers/:email/appointments",
    access: "admin",
    output: z.array(historyItem),
  }),
  /** Their consent to texts (where it stands, and each ask and withdrawal) and the texts sent and received. */
  texts: endpoint({
    method: "GET",
    path: "/api/admin/customers/:id/texts",
    access: "admin",
    output: customerTexts,
  }),
  /** The customer, their account and their appointments. */
  remove: endpoint({
    method: "DELETE",
    path: "/api/admin/customers/:id",
    access: "admin",
    output: noAnswer,
    status: 204,
  }),
};

export type HistoryItem = z.infer<typeof historyItem>;
