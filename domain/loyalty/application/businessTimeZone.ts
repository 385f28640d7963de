// The time zone a business's loyalty dates are read in (title and free credit expiry, the credit
// report's date range). Decision where the spec is silent: a business has no time zone of its
// own, so it is the time zone of its first restaurant (by creation) that set one in its
// restaurant-setting group, else Malaysia's (the default country, spec 1 §9).
import { DEFAULT_TIME_ZONE } from "../../business/orderingHours";
import { RESTAURANTS_TABLE } from "../../business/restaurants.projection";
import type { ReadModels, Row } from "../../engine/projection";

const zoneOf = (row: Row): string | null => {
  const setting = (row.settings as Row | undefined)?.["restaurant-setting"] as Row | null | undefined;
  return typeof setting?.timeZone === "string" ? setting.timeZone : null;
};

export const businessTimeZone = async (readModels: ReadModels, businessId: string): Promise<string> => {
  const { rows } = await readModels.list(RESTAURANTS_TABLE, { where: { businessId }, orderBy: { field: "createdAt", direction: "asc" } });
  for (const row of rows) {
    const zone = zoneOf(row);
    if (zone !== null) return zone;
  }
  return DEFAULT_TIME_ZONE;
};
