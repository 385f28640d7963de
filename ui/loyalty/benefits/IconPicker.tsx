// The title dialog's icon picker (spec 2 §2): every title icon as a toggle button; the chosen one
// is pressed.
import { TITLE_ICON_NAMES, iconClassOf } from "./titleIcons";
import styles from "./benefits.module.css";

export interface IconPickerProps {
  readonly value: string;
  readonly onChange: (icon: string) => void;
}

export const IconPicker = ({ value, onChange }: IconPickerProps) => (
  <div role="group" aria-label="Icon" className={styles.iconField}>
    <span className={styles.legend}>Icon</span>
    <div className={styles.icons}>
      {TITLE_ICON_NAMES.map((name) => (
        <button key={name} type="button" className={styles.icon} aria-pressed={name === value} aria-label={name} title={name} onClick={() => onChange(name)}>
          <i className={iconClassOf(name)} aria-hidden />
        </button>
      ))}
    </div>
  </div>
);
