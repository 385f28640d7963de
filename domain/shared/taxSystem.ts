// Owns: the tax systems a company or catalogue can charge (spec 1 §3 "Malaysia SST, Singapore
// and Australia GST, Philippines, Thailand, Vietnam and Indonesia VAT, other SERVICE_CHARGE";
// spec 2 §9 "Tax codes SST, VAT, GST"), the tax setting {systemCode, taxCode}, the inclusive
// flags {systemCode, inclusive}, and the company rule "entering a tax ID with no tax-inclusive
// settings initialises them; clearing the tax ID empties them" (spec 1 §5).
// Decisions (spec silent):
// - A system code is "<country>_<tax code>" (MY_SST, SG_GST, ...); "other" is SERVICE_CHARGE.
// - Japan (a supported country with no listed system) charges consumption tax, a VAT: JP_VAT.
// - Initialised inclusive settings hold the company country's system, not inclusive (prices
//   are entered before tax unless the owner says otherwise).
// - Rates are not in the spec: they belong to each tax setting, not to the system.
import { Schema } from "effect";

export const TAX_CODES = ["SST", "GST", "VAT", "SERVICE_CHARGE"] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export const TAX_SYSTEMS = {
  MY_SST: { name: "Malaysia SST", country: "MY", taxCode: "SST" },
  SG_GST: { name: "Singapore GST", country: "SG", taxCode: "GST" },
  AU_GST: { name: "Australia GST", country: "AU", taxCode: "GST" },
  PH_VAT: { name: "Philippines VAT", country: "PH", taxCode: "VAT" },
  TH_VAT: { name: "Thailand VAT", country: "TH", taxCode: "VAT" },
  VN_VAT: { name: "Vietnam VAT", country: "VN", taxCode: "VAT" },
  ID_VAT: { name: "Indonesia VAT", country: "ID", taxCode: "VAT" },
  JP_VAT: { name: "Japan consumption tax", country: "JP", taxCode: "VAT" },
  SERVICE_CHARGE: { name: "Service charge", country: null, taxCode: "SERVICE_CHARGE" },
} as const satisfies Record<string, { name: string; country: string | null; taxCode: TaxCode }>;

export type TaxSystemCode = keyof typeof TAX_SYSTEMS;
export const TAX_SYSTEM_CODES = Object.keys(TAX_SYSTEMS) as ReadonlyArray<TaxSystemCode>;

export const isTaxSystemCode = (code: string): code is TaxSystemCode => Object.hasOwn(TAX_SYSTEMS, code);

export const TaxSystemCodeSchema = Schema.Literals(TAX_SYSTEM_CODES);

export const TaxSetting = Schema.Struct({
  systemCode: TaxSystemCodeSchema,
  taxCode: Schema.Literals(TAX_CODES),
});
export type TaxSetting = typeof TaxSetting.Type;

export const InclusiveTax = Schema.Struct({ systemCode: TaxSystemCodeSchema, inclusive: Schema.Boolean });
export type InclusiveTax = typeof InclusiveTax.Type;

/** The tax code a system charges (MY_SST -> SST). */
export const taxCodeOf = (systemCode: TaxSystemCode): TaxCode => TAX_SYSTEMS[systemCode].taxCode;

/** Whether a tax setting is coherent: its tax code is the one its system charges. */
export const isConsistentTaxSetting = (setting: TaxSetting): boolean =>
  taxCodeOf(setting.systemCode) === setting.taxCode;

/**
 * The company's inclusive-tax settings after its tax ID changed (spec 1 §5): an empty tax ID
 * empties them; a tax ID with none initialises them for `countrySystem`; otherwise unchanged.
 */
export const inclusiveTaxesAfterTaxIdChange = (
  taxId: string,
  current: ReadonlyArray<InclusiveTax>,
  countrySystem: TaxSystemCode,
): ReadonlyArray<InclusiveTax> => {
  if (taxId.trim() === "") return [];
  if (current.length === 0) return [{ systemCode: countrySystem, inclusive: false }];
  return current;
};
