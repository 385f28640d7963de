// The wizard's voucher image pickers (spec 3 §2 "vertical image picker, horizontal image
// picker (images v1 to v16 are offered)", §9 card ratio 26:15): one swatch per preset, the chosen
// one outlined. Decision where the spec is silent: the presets are drawn as coloured cards named
// by their preset (the member app holds the artwork); vertical cards stand 15:26, horizontal 26:15.
import { IMAGES } from "../../../domain/marketing/voucherInput";
import styles from "./wizard.module.css";

// Dark enough at every hue (yellow is the lightest) for the white preset name to read at 4.5:1.
const colourOf = (index: number): string => `hsl(${(index * 360) / IMAGES.length} 55% 28%)`;

export interface ImagePickerProps {
  readonly orientation: "vertical" | "horizontal";
  readonly value: string | null;
  readonly onChange: (image: string) => void;
}

export const ImagePicker = ({ orientation, value, onChange }: ImagePickerProps) => {
  const title = orientation === "vertical" ? "Vertical image" : "Horizontal image";
  return (
    <div role="group" aria-label={title}>
      <div className={styles.pickerLabel}>{title}</div>
      <div className={styles.images}>
        {IMAGES.map((image, index) => (
          <button
            key={image}
            type="button"
            aria-label={`${title} ${image}`}
            aria-pressed={value === image}
            className={`${styles.image} ${styles[orientation]} ${value === image ? styles.chosen : ""}`}
            style={{ background: colourOf(index) }}
            onClick={() => onChange(image)}
          >
            {image}
          </button>
        ))}
      </div>
    </div>
  );
};
