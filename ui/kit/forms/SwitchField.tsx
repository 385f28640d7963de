// An on/off setting: a switch with its label beside it.
import { InputSwitch } from "primereact/inputswitch";
import { useId } from "react";
import styles from "./forms.module.css";

export interface SwitchFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}

export const SwitchField = ({ label, checked, onChange, disabled }: SwitchFieldProps) => {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <InputSwitch inputId={id} checked={checked} disabled={disabled} onChange={(event) => onChange(event.value)} />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  );
};
