// Owns: the field shapes every menu module item shares (spec 4 §3, §5, §9): ids, names, the
// money of a price, the ordering channel, and how a missing key takes its default.
// Decisions where the spec is silent:
// - A menu price is the shared Money (integer minor units + precision, default precision 2).
//   The spec's price rule maps onto it: a negative amount answers 'Min price is 0.00', a
//   precision above 2 'Max 2 decimal places', above MAX_PRICE 'Max price is 999999999.99'.
// - Item ids are any safe id (letters, digits, `-`, `_`, at most 64); a create without an id
//   gets a 24-hex object id from the application layer.
// - Lists inside an item are bounded (MENU_LIST_LIMIT), a module's list by MENU_MODULE_LIMIT.
import { Effect, Schema } from "effect";
import { MAX_PRICE, MAX_PRICE_DECIMALS_MESSAGE, MAX_PRICE_MESSAGE, MIN_PRICE_MESSAGE, PRICE_DECIMALS, requiredTrimmedText } from "../shared/fieldRules";
import { boundedId, boundedList, boundedTrimmedText, multiLineText } from "../shared/inputBounds";
import { Money } from "../shared/money";

export const NAME_REQUIRED = "Name is required";
export const MENU_LIST_LIMIT = 500;
/** Spec 4 §9: document search default limit 5000. */
export const MENU_MODULE_LIMIT = 5_000;
/** The largest quantity, measure or ratio an item may name. */
export const MAX_QUANTITY = 1_000_000;
export const INVALID_QUANTITY = "Invalid quantity";

/** A quantity above 0 (or at least 0 when `zero`), at most MAX_QUANTITY. */
export const Quantity = (zero: boolean) =>
  Schema.Finite.check(
    zero ? Schema.isGreaterThanOrEqualTo(0, { message: INVALID_QUANTITY }) : Schema.isGreaterThan(0, { message: INVALID_QUANTITY }),
    Schema.isLessThanOrEqualTo(MAX_QUANTITY, { message: INVALID_QUANTITY }),
  );

/** A key that may be missing: decoded to `value` then. */
export const withDefault = <S extends Schema.Top>(schema: S, value: S["Encoded"]) =>
  schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));

export const MenuId = boundedId();
/** The id of an item: optional on create (the application gives a 24-hex one). */
export const ItemId = Schema.optionalKey(MenuId);
export const IdList = (items: string) => withDefault(boundedList(MenuId, MENU_LIST_LIMIT, items), []);

export const ItemName = requiredTrimmedText(NAME_REQUIRED);
export const OptionalText = (label: string) => withDefault(boundedTrimmedText(label), "");
export const LongText = (label: string) => withDefault(multiLineText(label), "");

const priceProblem = (m: Money): string | true => {
  if (m.amount < 0) return MIN_PRICE_MESSAGE;
  if (m.precision > PRICE_DECIMALS) return MAX_PRICE_DECIMALS_MESSAGE;
  return m.amount / 10 ** m.precision > MAX_PRICE ? MAX_PRICE_MESSAGE : true;
};

/** A price: Money at least 0, at most 2 decimals. */
export const MenuPrice = Money.check(Schema.makeFilter(priceProblem));
export type MenuPrice = typeof MenuPrice.Type;
export const ZERO_PRICE: MenuPrice = { amount: 0, precision: 2, currency: "MYR" };
export const OptionalPrice = withDefault(Schema.NullOr(MenuPrice), null);

/** Who may order an item (spec 4 §3 "Ordering channel values"), most restrictive first. */
export const ORDER_FROM = ["NONE", "POS_ONLY", "ALL"] as const;
export const OrderFrom = Schema.Literals(ORDER_FROM);
export type OrderFrom = typeof OrderFrom.Type;

export const InventoryBinding = Schema.Struct({
  type: Schema.Literals(["SKU", "RECIPE"]),
  id: MenuId,
  quantity: withDefault(Quantity(true), 1),
  /** A measurement of the SKU's or recipe's unit, or null for the unit itself. */
  measurement: withDefault(Schema.NullOr(MenuId), null),
});
export type InventoryBinding = typeof InventoryBinding.Type;
export const InventoryBindings = withDefault(boundedList(InventoryBinding, MENU_LIST_LIMIT, "inventory bindings"), []);
