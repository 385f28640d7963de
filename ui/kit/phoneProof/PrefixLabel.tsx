// A phone prefix as the input shows it: the country's flag and its calling code ("+60").
import type { PhoneCountryCode } from "../../../domain/shared/phone";
import { CountryFlag } from "../CountryFlag";
import { callingCodeOf } from "./phonePrefixes";
import styles from "./PhoneInput.module.css";

export const PrefixLabel = ({ country }: { readonly country: PhoneCountryCode }) => (
  <span className={styles.prefix}>
    <CountryFlag code={country} />
    {callingCodeOf(country)}
  </span>
);
