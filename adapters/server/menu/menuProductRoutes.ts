// The business's menu products and categories for the marketing pickers, receipts and member
// stats (issue 16 item 9; spec 4 silent on the path), beside menuRoutes.ts:
//   GET /businesses/{businessId}/menu-products ?search&skip&limit&kind&ids
//     → {resources:[{kind, id, name, code, restaurantId, restaurantName, productIds}], pagination}
// Decisions where the spec is silent (module comment of domain/menu/menuProductIndex.ts for the
// index itself):
// - Promotions and vouchers are business-scoped and menus per restaurant, so this one route
//   answers every restaurant's menu of the business; its response Schema is MenuProductPage.
// - Who may ask: whoever may edit the business's promotions or vouchers (manage Promotion or
//   Voucher, the marketing rights), read its menus (read Menu), or see its members' stats (read
//   Membership). Others who may read the business get 403; a business the caller may not read
//   answers 404 'Business not found'.
// - `kind` is `product` or `category` ('Invalid kind'); `ids` is a comma-separated list of at most
//   200 ids ('At most 200 ids'), used to name stored ids; pages of 20 by default, at most 1000.
import type { FastifyInstance } from "fastify";
import { Schema } from "effect";
import { canIn } from "../../../domain/auth/abilityChecks";
import { businessMenuProducts } from "../../../domain/menu/application/businessMenuProducts";
import { MENU_PRODUCT_KINDS, MenuProductPage, findMenuProducts } from "../../../domain/menu/menuProductIndex";
import { forbidUnless, readableBusiness } from "../business/access";
import { callerOf } from "../business/caller";
import { pageOf } from "../business/paging";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";

type ByBusiness = { Params: { businessId: string } };

export const INVALID_KIND = "Invalid kind";
export const MAX_LOOKUP_IDS = 200;
export const TOO_MANY_IDS = `At most ${MAX_LOOKUP_IDS} ids`;

const ProductQuery = Schema.Struct({
  kind: Schema.optionalKey(Schema.Literals(MENU_PRODUCT_KINDS).annotate({ message: INVALID_KIND })),
  ids: Schema.optionalKey(Schema.String.check(Schema.makeFilter((text: string) => text.split(",").length <= MAX_LOOKUP_IDS || TOO_MANY_IDS))),
});

const encodePage = Schema.encodeSync(MenuProductPage);

export const menuProductRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;

  app.get<ByBusiness>("/businesses/:businessId/menu-products", async (request) => {
    const caller = await callerOf(request, engine);
    const business = await readableBusiness(caller, request.params.businessId);
    const businessId = String(business.id);
    const ability = caller.user.ability;
    forbidUnless(
      canIn(ability, "manage", "Promotion", businessId) ||
        canIn(ability, "manage", "Voucher", businessId) ||
        canIn(ability, "read", "Menu", businessId) ||
        canIn(ability, "read", "Membership", businessId),
    );
    const page = pageOf(request.query ?? {});
    const { kind, ids } = decodeBody(ProductQuery, request.query ?? {});
    const wanted = ids === undefined ? [] : ids.split(",").map((id) => id.trim()).filter((id) => id !== "");
    const entries = await businessMenuProducts(engine, businessId);
    const found = findMenuProducts(entries, { search: page.search, kind: kind ?? null, ids: wanted, offset: page.offset, limit: page.limit });
    return success(encodePage(found));
  });
};
