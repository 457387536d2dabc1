import {
  adminView,
  findChangeOrder,
  readChangeOrder,
} from "~/features/change-orders/change-order-rows.server";
import { listAllServices } from "~/features/services/admin-services.server";
import { businessToday } from "~/lib/dates";
import { idOf } from "~/lib/input";
import type { Db } from "~db/client.server";

/**
 * The change orders' part of the Jobs section, with a job open: the change order `changeOrder=<id>` opens
 * (as GET /api/admin/change-orders/{id} answers it; one of another job is none), and the catalog a new
 * change order's lines start from.
 */
export async function changeOrderData(db: Db, estimateId: number, changeOrderParam: string) {
  const [changeOrder, services] = await Promise.all([
    changeOrderOf(db, estimateId, changeOrderParam),
    listAllServices(db),
  ]);
  const catalog = services
    .filter((service) => service.isActive)
    .map(({ id, name, basePrice, priceUnit }) => ({ id, name, basePrice, priceUnit }));
  return { changeOrder, catalog };
}

async function changeOrderOf(db: Db, estimateId: number, param: string) {
  const id = idOf(param);
  const row = id === undefined ? undefined : await findChangeOrder(db, id);
  if (!row || row.estimateId !== estimateId) return null;
  return adminView(await readChangeOrder(db, row), businessToday());
}
