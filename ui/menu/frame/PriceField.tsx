// A menu price input (spec 4 §5): typed as text with 2 decimals, read by priceText.ts. A valid
// price reaches the form at once; text that cannot be a price ('Min price is 0.00', 'Max 2 decimal
// places', 'Invalid price') is shown under the field and reported to the dialog, which keeps
// Save from sending it. `nullable` fields (delivery price, cost, overrides) may be left empty.
import { InputText } from "primereact/inputtext";
import { useEffect, useId, useRef, useState } from "react";
import type { Money } from "../../../domain/shared/money";
import { Field } from "../../kit/forms/Field";
import formStyles from "../../kit/forms/forms.module.css";
import { priceText, readPrice } from "./priceText";

interface PriceFieldBase {
  readonly label: string;
  readonly currency: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  /** Where the dialog files this field's own problem (its dotted path). */
  readonly report: (problem: string | null) => void;
}

type PriceFieldProps = PriceFieldBase &
  (
    | { readonly nullable?: false; readonly value: Money; readonly onChange: (value: Money) => void }
    | { readonly nullable: true; readonly value: Money | null; readonly onChange: (value: Money | null) => void }
  );

export const PriceField = (props: PriceFieldProps) => {
  const id = useId();
  const [text, setText] = useState(props.value === null ? "" : priceText(props.value));
  const [problem, setProblem] = useState<string | null>(null);
  const reportRef = useRef(props.report);
  reportRef.current = props.report;
  const report = (found: string | null) => reportRef.current(found);
  // A field that leaves the form (a removed row) takes its problem with it.
  useEffect(() => () => reportRef.current(null), []);
  const type = (next: string) => {
    setText(next);
    if (props.nullable === true && next.trim() === "") {
      setProblem(null);
      report(null);
      props.onChange(null);
      return;
    }
    const reading = readPrice(next, props.currency);
    const found = "problem" in reading ? reading.problem : null;
    setProblem(found);
    report(found);
    if ("money" in reading) props.onChange(reading.money);
  };
  return (
    <Field id={id} label={props.label} error={problem ?? props.error} hint={props.hint} optional={props.nullable === true}>
      <InputText
        id={id}
        className={formStyles.control}
        value={text}
        inputMode="decimal"
        invalid={(problem ?? props.error) !== undefined && (problem ?? props.error) !== null}
        onChange={(event) => type(event.target.value)}
      />
    </Field>
  );
};
