// Owns: the filter bar above an admin list (issue 18 item 5): an optional search box (the text as
// typed; the list's hook debounces it) followed by the page's own filters, wrapping on a phone.
// `leading` is a control shown before the search (the Agent list's Agents/Dealers switch).
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import type { ReactNode } from "react";
import styles from "../admin.module.css";

export interface ListSearch {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly placeholder: string;
  readonly label: string;
}

export const FilterBar = ({ search, leading, children }: { readonly search?: ListSearch; readonly leading?: ReactNode; readonly children?: ReactNode }) => (
  <div className={styles.filters}>
    {leading}
    {search === undefined ? null : (
      <IconField iconPosition="left" className={styles.search}>
        <InputIcon className="pi pi-search" />
        <InputText value={search.value} onChange={(event) => search.onChange(event.target.value)} placeholder={search.placeholder} aria-label={search.label} />
      </IconField>
    )}
    {children}
  </div>
);
