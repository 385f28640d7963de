// A labelled password field with show/hide, and its rule message under it.
import { Password } from "primereact/password";
import styles from "../kit/phoneProof/stepForm.module.css";
import { FieldError } from "../kit/phoneProof/FieldError";

export interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly autoComplete: "current-password" | "new-password";
}

export const PasswordField = ({ id, label, value, onChange, error, autoComplete }: PasswordFieldProps) => (
  <div className={styles.field}>
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
    <Password
      inputId={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      feedback={false}
      toggleMask
      invalid={error !== undefined}
      autoComplete={autoComplete}
      className={styles.password}
      inputClassName={styles.passwordInput}
    />
    <FieldError message={error} />
  </div>
);
