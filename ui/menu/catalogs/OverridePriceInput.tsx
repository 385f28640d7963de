// A price override cell of the catalog grid: empty means the master menu's price (shown as the
// placeholder); a typed price is read with the menu's price rules ('Min price is 0.00', 'Max 2
// decimal places'), and only a valid one reaches `onChange`.
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import type { Money } from "../../../domain/shared/money";
import { priceText, readPrice } from "../frame/priceText";
import styles from "../menu.module.css";

export interface OverridePriceInputProps {
  readonly label: string;
  /** The master menu's price, shown while the cell is empty. */
  readonly master: Money;
  readonly value: Money | null;
  readonly currency: string;
  readonly onChange: (price: Money | null) => void;
}

export const OverridePriceInput = ({ label, master, value, currency, onChange }: OverridePriceInputProps) => {
  const [text, setText] = useState(value === null ? "" : priceText(value));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <InputText
        className={styles.priceInput}
        value={text}
        inputMode="decimal"
        placeholder={priceText(master)}
        aria-label={label}
        invalid={problem !== null}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          if (typed.trim() === "") {
            setProblem(null);
            onChange(null);
            return;
          }
          const reading = readPrice(typed, currency);
          setProblem("problem" in reading ? reading.problem : null);
          if ("money" in reading) onChange(reading.money);
        }}
      />
      {problem === null ? null : (
        <small className="p-error" role="alert" style={{ display: "block" }}>
          {problem}
        </small>
      )}
    </div>
  );
};
