// Owns: the body and the answer of PUT /restaurants/{id}/menu-v3/migrate (spec 4 §7, payload not
// shown; the plan in legacyMigration.ts): {categories, addonGroups, products, dryRun?, _rev?} with
// each record in the legacy shape and its `_id` required; the answer counts what was created per
// module and lists every skipped record with its reason.
import { Schema } from "effect";
import { withRevision } from "../business/revision";
import { boundedList, requiredId } from "../shared/inputBounds";
import { LegacyAddonGroup, LegacyCategory, LegacyProduct } from "./legacyMenu";
import { MENU_MODULE_LIMIT, withDefault } from "./menuFields";
import { ID_REQUIRED } from "./menuChangeInput";

const withRequiredId = <F extends Schema.Struct.Fields & { readonly _id: Schema.Top }>({ _id: _optional, ...fields }: F) =>
  Schema.Struct({ ...(fields as Omit<F, "_id">), _id: requiredId(ID_REQUIRED) });
const records = <S extends Schema.Top>(schema: S, items: string) =>
  withDefault(boundedList(schema, MENU_MODULE_LIMIT, items), []);

export const MigrateBody = withRevision({
  categories: records(withRequiredId(LegacyCategory.fields), "categories"),
  addonGroups: records(withRequiredId(LegacyAddonGroup.fields), "add-on groups"),
  products: records(withRequiredId(LegacyProduct.fields), "products"),
  dryRun: Schema.optionalKey(Schema.Boolean),
});

export const MigrationReport = Schema.Struct({
  created: Schema.Struct({ category: Schema.Int, addonGroup: Schema.Int, product: Schema.Int }),
  skipped: Schema.Array(Schema.Struct({ module: Schema.String, _id: Schema.String, name: Schema.String, reason: Schema.String })),
  records: Schema.Int,
  _rev: Schema.Int,
  applied: Schema.Boolean,
});
export type MigrationReport = typeof MigrationReport.Type;

/** A legacy menu as the legacy server exported it: the body's records, without the options. */
export const LegacyMenuExport = Schema.Struct({
  categories: MigrateBody.fields.categories,
  addonGroups: MigrateBody.fields.addonGroups,
  products: MigrateBody.fields.products,
});
export type LegacyMenuExport = typeof LegacyMenuExport.Type;
