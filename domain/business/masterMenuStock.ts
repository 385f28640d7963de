// The fix-master-menu-stock group of a restaurant (spec 1 §7 `PUT /restaurants/{id}/fix-master-
// menu-stock`, spec 4 §"restaurant-level settings"; the body is not shown in either).
// Decision where the spec is silent: the group is one switch, `enable`: when on, the restaurant's
// stock is fixed to its business's master menu (the restaurant sells from the master menu's
// stock counts rather than keeping its own), which the menu and stock area reads; off (the
// default, null until first written) means the restaurant keeps its own stock.
import { Schema } from "effect";

export const MasterMenuStockInput = Schema.Struct({ enable: Schema.Boolean });
export type MasterMenuStockInput = typeof MasterMenuStockInput.Type;
