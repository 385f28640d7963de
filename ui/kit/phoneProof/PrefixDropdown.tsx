// The phone input's country prefix dropdown (spec 1 §2): PrimeReact's Dropdown of MY +60 and SG
// +65, each with its flag. A chunk of its own (the Dropdown and its virtual scroller are about
// 17 KB gzip) that PhoneInput draws in place of its stand-in once the user reaches for the prefix
// or starts typing (issue 14, initial JS).
// Its trigger and hidden select are named 'Country prefix' (axe: a button and a select need an
// accessible name). Asked to (`takeOver`), it takes the focus and opens as it arrives, for the
// click or key that made it load.
import { Dropdown } from "primereact/dropdown";
import { useEffect, useRef } from "react";
import type { PhoneCountryCode } from "../../../domain/shared/phone";
import { PHONE_PREFIXES } from "./phonePrefixes";
import { PrefixLabel } from "./PrefixLabel";
import styles from "./PhoneInput.module.css";

export interface PrefixDropdownProps {
  readonly prefix: PhoneCountryCode;
  readonly onChange: (prefix: PhoneCountryCode) => void;
  readonly takeOver: "focus" | "open" | null;
}

const OPTIONS = PHONE_PREFIXES.map(({ country, callingCode }) => ({ label: callingCode, value: country }));

export const PrefixDropdown = ({ prefix, onChange, takeOver }: PrefixDropdownProps) => {
  const dropdown = useRef<Dropdown>(null);
  useEffect(() => {
    if (takeOver !== null) dropdown.current?.focus();
    if (takeOver === "open") dropdown.current?.show();
    // Only as it arrives.
  }, []);
  return (
    <Dropdown
      ref={dropdown}
      value={prefix}
      options={OPTIONS}
      onChange={(event) => onChange(event.value as PhoneCountryCode)}
      valueTemplate={(option: { value: PhoneCountryCode } | null) => <PrefixLabel country={option?.value ?? prefix} />}
      itemTemplate={(option: { value: PhoneCountryCode }) => <PrefixLabel country={option.value} />}
      aria-label="Country prefix"
      ariaLabel="Country prefix"
      pt={{ select: { "aria-label": "Country prefix" } }}
      className={styles.prefixDropdown}
    />
  );
};
