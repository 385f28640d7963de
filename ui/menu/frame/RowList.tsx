// An editable list inside an item's form (a variant's options, a unit's measurements, a
// scheduler's time periods, an add-on group's add-ons, inventory bindings): each row drawn by the
// caller with a Remove button, and an Add button that appends a new row.
import { Button } from "primereact/button";
import type { ReactNode } from "react";
import styles from "../menu.module.css";

interface RowListProps<T> {
  readonly legend: string;
  /** The noun of one row, for the buttons' names ('option': 'Add option', 'Remove option 2'). */
  readonly noun: string;
  readonly rows: ReadonlyArray<T>;
  readonly onChange: (rows: ReadonlyArray<T>) => void;
  readonly blank: () => T;
  readonly render: (row: T, index: number, update: (row: T) => void) => ReactNode;
  readonly keyOf: (row: T, index: number) => string;
  readonly error?: string | undefined;
}

export const RowList = <T,>({ legend, noun, rows, onChange, blank, render, keyOf, error }: RowListProps<T>) => (
  <fieldset className={styles.rows}>
    <legend>{legend}</legend>
    {rows.map((row, index) => (
      <div key={keyOf(row, index)} className={styles.row}>
        {render(row, index, (next) => onChange(rows.map((old, i) => (i === index ? next : old))))}
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          severity="secondary"
          className={styles.rowAction}
          aria-label={`Remove ${noun} ${index + 1}`}
          onClick={() => onChange(rows.filter((_, i) => i !== index))}
        />
      </div>
    ))}
    {error === undefined ? null : (
      <small className="p-error" role="alert">
        {error}
      </small>
    )}
    <div>
      <Button type="button" label={`Add ${noun}`} icon="pi pi-plus" text onClick={() => onChange([...rows, blank()])} />
    </div>
  </fieldset>
);
