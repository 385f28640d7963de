// Owns: the member card design setting (spec 2 §2 Settings, §3 design): a radio of Default or
// Image, the image upload for Image, and a preview of the card at its 400:634 ratio (the
// programme's name on the default card, the uploaded background otherwise).
import { RadioButton } from "primereact/radiobutton";
import { useId, useState } from "react";
import type { Design } from "../../../domain/loyalty/programme/design";
import { DesignImageUpload } from "./DesignImageUpload";
import styles from "./settings.module.css";

export interface CardDesignFieldProps {
  readonly businessId: string;
  readonly name: string;
  readonly design: Design;
  readonly error: string | undefined;
  readonly onChange: (design: Design) => void;
}

const CHOICES = [
  { type: "DEFAULT", label: "Default" },
  { type: "IMAGE", label: "Image" },
] as const;

export const CardDesignField = ({ businessId, name, design, error, onChange }: CardDesignFieldProps) => {
  const id = useId();
  const [uploads, setUploads] = useState(0);
  return (
    <fieldset className={styles.design}>
      <legend className={styles.legend}>Member card design</legend>
      <div className={styles.designBody}>
        <div className={styles.designControls}>
          <div className={styles.radios}>
            {CHOICES.map((choice) => (
              <label key={choice.type} htmlFor={`${id}-${choice.type}`} className={styles.radio}>
                <RadioButton
                  inputId={`${id}-${choice.type}`}
                  name={id}
                  value={choice.type}
                  checked={design.type === choice.type}
                  onChange={() => onChange({ type: choice.type, image: design.image })}
                />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
          {design.type === "IMAGE" ? (
            <DesignImageUpload
              key={uploads}
              businessId={businessId}
              onUploaded={(image) => {
                onChange({ type: "IMAGE", image });
                setUploads((n) => n + 1);
              }}
            />
          ) : null}
          {error === undefined ? null : (
            <small className="p-error" role="alert">
              {error}
            </small>
          )}
        </div>
        <div
          className={styles.card}
          role="img"
          aria-label="Member card preview"
          style={design.type === "IMAGE" && design.image !== null ? { backgroundImage: `url("${design.image}")` } : undefined}
        >
          {design.type === "DEFAULT" ? <span className={styles.cardName}>{name}</span> : null}
        </div>
      </div>
    </fieldset>
  );
};
