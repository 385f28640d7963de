// The menu manager's port (issue 16, spec 4 §7 "Menu v3"): what the menu screens need from the
// outside world, as types only. Every write answers the whole document (its new `_rev`), which the
// screens keep; a stale `_rev` is refused with 409.
import type { ImageFile } from "./imageFile";
import type { MenuDocument } from "../../domain/menu/menuResponse";
import type { MenuProductEntry, MenuProductKind, MenuProductPage } from "../../domain/menu/menuProductIndex";
import type { MenuOperation } from "../../domain/menu/menuChangeInput";
import type { MenuModule } from "../../domain/menu/menuModules";
import type { PosVersionState } from "../../domain/business/restaurantPosVersion";

export type { MenuDocument, MenuProductEntry, MenuProductKind, MenuProductPage };

/** A search of the business's menu products and categories (GET /businesses/{id}/menu-products). */
export interface MenuProductSearch {
  readonly search?: string;
  readonly kind?: MenuProductKind;
  /** Only these ids (naming stored ids); at most 200. */
  readonly ids?: ReadonlyArray<string>;
  readonly skip?: number;
  readonly limit?: number;
}

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
  /** Every restaurant's products and categories of a business, for pickers and names (issue 16 item 9). */
  /** The version the restaurant's till reported (null: unknown), for the POS gates' labels. */
  readonly readPosVersion: (restaurantId: string) => Promise<PosVersionState>;
  readonly findProducts: (businessId: string, search: MenuProductSearch) => Promise<MenuProductPage>;
  /** Stores a product's thumbnail image (PUT menu-v3/thumbnail); answers its address for `thumbnail`. */
  readonly uploadThumbnail: (restaurantId: string, file: ImageFile) => Promise<string>;
}
