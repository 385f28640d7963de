// The bundle's price-with-tax preview (spec 2 §4 "Bundle tax: charged when price exceeds credit
// value and the company has a tax registration", §9 "inclusive taxes are not added to the
// total"), from domain/loyalty/bundleTax.ts as the values are typed.
import type { BundleTax } from "../../../domain/loyalty/bundleTax";
import { type Money, toDecimalString } from "../../../domain/shared/money";
import styles from "./store.module.css";

export const moneyText = (money: Money): string => `${money.currency} ${toDecimalString(money)}`;

export const TaxPreview = ({ tax }: { readonly tax: BundleTax | null }) => (
  <section className={styles.preview} aria-label="Price with tax">
    {tax === null ? (
      <span>Price with tax: -</span>
    ) : (
      <>
        <div className={styles.previewLine}>
          <span>Taxable</span>
          <span>{moneyText(tax.taxable)}</span>
        </div>
        {tax.taxTotals.map((line, index) => (
          <div key={`${line.key}-${index}`} className={styles.previewLine}>
            <span>{line.inclusive ? `${line.key} (inclusive)` : line.key}</span>
            <span>{moneyText(line.amount)}</span>
          </div>
        ))}
        <div className={`${styles.previewLine} ${styles.previewTotal}`}>
          <span>Price with tax</span>
          <span>{moneyText(tax.priceWithTaxes)}</span>
        </div>
      </>
    )}
  </section>
);
