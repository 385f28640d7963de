// The menu sharing page's port (spec 4 §7 `GET|PUT menu-v3/restaurants`): the group of restaurants
// whose menu a restaurant uses, setting which restaurants share a master's menu and switching the
// menu a restaurant uses (`PUT menu-v3/master`), as types
// only. The view is the server's response Schema's type (domain/menu/menuSharingResponse.ts).
import type { MenuSharingView } from "../../domain/menu/menuSharingResponse";

export type { MenuSharingView };

export interface MenuSharingPort {
  readonly read: (restaurantId: string) => Promise<MenuSharingView>;
  /** Sets the whole list of restaurants sharing `masterId`'s menu, on the business's sharing `rev`. */
  readonly set: (masterId: string, restaurantIds: ReadonlyArray<string>, rev: number) => Promise<MenuSharingView>;
  /** Makes `restaurantId` use `masterId`'s menu (itself: its own) in one change, on the business's sharing `rev`. */
  readonly switchTo: (restaurantId: string, masterId: string, rev: number) => Promise<MenuSharingView>;
}
