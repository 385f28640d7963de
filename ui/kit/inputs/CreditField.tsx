// The credit input (spec 1 §2; spec 2 credit: send, deduct, bundles): an amount of member credit
// in the business's country currency, typed as a decimal after the currency symbol, read exactly
// into Money at the country's decimals (domain/shared/countryMoney.ts; JPY has none).
// Decisions where the spec is silent: empty says 'Amount is required', zero or less 'Amount
// must be more than 0', a text that is no plain decimal 'Invalid amount', more decimals than the
// currency has 'Max {n} decimal places' (the price rule's wording); the Money (or null while the
// text is wrong) is handed up on every keystroke, the message shown once the field is left.
import { InputText } from "primereact/inputtext";
import { useId, useState } from "react";
import type { CountryConfig } from "../../../domain/shared/country";
import { countryMoneyFromText } from "../../../domain/shared/countryMoney";
import { countTextDecimals } from "../../../domain/shared/decimalString";
import type { Money } from "../../../domain/shared/money";
import { Field } from "../forms/Field";
import formStyles from "../forms/forms.module.css";

export const AMOUNT_REQUIRED = "Amount is required";
export const AMOUNT_NOT_POSITIVE = "Amount must be more than 0";
export const INVALID_AMOUNT = "Invalid amount";

/** The credit a text means in `country`, or the problem with it. */
export const readCredit = (text: string, country: CountryConfig): { readonly money: Money } | { readonly problem: string } => {
  const trimmed = text.trim();
  if (trimmed === "") return { problem: AMOUNT_REQUIRED };
  const decimals = countTextDecimals(trimmed);
  if (decimals === null) return { problem: INVALID_AMOUNT };
  if (decimals > country.decimals) return { problem: country.decimals === 0 ? "Whole amounts only" : `Max ${country.decimals} decimal places` };
  const money = countryMoneyFromText(trimmed, country);
  if (money === null) return { problem: INVALID_AMOUNT };
  return money.amount > 0 ? { money } : { problem: AMOUNT_NOT_POSITIVE };
};

export interface CreditFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (text: string, money: Money | null) => void;
  readonly country: CountryConfig;
  readonly error?: string | undefined;
}

export const CreditField = ({ label, value, onChange, country, error }: CreditFieldProps) => {
  const id = useId();
  const [left, setLeft] = useState(false);
  const read = readCredit(value, country);
  const shown = error ?? (left && "problem" in read ? read.problem : undefined);
  return (
    <Field id={id} label={label} error={shown}>
      <div className="p-inputgroup">
        <span className="p-inputgroup-addon">{country.currency.symbol}</span>
        <InputText
          id={id}
          inputMode="decimal"
          className={formStyles.control}
          value={value}
          invalid={shown !== undefined}
          onChange={(event) => {
            const next = readCredit(event.target.value, country);
            onChange(event.target.value, "money" in next ? next.money : null);
          }}
          onBlur={() => setLeft(true)}
        />
      </div>
    </Field>
  );
};
