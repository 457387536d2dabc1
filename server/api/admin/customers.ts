import { Router } from "express";
import { listAppointmentsForEmail } from "~/features/appointments/appointments.server";
import { readCustomerListQuery } from "~/features/customers/customer-list-query.server";
import { deleteCustomer, listCustomers } from "~/features/customers/customers.server";
import { invalid, notFound } from "~/lib/domain-error";
import { parseId } from "~/lib/input";
import type { Db } from "~db/client.server";
import { queryOf } from "~server/api/input";

/** /api/admin/customers: the list with its aggregates, one customer's history, and deletion. */
export function customersRouter(db: Db) {
  const router = Router();

  router.get("/customers", async (req, res) => {
    const { q, list } = readCustomerListQuery(queryOf(req));
    res.json(await listCustomers(db, q, list));
  });

  router.get("/customers/:email/appointments", async (req, res) => {
    const email = String(req.params.email);
    if (email.length > 254) throw invalid("Invalid email");
    res.json(await listAppointmentsForEmail(db, email));
  });

  router.delete("/customers/:id", async (req, res) => {
    if (!(await deleteCustomer(db, parseId(req.params.id, "customer id"))))
      throw notFound("Customer not found");
    res.status(204).end();
  });

  return router;
}
