// Owns: the currency a menu's new prices are in. Decision where the spec is silent: the menu
// document names no currency, so it is the currency of the prices it already holds (the first
// product's), else the default precision-2 zero price's (MYR).
import { ZERO_PRICE } from "../../../domain/menu/menuFields";
import type { MenuDocument } from "../../ports/menuPort";

export const menuCurrency = (document: MenuDocument): string => document.modules.product[0]?.price.currency ?? ZERO_PRICE.currency;

export const zeroPrice = (document: MenuDocument) => ({ ...ZERO_PRICE, currency: menuCurrency(document) });
