// Owns: one upload of the member card background (spec 2 §2 Settings "image upload; the
// recommended image is 950 x 600 px"; §7 design image): the picked file goes to the port's
// `uploadDesignImage`; its answer (the stored image's address) goes to the design, shown on the
// card before Save; a failure shows the server's message under the button ('Invalid file').
// Mount it once per upload (a machine that uploaded is done).
import { ImageUploadButton } from "../../kit/inputs/ImageUploadButton";
import { usePorts } from "../../ports/PortsProvider";

export const DesignImageUpload = ({ businessId, onUploaded }: { readonly businessId: string; readonly onUploaded: (url: string) => void }) => {
  const { loyalty } = usePorts();
  return (
    <ImageUploadButton
      label="Upload image"
      hint="Recommended size 950 x 600 px"
      testId="design-image-input"
      upload={(file) => loyalty.uploadDesignImage(businessId, { contentType: file.type, bytes: file })}
      onUploaded={onUploaded}
    />
  );
};
