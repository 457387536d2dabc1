import { Router } from "express";
import { appointmentsForEmail } from "../../../app/features/appointments/admin-appointments.server";
import { CUSTOMER_SORTS } from "../../../app/features/customers/customer";
import { deleteCustomer, listCustomers } from "../../../app/features/customers/customers.server";
import type { Db } from "../../../db/client.server";
import { badRequest, notFound, parseId } from "../http-error";
import { parseListQuery, queryText } from "./list-query";

/** /api/admin/customers: the list with its aggregates, one customer's history, and deletion. */
export function customersRouter(db: Db) {
  const router = Router();

  router.get("/customers", async (req, res) => {
    const list = parseListQuery(req, CUSTOMER_SORTS, "-createdAt");
    res.json(await listCustomers(db, queryText(req, "q").slice(0, 100), list));
  });

  router.get("/customers/:email/appointments", async (req, res) => {
    const email = String(req.params.email);
    if (email.length > 254) throw badRequest("Invalid email");
    res.json(await appointmentsForEmail(db, email));
  });

  router.delete("/customers/:id", async (req, res) => {
    if (!(await deleteCustomer(db, parseId(req.params.id, "customer id"))))
      throw notFound("Customer not found");
    res.status(204).end();
  });

  return router;
}
