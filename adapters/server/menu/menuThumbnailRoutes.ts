// A product's thumbnail (spec 4 §3 Product `thumbnail`; issue 16 item 3 "a thumbnail upload (the
// files adapter, type and size checked)"), next to menuRoutes.ts:
//   PUT /restaurants/{restaurantId}/menu-v3/thumbnail   body: the image bytes (Content-Type
//       image/png, image/jpeg or image/webp) → {url, contentType, size, width, height}
// then the product's `thumbnail` is set to `url` through `PUT menu-v3` like any other field.
// Anything that is not a PNG, JPEG or WebP of at most 2 MB (domain/files/imageFile.ts, the rule
// the member card image follows) is 400 'Invalid file', and nothing is stored.
// Decisions where the spec is silent:
// - Uploading needs `create` or `update Menu` in the restaurant's business (a new product's
//   editor uploads before the product exists).
// - Every upload gets a key of its own (restaurant/{id}/menu/thumbnails/{uuid}), so a product
//   keeps its image while another is edited, a rollback of the menu finds its old thumbnails
//   still served, and the URL can be cached for ten years.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { canIn } from "../../../domain/auth/abilityChecks";
import { DomainError } from "../../../domain/engine/decider";
import { fileDownloadUrl } from "../../../domain/files/downloadUrl";
import { INVALID_FILE, MAX_IMAGE_BYTES, readImage } from "../../../domain/files/imageFile";
import { callerOf } from "../business/caller";
import { success } from "../envelope";
import { TEN_YEARS_CACHE } from "../files/filesArea";
import { menuRestaurant } from "./menuAccess";

type ById = { Params: { restaurantId: string } };

export const thumbnailKey = (restaurantId: string, uploadId: string): string => `restaurant/${restaurantId}/menu/thumbnails/${uploadId}`;

export const menuThumbnailRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  // Raw bytes of any type reach the route, which decides itself (a wrong type is 'Invalid file',
  // not a generic 415); a body well over the limit is cut off by Fastify (413).
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES * 2 }, (_request, body, done) => done(null, body));

  app.put<ById>("/restaurants/:restaurantId/menu-v3/thumbnail", async (request) => {
    const caller = await callerOf(request, engine);
    const row = await menuRestaurant(caller, request.params.restaurantId, "read");
    const businessId = String(row.businessId);
    if (!canIn(caller.user.ability, "create", "Menu", businessId)) await menuRestaurant(caller, request.params.restaurantId, "update");
    const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array();
    const image = readImage(bytes, request.headers["content-type"] ?? null);
    if (image === INVALID_FILE) throw new DomainError(INVALID_FILE, 400, ["image"]);
    const stored = await app.files.put(thumbnailKey(String(row.id), randomUUID()), bytes, {
      contentType: image.contentType,
      cacheControl: TEN_YEARS_CACHE,
      metadata: { businessId, restaurantId: String(row.id) },
    });
    return success({ url: fileDownloadUrl(stored.key, stored.version), contentType: image.contentType, size: image.size, width: image.width, height: image.height });
  });
};
