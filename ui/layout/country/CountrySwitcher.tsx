// The top bar's country flag and switcher (spec 1 §2, §9): Malaysia, Singapore or Indonesia; the
// choice is kept locally and switching reloads the page.
// Decisions: the closed switcher shows the flag alone (the top bar is narrow on phones), the open
// list shows each flag with the country's name; picking the current country again does nothing.
import { Dropdown } from "primereact/dropdown";
import { COUNTRY_CONFIGS, PICKER_COUNTRY_CODES, type CountryCode } from "../../../domain/shared/country";
import { CountryFlag } from "../../kit/CountryFlag";
import { keepCountry, keptCountry } from "./countryChoice";
import styles from "./CountrySwitcher.module.css";

const Country = ({ code, withName }: { readonly code: CountryCode; readonly withName: boolean }) => (
  <span className={styles.country}>
    <CountryFlag code={code} label={COUNTRY_CONFIGS[code].name} />
    {withName ? <span className={styles.name}>{COUNTRY_CONFIGS[code].name}</span> : null}
  </span>
);

export const CountrySwitcher = ({ reload = () => window.location.reload() }: { readonly reload?: () => void }) => {
  const current = keptCountry().code;
  return (
    <Dropdown
      value={current}
      options={PICKER_COUNTRY_CODES.map((code) => ({ label: COUNTRY_CONFIGS[code].name, value: code }))}
      onChange={(event) => {
        const chosen = event.value as CountryCode;
        if (chosen === current) return;
        keepCountry(chosen);
        reload();
      }}
      valueTemplate={() => <Country code={current} withName={false} />}
      itemTemplate={(option: { value: CountryCode }) => <Country code={option.value} withName />}
      aria-label="Country"
      className={styles.switcher}
      panelClassName={styles.panel}
    />
  );
};
