// The menu product picker (issue 16 item 9): item promotions, voucher item effects and the
// voucher's product condition pick products and categories of the business's menus by name
// instead of typing ids. The picked products show as chips with their names (an id no menu knows
// any more reads 'Unknown product {id}', removable like the others); a search box (asked 500 ms
// after typing pauses, spec 1 §9) lists matching categories and products, 20 at a time with
// 'Show more', each with a checkbox (Tab and Space pick, the chips' remove buttons are buttons).
// Controlled: `value` is the stored list of product ids; picking a category adds its products
// (productPicks.ts). The catalogue comes from ProductCatalogueProvider (productCatalogue.tsx).
// Decisions where the spec is silent: the results stay folded until the user searches or opens
// 'Browse menu', so a step with several pickers (combo groups) stays short; `single` (a rule's
// `productId $eq`) lists products only and ticking one replaces the pick.
import { Button } from "primereact/button";
import { Checkbox } from "primereact/checkbox";
import { IconField } from "primereact/iconfield";
import { InputIcon } from "primereact/inputicon";
import { InputText } from "primereact/inputtext";
import { ProgressSpinner } from "primereact/progressspinner";
import { useEffect, useId, useRef, useState } from "react";
import { messageOf } from "../../../machines/auth/notice";
import type { MenuProductEntry } from "../../ports/menuPort";
import formStyles from "../forms/forms.module.css";
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from "../useDebouncedValue";
import { useProductCatalogue } from "./productCatalogue";
import { entryDetail, isPicked, pickedLabel, toggleEntry } from "./productPicks";
import styles from "./productPicker.module.css";
import { useProductNames } from "./useProductNames";

export const PRODUCT_PAGE_SIZE = 20;

export interface ProductPickerProps {
  readonly label: string;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly error?: string | undefined;
  /** One product at most: categories are not listed, a tick replaces the pick. */
  readonly single?: boolean;
}

type Results =
  | { readonly phase: "idle" }
  | { readonly phase: "loading"; readonly entries: ReadonlyArray<MenuProductEntry> }
  | { readonly phase: "ready"; readonly entries: ReadonlyArray<MenuProductEntry>; readonly total: number }
  | { readonly phase: "failed"; readonly message: string };

const useResults = (open: boolean, search: string, pages: number, single: boolean): Results => {
  const catalogue = useProductCatalogue();
  const latest = useRef(catalogue);
  latest.current = catalogue;
  const [results, setResults] = useState<Results>({ phase: "idle" });
  useEffect(() => {
    if (!open) {
      setResults({ phase: "idle" });
      return;
    }
    let current = true;
    setResults((before) => ({ phase: "loading", entries: before.phase === "ready" && pages > 1 ? before.entries : [] }));
    latest.current.find({ search: search.trim(), skip: 0, limit: PRODUCT_PAGE_SIZE * pages, ...(single ? { kind: "product" as const } : {}) }).then(
      (page) => current && setResults({ phase: "ready", entries: page.resources, total: page.pagination.totalResources }),
      (error: unknown) => current && setResults({ phase: "failed", message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [open, search, pages, single]);
  return results;
};

const PickedChips = ({ value, label, onChange }: Pick<ProductPickerProps, "value" | "label" | "onChange">) => {
  const lookup = useProductNames(value);
  return (
    <ul className={styles.chips} aria-label={`${label} picked`}>
      {value.length === 0 ? <li className={styles.muted}>No product picked yet.</li> : null}
      {value.map((id) => {
        const name = pickedLabel(id, lookup);
        return (
          <li key={id} className={styles.chip}>
            <span className={styles.chipText}>{name}</span>
            <button type="button" className={styles.remove} aria-label={`Remove ${name}`} onClick={() => onChange(value.filter((picked) => picked !== id))}>
              <span className="pi pi-times" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
};

const ResultList = ({ results, value, onChange, onMore, listId, single }: {
  readonly single: boolean;
  readonly results: Results;
  readonly value: ReadonlyArray<string>;
  readonly onChange: (ids: ReadonlyArray<string>) => void;
  readonly onMore: () => void;
  readonly listId: string;
}) => {
  if (results.phase === "idle") return null;
  if (results.phase === "failed") return <p className={styles.problem}>{results.message}</p>;
  const entries = results.entries;
  return (
    <div className={styles.results}>
      {results.phase === "ready" && entries.length === 0 ? <p className={styles.muted}>No data</p> : null}
      <ul id={listId} className={styles.list} aria-label="Menu products">
        {entries.map((entry) => {
          const inputId = `${listId}-${entry.kind}-${entry.restaurantId}-${entry.id}`;
          const empty = entry.productIds.length === 0;
          return (
            <li key={inputId} className={styles.result}>
              <Checkbox inputId={inputId} checked={isPicked(entry, value)} disabled={empty} onChange={() => onChange(single ? (isPicked(entry, value) ? [] : entry.productIds) : toggleEntry(entry, value))} />
              <label htmlFor={inputId} className={styles.resultLabel}>
                <span className={styles.name}>{entry.name}</span>
                <span className={styles.muted}>{entryDetail(entry)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {results.phase === "loading" ? <ProgressSpinner className={styles.spinner} strokeWidth="4" aria-label="Searching" /> : null}
      {results.phase === "ready" && entries.length < results.total ? (
        <Button type="button" label={`Show more (${entries.length} of ${results.total})`} text size="small" onClick={onMore} />
      ) : null}
    </div>
  );
};

export const ProductPicker = ({ label, value, onChange, error, single = false }: ProductPickerProps) => {
  const id = useId();
  const [search, setSearch] = useState("");
  const [browsing, setBrowsing] = useState(false);
  const [more, setMore] = useState({ search: "", pages: 1 });
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const pages = more.search === settled ? more.pages : 1;
  const open = browsing || settled.trim() !== "";
  const results = useResults(open, settled, pages, single);
  const listId = `${id}-results`;
  return (
    <div className={`${formStyles.field} ${formStyles.wide} ${styles.picker}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={formStyles.label}>{label}</span>
      <PickedChips value={value} label={label} onChange={onChange} />
      <div className={styles.searchRow}>
        <IconField iconPosition="left" className={styles.searchField}>
          <InputIcon className="pi pi-search" />
          <InputText
            id={id}
            value={search}
            className={styles.search}
            placeholder={single ? "Search products by name" : "Search products or categories by name"}
            aria-label={`Search ${label.toLowerCase()} by name`}
            aria-controls={open ? listId : undefined}
            invalid={error !== undefined}
            onChange={(event) => setSearch(event.target.value)}
          />
        </IconField>
        <Button
          type="button"
          label={open ? "Hide menu" : "Browse menu"}
          icon={open ? "pi pi-chevron-up" : "pi pi-list"}
          outlined
          size="small"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            if (open) setSearch("");
            setBrowsing(!open);
          }}
        />
      </div>
      <ResultList results={results} value={value} onChange={onChange} onMore={() => setMore({ search: settled, pages: pages + 1 })} listId={listId} single={single} />
      {error === undefined ? null : (
        <small className={`p-error ${formStyles.error}`} role="alert">
          {error}
        </small>
      )}
    </div>
  );
};
