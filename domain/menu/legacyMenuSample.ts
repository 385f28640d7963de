// Owns: the sample legacy menu export the Migrate legacy menu page offers to download (issue 16
// item 7 "a downloadable template"): a small café menu in the exact shape `PUT menu-v3/migrate`
// accepts (legacyMigrationInput.ts LegacyMenuExport), built by decoding a few records through
// that Schema, so every legacy field is there with its default and the file cannot drift from
// what the route reads.
// Decisions where the spec is silent: the sample's ids are fixed 24-hex ids (a legacy export
// carries its document store's ids; fixed ids make migrating the sample twice create nothing the
// second time, as with any export); prices are in MYR, the demo's currency; every record is one
// the v3 rules accept on an empty menu (a test holds this), so a dry run shows it all created.
import { Schema } from "effect";
import { LegacyMenuExport } from "./legacyMigrationInput";

export const LEGACY_SAMPLE_FILE_NAME = "legacy-menu-sample.json";

const rm = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const DRINKS = "5a4d00000000000000000c01";
const FOOD = "5a4d00000000000000000c02";
const SUGAR = "5a4d00000000000000000a01";

const SAMPLE_RECORDS = {
  categories: [
    { _id: DRINKS, name: "Drinks", name2: "Minuman" },
    { _id: FOOD, name: "Food", name2: "Makanan" },
  ],
  addonGroups: [{
    _id: SUGAR, name: "Sugar level", min: 0, max: 1, type: "NORMAL",
    addons: [
      { _id: "5a4d00000000000000000a11", name: "Less sugar", price: rm(0) },
      { _id: "5a4d00000000000000000a12", name: "Extra sugar", price: rm(20) },
    ],
  }],
  products: [
    { _id: "5a4d00000000000000000e01", code: "S01", name: "Kopi O", name2: "Black coffee", price: rm(350), category: DRINKS, addonGroups: [SUGAR], description: "Robusta coffee, no milk" },
    { _id: "5a4d00000000000000000e02", code: "S02", name: "Teh Tarik", price: rm(400), category: DRINKS, addonGroups: [SUGAR] },
    { _id: "5a4d00000000000000000e03", code: "S03", name: "Nasi Lemak", price: rm(1200), category: FOOD, orderFrom: "POS_ONLY" },
  ],
};

/** The sample export, every legacy field present (defaults filled by the migration's Schema). */
export const legacyMenuSample = (): LegacyMenuExport => Schema.decodeUnknownSync(LegacyMenuExport)(SAMPLE_RECORDS);

/** The sample as the file the page downloads (JSON, indented for a person to read and edit). */
export const legacyMenuSampleJson = (): string => `${JSON.stringify(Schema.encodeSync(LegacyMenuExport)(legacyMenuSample()), null, 2)}\n`;
