// The sample bill of a dry run (sampleBill.ts): the restaurant (any, or one of the business),
// the day and time the rules read (empty: now), the currency, and the lines with their menu
// product (picked by name), price and quantity (a missing price is marked 'Price is required'); 'Add line' and a
// remove button per line. The currency is a choice of the supported currencies.
import { Button } from "primereact/button";
import { InputNumber } from "primereact/inputnumber";
import { SelectField } from "../../kit/forms/SelectField";
import { ProductSearchField } from "../../kit/pickers/ProductSearchField";
import type { RestaurantChoice } from "../../kit/pickers/RestaurantChecklist";
import { DateField } from "../../kit/dates/DateField";
import { TimeField } from "../../kit/inputs/TimeField";
import wizardStyles from "../../kit/voucherWizard/wizard.module.css";
import styles from "./dryRun.module.css";
import { SAMPLE_CURRENCIES, type SampleBill, type SampleLine, linePriceProblems, newSampleLine } from "./sampleBill";

const ANY = "any";

const LineRow = ({ line, index, problem, onChange, onRemove }: {
  readonly line: SampleLine;
  readonly index: number;
  readonly problem: string | undefined;
  readonly onChange: (line: SampleLine) => void;
  readonly onRemove: () => void;
}) => {
  const n = index + 1;
  return (
    <li className={styles.line}>
      <ProductSearchField
        className={styles.product}
        label={`Line ${n} product`}
        productId={line.productId}
        onPick={(product) => onChange({ ...line, productId: product?.id ?? "" })}
      />
      <InputNumber className={styles.cell} inputClassName={styles.cell} aria-label={`Line ${n} price`} placeholder="Price" invalid={problem !== undefined} aria-invalid={problem !== undefined} aria-errormessage={problem === undefined ? undefined : `line-${n}-price-problem`} value={line.price} minFractionDigits={0} maxFractionDigits={2} min={0} useGrouping={false} onChange={(event) => onChange({ ...line, price: event.value ?? null })} onValueChange={(event) => onChange({ ...line, price: event.value ?? null })} />
      <InputNumber className={styles.cell} inputClassName={styles.cell} aria-label={`Line ${n} quantity`} placeholder="Qty" value={line.quantity} min={1} useGrouping={false} onValueChange={(event) => onChange({ ...line, quantity: event.value ?? null })} />
      <Button icon="pi pi-times" text rounded severity="danger" aria-label={`Remove line ${n}`} onClick={onRemove} />
      {problem === undefined ? null : (
        <small id={`line-${n}-price-problem`} className={styles.problem}>
          Line {n}: {problem}
        </small>
      )}
    </li>
  );
};

export interface SampleBillFormProps {
  readonly bill: SampleBill;
  readonly restaurants: ReadonlyArray<RestaurantChoice>;
  readonly onChange: (bill: SampleBill) => void;
}

export const SampleBillForm = ({ bill, restaurants, onChange }: SampleBillFormProps) => {
  const problems = linePriceProblems(bill);
  return (
    <>
      <div className={wizardStyles.grid}>
        <SelectField
          label="Restaurant"
          value={bill.restaurantId ?? ANY}
          options={[{ label: "Any restaurant", value: ANY }, ...restaurants.map((r) => ({ label: r.name, value: r.id }))]}
          onChange={(value) => onChange({ ...bill, restaurantId: value === ANY ? null : value })}
        />
        <SelectField
          label="Currency"
          value={bill.currency}
          options={SAMPLE_CURRENCIES.map((code) => ({ label: code, value: code }))}
          onChange={(currency) => onChange({ ...bill, currency })}
        />
        <DateField label="Day" optional value={bill.date} onChange={(date) => onChange({ ...bill, date })} />
        <TimeField label="Time" value={bill.time} onChange={(time) => onChange({ ...bill, time })} />
      </div>
      <div className={styles.lineHead} aria-hidden>
        <span>Product</span>
        <span>Price</span>
        <span>Quantity</span>
      </div>
      <ul className={styles.lines} aria-label="Bill lines">
        {bill.lines.map((line, index) => (
          <LineRow
            key={index}
            line={line}
            index={index}
            problem={problems[index]}
            onChange={(next) => onChange({ ...bill, lines: bill.lines.map((l, i) => (i === index ? next : l)) })}
            onRemove={() => onChange({ ...bill, lines: bill.lines.filter((_, i) => i !== index) })}
          />
        ))}
      </ul>
      <Button type="button" label="Add line" icon="pi pi-plus" text className={styles.add} onClick={() => onChange({ ...bill, lines: [...bill.lines, newSampleLine(null)] })} />
    </>
  );
};
