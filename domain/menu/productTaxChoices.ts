// Owns: which taxes a product's `taxes` may name, and their names (issue 16 item 3, "no raw ids").
// Decision where the spec is silent: the menu has no tax entity (spec 4 §3 lists `taxes` on a
// product and nothing else), while a restaurant's accounting setting (spec 1 §3) lists the taxes
// its bills charge, each a tax system (MY_SST, SG_GST...) with its rate. So a product's tax is
// named by its tax system's code, the one thing the server knows for every tax: the choices are
// the restaurant's accounting taxes ('Malaysia SST 6%'); when the restaurant charges none, or its
// settings cannot be read by the user (a menu-only team member), every tax system the server knows
// ('Malaysia SST'). A stored code known to neither shows as 'Unknown tax {code}' so it can be
// seen and removed.
import { TAX_SYSTEMS, isTaxSystemCode } from "../shared/taxSystem";
import { type Percentage, formatPercentage } from "../shared/percentage";

export interface ChargedTax {
  readonly systemCode: string;
  readonly rate: Percentage;
}

export interface TaxChoice {
  readonly id: string;
  readonly name: string;
}

const systemName = (code: string): string | null => (isTaxSystemCode(code) ? TAX_SYSTEMS[code].name : null);

const chargedName = (tax: ChargedTax): string => `${systemName(tax.systemCode) ?? tax.systemCode} ${Number(formatPercentage(tax.rate))}%`;

/** The taxes a product may name: the charged ones (or every system), then unknown stored codes. */
export const productTaxChoices = (charged: ReadonlyArray<ChargedTax> | null, stored: ReadonlyArray<string>): ReadonlyArray<TaxChoice> => {
  const offered: ReadonlyArray<TaxChoice> =
    charged === null || charged.length === 0
      ? Object.entries(TAX_SYSTEMS).map(([id, system]) => ({ id, name: system.name }))
      : charged.filter((tax, index) => charged.findIndex((t) => t.systemCode === tax.systemCode) === index).map((tax) => ({ id: tax.systemCode, name: chargedName(tax) }));
  const unknown = stored.filter((code) => !offered.some((choice) => choice.id === code)).map((code) => ({ id: code, name: systemName(code) ?? `Unknown tax ${code}` }));
  return [...offered, ...unknown];
};
