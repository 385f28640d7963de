// The UI's menu port over HTTP (client rooted at /api/v2): the menu v3 calls of spec 4 §7 under
// /restaurants/{restaurantId}/menu-v3 (ARCHITECTURE §3, pinned). Every answer is the whole document,
// decoded strictly with domain/menu/menuResponse.ts; and the business's menu products for the
// pickers (GET /businesses/{businessId}/menu-products), decoded with MenuProductPage; the till's
// POS version (GET .../menu-v3/pos-version) for the POS gates' labels. Ids in a
// path are URI-encoded.
import { decodeMenuDocument } from "../../domain/menu/menuResponse";
import { type MenuProductKind, decodeMenuProductPage } from "../../domain/menu/menuProductIndex";
import type { MenuOperation } from "../../domain/menu/menuChangeInput";
import type { MenuModule } from "../../domain/menu/menuModules";
import { decodePosVersion } from "../../domain/business/restaurantPosVersion";
import type { ApiClient } from "./apiClient";

interface Change {
  readonly restaurantId: string;
  readonly rev: number;
  readonly module: MenuModule;
  readonly operation: MenuOperation;
  readonly data: object;
}

interface ProductSearch {
  readonly search?: string;
  readonly kind?: MenuProductKind;
  readonly ids?: ReadonlyArray<string>;
  readonly skip?: number;
  readonly limit?: number;
}

const productQuery = ({ search, kind, ids, skip, limit }: ProductSearch): string => {
  const query = new URLSearchParams();
  if (search !== undefined && search !== "") query.set("search", search);
  if (kind !== undefined) query.set("kind", kind);
  if (ids !== undefined) query.set("ids", ids.join(","));
  if (skip !== undefined) query.set("skip", String(skip));
  if (limit !== undefined) query.set("limit", String(limit));
  const text = query.toString();
  return text === "" ? "" : `?${text}`;
};

const menuOf = (restaurantId: string): string => `/restaurants/${encodeURIComponent(restaurantId)}/menu-v3`;

export const createHttpMenu = (client: ApiClient) => ({
  readMenu: async (restaurantId: string) => decodeMenuDocument(await client.request<unknown>("GET", menuOf(restaurantId))),
  changeMenu: async ({ restaurantId, rev, module, operation, data }: Change) =>
    decodeMenuDocument(await client.request<unknown>("PUT", menuOf(restaurantId), { _rev: rev, module, operation, data })),
  setInclusiveTaxes: async (restaurantId: string, inclusiveTaxes: boolean, rev: number) =>
    decodeMenuDocument(await client.request<unknown>("PUT", `${menuOf(restaurantId)}/master-catalog-setting`, { inclusiveTaxes, _rev: rev })),
  readPosVersion: async (restaurantId: string) => decodePosVersion(await client.request<unknown>("GET", `${menuOf(restaurantId)}/pos-version`)),
  findProducts: async (businessId: string, search: ProductSearch) =>
    decodeMenuProductPage(await client.request<unknown>("GET", `/businesses/${encodeURIComponent(businessId)}/menu-products${productQuery(search)}`)),
  uploadThumbnail: async (restaurantId: string, file: { readonly contentType: string; readonly bytes: Blob }) =>
    (await client.upload<{ readonly url: string }>("PUT", `${menuOf(restaurantId)}/thumbnail`, file.bytes, file.contentType)).url,
});
