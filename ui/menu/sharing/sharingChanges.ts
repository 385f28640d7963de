// Owns: the writes that change which menu a restaurant uses (PUT menu-v3/restaurants always sets
// a master's WHOLE list of sharing restaurants, domain/menu/menuSharing.ts). To stop sharing, the
// current master's list loses the restaurant; to share another restaurant's menu, that
// restaurant's list gains it (after stopping the current sharing). The server checks every rule
// (chains, cycles, other businesses) and its refusal is what the page shows.
import type { MenuSharingView } from "../../ports/menuSharingPort";

export interface SharingWrite {
  readonly masterId: string;
  readonly restaurantIds: ReadonlyArray<string>;
}

/** The restaurants sharing `masterId`'s menu as `view` sees them (none when it is not its group's master). */
export const sharersOf = (view: MenuSharingView, masterId: string): ReadonlyArray<string> =>
  view.masterRestaurantId === masterId ? view.restaurants.filter((r) => r.role === "SHARING").map((r) => r.id) : [];

/** The write that makes the restaurant of `view` use its own menu again, or null when it does. */
export const stopSharing = (view: MenuSharingView): SharingWrite | null =>
  view.masterRestaurantId === view.restaurantId
    ? null
    : { masterId: view.masterRestaurantId, restaurantIds: sharersOf(view, view.masterRestaurantId).filter((id) => id !== view.restaurantId) };

/** The write that adds the restaurant of `view` to the sharers of `master` (as `master`'s view sees them). */
export const startSharing = (view: MenuSharingView, master: MenuSharingView): SharingWrite => ({
  masterId: master.restaurantId,
  restaurantIds: [...sharersOf(master, master.restaurantId).filter((id) => id !== view.restaurantId), view.restaurantId],
});

/** Every other restaurant of the business, by name: the group's and the others. */
export const otherRestaurants = (view: MenuSharingView): ReadonlyArray<{ readonly id: string; readonly name: string }> =>
  [...view.restaurants.map(({ id, name }) => ({ id, name })), ...view.others]
    .filter((r) => r.id !== view.restaurantId)
    .sort((a, b) => a.name.localeCompare(b.name));
