// The menu manager's port (issue 16, spec 4 §7 "Menu v3"): what the menu screens need from the
// outside world, as types only. Every write answers the whole document (its new `_rev`), which the
// screens keep; a stale `_rev` is refused with 409.
import type { MenuDocument } from "../../domain/menu/menuResponse";
import type { MenuOperation } from "../../domain/menu/menuChangeInput";
import type { MenuModule } from "../../domain/menu/menuModules";

export type { MenuDocument };

export interface MenuChangeRequest {
  readonly restaurantId: string;
  /** The `_rev` of the document the change was made on. */
  readonly rev: number;
  readonly module: MenuModule;
  readonly operation: MenuOperation;
  /** The item (create, update) or `{ id }` (delete). */
  readonly data: object;
}

export interface MenuPort {
  readonly readMenu: (restaurantId: string) => Promise<MenuDocument>;
  readonly changeMenu: (change: MenuChangeRequest) => Promise<MenuDocument>;
  readonly setInclusiveTaxes: (restaurantId: string, inclusiveTaxes: boolean, rev: number) => Promise<MenuDocument>;
}
