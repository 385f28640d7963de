// Owns: the body of PUT /restaurants/{restaurantId}/menu-v3 (ARCHITECTURE §3, pinned):
// {_id, _rev, module, operation, data}, and the Schema its `data` decodes with: the module's
// item for create (id optional) and update (id required), `{id}` for delete.
// Decisions where the contract is silent: `_id` is accepted and not checked (the path names the
// menu); a missing module or operation answers 'Invalid module' / 'Invalid operation'.
import { Schema } from "effect";
import { withRevision } from "../business/revision";
import { boundedId, requiredId } from "../shared/inputBounds";
import { ITEM_SCHEMAS, MENU_MODULES, type MenuModule } from "./menuModules";

export const MENU_OPERATIONS = ["create", "update", "delete"] as const;
export type MenuOperation = (typeof MENU_OPERATIONS)[number];
export const ID_REQUIRED = "Id is required";

export const MenuChangeBody = withRevision({
  _id: Schema.optionalKey(boundedId()),
  module: Schema.Literals(MENU_MODULES).annotate({ message: "Invalid module" }).annotateKey({ messageMissingKey: "Invalid module" }),
  operation: Schema.Literals(MENU_OPERATIONS).annotate({ message: "Invalid operation" }).annotateKey({ messageMissingKey: "Invalid operation" }),
  data: Schema.Unknown,
});

const ItemRef = Schema.Struct({ id: requiredId(ID_REQUIRED) });

/** The Schema a change's `data` decodes with. */
export const changeDataSchema = (module: MenuModule, operation: MenuOperation): Schema.Codec<{ readonly id?: string }, unknown> => {
  switch (operation) {
    case "create": return ITEM_SCHEMAS[module] as unknown as Schema.Codec<{ readonly id?: string }, unknown>;
    case "update": return Schema.Struct({ ...ITEM_SCHEMAS[module].fields, id: requiredId(ID_REQUIRED) }) as unknown as Schema.Codec<{ readonly id?: string }, unknown>;
    case "delete": return ItemRef as unknown as Schema.Codec<{ readonly id?: string }, unknown>;
    default: {
      const unknown: never = operation;
      return unknown;
    }
  }
};

export const MasterCatalogSettingBody = withRevision({ inclusiveTaxes: Schema.Boolean });
