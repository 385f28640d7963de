// The licence order history (GET /admin/license-orders): newest first, overall or for one
// restaurant or one business, paged with a capped total.
import type { ReadModels } from "../../engine/projection";
import { LICENCE_ORDERS_TABLE } from "../licenceOrders.projection";
import type { LicenceOrder } from "../licenceOrderView";

export interface LicenceOrderFilter {
  readonly restaurantId?: string | undefined;
  readonly businessId?: string | undefined;
  readonly offset: number;
  readonly limit: number;
  readonly totalCap: number;
}

export const listLicenceOrders = async (readModels: ReadModels, filter: LicenceOrderFilter) => {
  const where = {
    ...(filter.restaurantId === undefined ? {} : { restaurantId: filter.restaurantId }),
    ...(filter.businessId === undefined ? {} : { businessId: filter.businessId }),
  };
  const { rows, total } = await readModels.list(LICENCE_ORDERS_TABLE, {
    where, orderBy: { field: "orderedAt", direction: "desc" }, offset: filter.offset, limit: filter.limit, totalCap: filter.totalCap,
  });
  return { resources: rows as unknown as ReadonlyArray<LicenceOrder>, totalResources: total };
};
