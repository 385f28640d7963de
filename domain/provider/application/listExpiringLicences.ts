// The Expiring soon view (GET /admin/license-orders/expiring): restaurants whose licence ends
// within 30 days in their time zone, or ended within the last 30 (flagged), soonest end first
// (licenceExpiry.ts). Read from the restaurants read model's indexed `licenceExpiresAt` over a
// window a day wider on each side than any zone can shift a day, then kept by the day rule.
// Decision where the spec is silent: the window holds at most MAX_EXPIRING rows (more than the
// provider renews in two months); paging is over that list.
import type { Temporal } from "temporal-polyfill";
import { BUSINESSES_TABLE } from "../../business/businesses.projection";
import { restaurantCountry } from "../../business/restaurantCountry";
import { RESTAURANTS_TABLE, licenceExpiryOf } from "../../business/restaurants.projection";
import type { ReadModels, Row } from "../../engine/projection";
import { ENDED_SHOWN_DAYS, EXPIRING_SOON_DAYS, daysLeft, expiryDayIn, expiryState, isInExpiringView } from "../licenceExpiry";
import type { ExpiringLicence } from "../licenceOrderView";
import { restaurantTimeZone } from "../restaurantTimeZone";

export const MAX_EXPIRING = 1_000;
const DAY_HOURS = 24;

export const listExpiringLicences = async (
  readModels: ReadModels,
  now: Temporal.Instant,
  page: { readonly offset: number; readonly limit: number },
) => {
  const from = now.subtract({ hours: (ENDED_SHOWN_DAYS + 2) * DAY_HOURS }).toString();
  const to = now.add({ hours: (EXPIRING_SOON_DAYS + 2) * DAY_HOURS }).toString();
  const { rows } = await readModels.list(RESTAURANTS_TABLE, {
    range: { field: "licenceExpiresAt", from, to }, orderBy: { field: "licenceExpiresAt", direction: "asc" }, limit: MAX_EXPIRING, totalCap: 0,
  });
  const kept = rows.flatMap((row) => {
    const expiredAt = licenceExpiryOf(row);
    const timeZone = restaurantTimeZone(row as Parameters<typeof restaurantTimeZone>[0]);
    return expiredAt !== null && isInExpiringView(expiredAt, now, timeZone) ? [{ row, expiredAt, timeZone }] : [];
  });
  const shown = kept.slice(page.offset, page.offset + page.limit);
  const businessNames = new Map<string, Promise<string>>();
  const businessName = (businessId: string) => {
    const known = businessNames.get(businessId) ?? readModels.get(BUSINESSES_TABLE, businessId).then((b) => String(b?.name ?? ""));
    businessNames.set(businessId, known);
    return known;
  };
  const resources = await Promise.all(shown.map(async ({ row, expiredAt, timeZone }): Promise<ExpiringLicence> => {
    const left = daysLeft(expiredAt, now, timeZone);
    const license = (row.settings as Row | undefined)?.license as { readonly features?: ReadonlyArray<string> } | null | undefined;
    return {
      restaurantId: String(row.id),
      restaurantName: String(row.name ?? ""),
      businessId: String(row.businessId),
      businessName: await businessName(String(row.businessId)),
      country: restaurantCountry(row as Parameters<typeof restaurantCountry>[0]),
      timeZone,
      expiredAt,
      expiresOn: expiryDayIn(expiredAt, timeZone).toString(),
      daysLeft: left,
      ended: expiryState(expiredAt, now, timeZone) === "expired",
      features: [...(license?.features ?? [])],
    };
  }));
  return { resources, totalResources: kept.length };
};
