// The member card image upload (spec 2 §2 Settings "Member card design radio (default or image,
// with an image upload; the recommended image is 950 x 600 px)"; §7 "uploaded to storage at
// business/{businessId}/membership/design/image.png, with metadata contentType, cacheControl and
// businessId, then its download URL is fetched. Image cache is 10 years."):
//   PUT /api/v2/businesses/{businessId}/membership/design/image   body: the image bytes
//       (Content-Type image/png, image/jpeg or image/webp) → {url, contentType, size, width,
//       height, recommended: {width, height}}
// then `PUT /membership/design {type: 'IMAGE', image: url}` sets it (designImageRef.ts checks a
// stored-file URL there is this business's design image as it now is).
// Needs `manage Membership`, like every programme write. Anything that is not a PNG, JPEG or WebP
// of at most 2 MB (domain/files/imageFile.ts) is 400 'Invalid file', and nothing is stored.
// Decisions where the spec is silent: the key is the spec's, whatever the image type (the stored
// content type says what it is); the upload does not change the design by itself, so a screen
// can show the new image before Save.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { fileDownloadUrl } from "../../../domain/files/downloadUrl";
import { INVALID_FILE, MAX_IMAGE_BYTES, RECOMMENDED_CARD_IMAGE, readImage } from "../../../domain/files/imageFile";
import { success } from "../envelope";
import { TEN_YEARS_CACHE } from "../files/filesArea";
import { type ByBusiness, programmeCaller } from "./programmeCommands";
import { loadProgramme } from "../../../domain/loyalty/application/activeProgramme";

export const designImageKey = (businessId: string): string => `business/${businessId}/membership/design/image.png`;

export const programmeDesignImageRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  // Raw bytes of any type reach the route, which decides itself (so a wrong type is 'Invalid
  // file', not a generic 415); a body well over the limit is cut off by Fastify (413).
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES * 2 }, (_request, body, done) => done(null, body));

  app.put<ByBusiness>("/businesses/:businessId/membership/design/image", async (request) => {
    const pc = await programmeCaller(request, engine);
    await loadProgramme(engine, pc.businessId);
    const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
    const declared = request.headers["content-type"] ?? null;
    const image = readImage(bytes, declared);
    if (image === INVALID_FILE) throw new DomainError(INVALID_FILE, 400, ["image"]);
    const stored = await app.files.put(designImageKey(pc.businessId), bytes, {
      contentType: image.contentType,
      cacheControl: TEN_YEARS_CACHE,
      metadata: { businessId: pc.businessId },
    });
    return success({
      url: fileDownloadUrl(stored.key, stored.version),
      contentType: image.contentType, size: image.size, width: image.width, height: image.height,
      recommended: RECOMMENDED_CARD_IMAGE,
    });
  });
};
