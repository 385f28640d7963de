// Owns: the unit of measure item (spec 4 §3, §9): name, abbrev, precision (default 4) and its
// measurements.
// Decision where the spec is silent: a measurement is a named quantity of the unit (`value`
// base units, e.g. "Cup" = 250 of "ml"), referenced by id from inventory bindings and SKUs.
import { Schema } from "effect";
import { boundedList } from "../shared/inputBounds";
import { ItemId, ItemName, MENU_LIST_LIMIT, MenuId, OptionalText, Quantity, withDefault } from "./menuFields";

export const DEFAULT_UNIT_PRECISION = 4;

export const Measurement = Schema.Struct({
  id: MenuId,
  name: ItemName,
  value: withDefault(Quantity(false), 1),
});
export type Measurement = typeof Measurement.Type;

export const Unit = Schema.Struct({
  id: ItemId,
  name: ItemName,
  abbrev: OptionalText("Abbrev"),
  precision: withDefault(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 6 }, { message: "Invalid precision" })), DEFAULT_UNIT_PRECISION),
  measurements: withDefault(boundedList(Measurement, MENU_LIST_LIMIT, "measurements"), []),
});
export type Unit = typeof Unit.Type & { readonly id: string };
