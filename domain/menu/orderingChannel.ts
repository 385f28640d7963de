// Owns: who may order an item (spec 4 §3-4): the ordering channel NONE < POS_ONLY < ALL, the
// effective channel of an add-on (the most restrictive of the add-on and its product), and
// visibility in the customer app (hidden when POS_ONLY or NONE).
import { ORDER_FROM, type OrderFrom } from "./menuFields";

const rank = (orderFrom: OrderFrom): number => ORDER_FROM.indexOf(orderFrom);

export const mostRestrictive = (a: OrderFrom, b: OrderFrom): OrderFrom => (rank(a) <= rank(b) ? a : b);

/** An add-on's effective channel: its own, narrowed by the product it sells (if any). */
export const addonOrderFrom = (addon: OrderFrom, product: OrderFrom | undefined): OrderFrom =>
  product === undefined ? addon : mostRestrictive(addon, product);

export const hiddenInCustomerApp = (orderFrom: OrderFrom): boolean => orderFrom !== "ALL";
