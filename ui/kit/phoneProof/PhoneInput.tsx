// The phone input with its country prefix dropdown (spec 1 §2): MY +60 or SG +65 beside the
// number. It reports the composed number (phoneNumber.ts) on every keystroke; with `validate`,
// leaving a non-empty field that is not a valid number shows the spec's message under it
// ('Invalid phone no', or 'Invalid country code' for another country's number).
// The prefix dropdown names its trigger and its hidden select 'Country prefix' (axe: a button and
// a select need an accessible name).
// Decision: the prefix and the typed text are this input's own state, seeded from the number the
// flow already holds (coming back to a step shows what was typed).
import { Dropdown } from "primereact/dropdown";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import { checkPhone, type PhoneCountryCode } from "../../../domain/shared/phone";
import { CountryFlag } from "../CountryFlag";
import { FieldError } from "./FieldError";
import { PHONE_PREFIXES, composePhone, splitPhone } from "./phoneNumber";
import styles from "./PhoneInput.module.css";

export interface PhoneInputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (phoneNumber: string) => void;
  readonly validate?: boolean;
  readonly autoFocus?: boolean;
  readonly error?: string | undefined;
}

const Prefix = ({ country }: { readonly country: PhoneCountryCode }) => (
  <span className={styles.prefix}>
    <CountryFlag code={country} />
    {PHONE_PREFIXES.find((prefix) => prefix.country === country)?.callingCode}
  </span>
);

export const PhoneInput = ({ id, value, onChange, validate = false, autoFocus = false, error }: PhoneInputProps) => {
  const [initial] = useState(() => splitPhone(value));
  const [prefix, setPrefix] = useState<PhoneCountryCode>(initial.prefix);
  const [text, setText] = useState(initial.text);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (nextText: string, nextPrefix: PhoneCountryCode) => {
    setText(nextText);
    setPrefix(nextPrefix);
    setProblem(null);
    onChange(composePhone(nextText, nextPrefix));
  };
  const message = error ?? problem ?? undefined;
  return (
    <>
      <div className={styles.field}>
        <Dropdown
          value={prefix}
          options={PHONE_PREFIXES.map(({ country, callingCode }) => ({ label: callingCode, value: country }))}
          onChange={(event) => change(text, event.value as PhoneCountryCode)}
          valueTemplate={(option: { value: PhoneCountryCode } | null) => <Prefix country={option?.value ?? prefix} />}
          itemTemplate={(option: { value: PhoneCountryCode }) => <Prefix country={option.value} />}
          aria-label="Country prefix"
          ariaLabel="Country prefix"
          pt={{ select: { "aria-label": "Country prefix" } }}
          className={styles.prefixDropdown}
        />
        <InputText
          id={id}
          value={text}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          invalid={message !== undefined}
          onChange={(event) => change(event.target.value, prefix)}
          onBlur={() => {
            if (validate && text.trim() !== "") setProblem(checkPhone(text, prefix));
          }}
          className={styles.number}
        />
      </div>
      <FieldError message={message} />
    </>
  );
};
