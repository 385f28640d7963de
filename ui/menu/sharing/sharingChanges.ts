// Owns: what the sharing page reads from a sharing view: who shares a master's menu and the
// business's other restaurants. The writes are the server's (PUT menu-v3/restaurants sets a
// master's whole list; PUT menu-v3/master switches the menu a restaurant uses in one change), and
// so are the rules (chains, cycles, other businesses): their refusal is what the page shows.
import type { MenuSharingView } from "../../ports/menuSharingPort";

/** The restaurants sharing `masterId`'s menu as `view` sees them (none when it is not its group's master). */
export const sharersOf = (view: MenuSharingView, masterId: string): ReadonlyArray<string> =>
  view.masterRestaurantId === masterId ? view.restaurants.filter((r) => r.role === "SHARING").map((r) => r.id) : [];

/** Every other restaurant of the business, by name: the group's and the others. */
export const otherRestaurants = (view: MenuSharingView): ReadonlyArray<{ readonly id: string; readonly name: string }> =>
  [...view.restaurants.map(({ id, name }) => ({ id, name })), ...view.others]
    .filter((r) => r.id !== view.restaurantId)
    .sort((a, b) => a.name.localeCompare(b.name));
