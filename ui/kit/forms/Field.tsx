// A labelled form field: the label, the control, an optional hint and the rule message in red
// under it (spec 1 §5 messages). `optional` marks a field that may stay empty.
import type { ReactNode } from "react";
import styles from "./forms.module.css";

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly optional?: boolean;
  readonly wide?: boolean;
  readonly children: ReactNode;
}

export const Field = ({ id, label, error, hint, optional = false, wide = false, children }: FieldProps) => (
  <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
    <label htmlFor={id} className={styles.label}>
      {label}
      {optional ? <span className={styles.optional}> (optional)</span> : null}
    </label>
    {children}
    {error === undefined ? null : (
      <small className={`p-error ${styles.error}`} role="alert">
        {error}
      </small>
    )}
    {hint === undefined ? null : <small className={styles.hint}>{hint}</small>}
  </div>
);
