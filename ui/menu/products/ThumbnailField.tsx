// A product's thumbnail in its editor (spec 4 §3 Product `thumbnail`; issue 16 item 3): the image
// as it is now, an upload (PNG, JPEG or WebP of at most 2 MB, checked by the server: 'Invalid
// file') and Remove. The upload is stored at once (PUT menu-v3/thumbnail); the product takes its
// address only when the editor is saved, so Cancel leaves the product's image as it was.
import { Button } from "primereact/button";
import { ImageUploadButton } from "../../kit/inputs/ImageUploadButton";
import { usePorts } from "../../ports/PortsProvider";
import { useMenu } from "../MenuArea";
import styles from "../menu.module.css";

export interface ThumbnailFieldProps {
  readonly productName: string;
  readonly value: string | null;
  readonly onChange: (thumbnail: string | null) => void;
}

export const ThumbnailField = ({ productName, value, onChange }: ThumbnailFieldProps) => {
  const { menu } = usePorts();
  const { restaurantId } = useMenu();
  const named = productName.trim() === "" ? "the product" : productName.trim();
  return (
    <fieldset className={`${styles.wide} ${styles.thumbnail}`}>
      <legend>Thumbnail</legend>
      {value === null ? (
        <span className={styles.noThumbnail}>No image</span>
      ) : (
        <img className={styles.thumbnailImage} src={value} alt={`Thumbnail of ${named}`} width={96} height={96} />
      )}
      {/* A new upload mounts a new button: a submission machine serves one upload. */}
      <ImageUploadButton
        key={value ?? "none"}
        label={value === null ? "Upload image" : "Replace image"}
        hint="PNG, JPEG or WebP, at most 2 MB; square images look best"
        testId="thumbnail-input"
        upload={(file) => menu.uploadThumbnail(restaurantId, { contentType: file.type, bytes: file })}
        onUploaded={onChange}
      />
      {value === null ? null : <Button type="button" label="Remove image" icon="pi pi-trash" text severity="danger" size="small" onClick={() => onChange(null)} />}
    </fieldset>
  );
};
