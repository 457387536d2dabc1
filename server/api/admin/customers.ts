import { Router } from "express";
import { listAppointmentsForEmail } from "~/features/appointments/appointments.server";
import { readCustomerListQuery } from "~/features/customers/customer-list-query.server";
import { customerTexts, deleteCustomer, listCustomers } from "~/features/customers/customers.server";
import { customerEndpoints as endpoints } from "~/features/customers/endpoints";
import { invalid, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { serve } from "~server/api/serve";

/** /api/admin/customers: the list with its aggregates, one customer's history, and deletion. */
export function customersRouter(db: Db) {
  const router = Router();
  const base = "/api/admin";

  serve(router, base, endpoints.list, ({ query }) => {
    const { q, list } = readCustomerListQuery(query);
    return listCustomers(db, q, list);
  });

  serve(router, base, endpoints.history, ({ params }) => {
    const email = String(params.email);
    if (email.length > 254) throw invalid("Invalid email");
    return listAppointmentsForEmail(db, email);
  });

  serve(router, base, endpoints.texts, async ({ params }) => {
    const texts = await customerTexts(db, parseId(params.id, "customer id"));
    if (!texts) throw notFound("Customer not found");
    return texts;
  });

  serve(router, base, endpoints.remove, async ({ params }) => {
    if (!(await deleteCustomer(db, parseId(params.id, "customer id")))) throw notFound("Customer not found");
  });

  return router;
}
