import { readCustomerListQuery } from "~/features/customers/customer-list-query.server";
import { listCustomers } from "~/features/customers/customers.server";
import type { Db } from "~db/client.server";

/** The search (`q`) and the page, as GET /api/admin/customers reads them. */
export async function loadSectionData(db: Db, params: URLSearchParams) {
  const { q, list } = readCustomerListQuery(params);
  return { page: await listCustomers(db, q, list) };
}
