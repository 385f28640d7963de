// Owns: the member card design (spec 2 §2 Settings, §3 design, §5 image upload, §7
// `PUT /membership/design`): type DEFAULT or IMAGE, and for IMAGE the background image (950 x
// 600 px recommended, card ratio 400:634).
// Decisions where the spec is silent:
// - The image is given as the download URL of an upload to the files adapter
//   (domain/files/downloadUrl.ts; the server checks it is this business's design image), as an
//   https URL (a stored object's download URL, 'Invalid ref' otherwise) or as a
//   `data:image/png|jpeg|webp;base64,...` URL of at most 2 MB ('Invalid file' otherwise), kept
//   as given; any other reference is at most a link's length (inputBounds.ts).
// - IMAGE without an image is 'Image is required'; DEFAULT keeps no image.
import { Schema } from "effect";
import { URL_MAX_LENGTH } from "../../shared/inputBounds";
import { parseFileDownloadUrl } from "../../files/downloadUrl";
import { INVALID_FILE, MAX_IMAGE_BYTES } from "../../files/imageFile";
import { type Checked, checked, refuse } from "./checked";

export { INVALID_FILE, MAX_IMAGE_BYTES } from "../../files/imageFile";
export const INVALID_REF = "Invalid ref";
export const IMAGE_REQUIRED = "Image is required";

export const DesignType = Schema.Literals(["DEFAULT", "IMAGE"]);
export const Design = Schema.Struct({ type: DesignType, image: Schema.NullOr(Schema.String) });
export type Design = typeof Design.Type;
export const DEFAULT_DESIGN: Design = { type: "DEFAULT", image: null };

export const DesignInput = Schema.Struct({ type: DesignType, image: Schema.optionalKey(Schema.NullOr(Schema.String)) });
export type DesignInput = typeof DesignInput.Type;

const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/;

/** null when the image reference is usable, else 'Invalid ref' / 'Invalid file'. */
export const checkImage = (image: string): string | null => {
  if (image.startsWith("data:")) {
    const match = DATA_URL.exec(image);
    const payload = match?.[2];
    return payload !== undefined && payload.length > 0 && (payload.length * 3) / 4 <= MAX_IMAGE_BYTES ? null : INVALID_FILE;
  }
  if (image.length > URL_MAX_LENGTH) return INVALID_REF;
  return HTTPS_URL.test(image) || parseFileDownloadUrl(image) !== null ? null : INVALID_REF;
};

export const nextDesign = (input: DesignInput): Checked<Design> => {
  if (input.type === "DEFAULT") return checked(DEFAULT_DESIGN);
  const image = input.image ?? null;
  if (image === null || image.trim() === "") return refuse(IMAGE_REQUIRED, ["image"]);
  const problem = checkImage(image);
  return problem === null ? checked({ type: "IMAGE", image }) : refuse(problem, ["image"]);
};
