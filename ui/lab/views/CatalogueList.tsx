// Owns: the catalogue as a searchable list (title, description, id); choosing an entry opens it
// in the workbench.
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { useState } from "react";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { searchCatalogue } from "../catalogueSearch";
import styles from "./lab.module.css";

export interface CatalogueListProps {
  readonly entries: ReadonlyArray<CatalogueEntry>;
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

export const CatalogueList = ({ entries, selectedId, onSelect }: CatalogueListProps) => {
  const [query, setQuery] = useState("");
  const found = searchCatalogue(entries, query);
  return (
    <nav className={styles.catalogue} aria-label="Machines">
      <IconField iconPosition="left">
        <InputIcon className="pi pi-search" />
        <InputText value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search machines" aria-label="Search machines" />
      </IconField>
      <ul className={styles.entries}>
        {found.map((entry) => (
          <li key={entry.id}>
            <button type="button" className={styles.entry} aria-current={entry.id === selectedId ? "true" : undefined} onClick={() => onSelect(entry.id)}>
              <span className={styles.entryTitle}>{entry.title}</span>
              <span className={styles.entryText}>{entry.description}</span>
            </button>
          </li>
        ))}
      </ul>
      {found.length === 0 ? <p className={styles.muted}>No machine matches “{query}”.</p> : null}
    </nav>
  );
};
