// The server's check on a design image that is a stored file's download URL
// (domain/files/downloadUrl.ts): it must be this business's design image
// (programmeDesignImageRoutes.ts designImageKey) at the version stored now, else 400 'Invalid
// ref', so one business never points its card at another's upload or at a file that is gone.
// Other images (https or data URLs) are the domain's to check (domain/loyalty/programme/design.ts).
import type { FileStore } from "../../files/fileStore";
import { DomainError } from "../../../domain/engine/decider";
import { parseFileDownloadUrl } from "../../../domain/files/downloadUrl";
import { INVALID_REF } from "../../../domain/loyalty/programme/design";
import { designImageKey } from "./programmeDesignImageRoutes";

export const ensureDesignImage = async (files: FileStore, businessId: string, image: string | null | undefined): Promise<void> => {
  const ref = typeof image === "string" ? parseFileDownloadUrl(image) : null;
  if (ref === null) return;
  const found = ref.key === designImageKey(businessId) ? await files.get(ref.key) : null;
  if (found?.file.version !== ref.version) throw new DomainError(INVALID_REF, 400, ["image"]);
};
