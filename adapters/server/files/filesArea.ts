// Stored files over HTTP (ARCHITECTURE §2.5 `files/`): the app's FileStore, decorated on the root
// instance (`app.files`) for the routes that upload, and the download route:
//   GET /api/v2/files/{key}?v={version} → the bytes with their content type and cache control
// Decisions where the spec is silent:
// - Downloads need no token: a member card's background is shown where no back-office user is
//   signed in (the member app), like a storage download URL. The URL is a capability: without
//   the current version (the digest of the bytes, domain/files/downloadUrl.ts) it is 404 'File
//   not found', so keys alone (business ids) reveal nothing, and an old version is not served.
// - Served with `X-Content-Type-Options: nosniff` and the cache control stored with the object.
import type { FastifyInstance } from "fastify";
import { DomainError } from "../../../domain/engine/decider";
import { type FileStore, isFileKey } from "../../files/fileStore";

export const FILE_NOT_FOUND = "File not found";

/** Uploaded images: a new image gets a new URL (key or version), so a URL's bytes never change. */
export const TEN_YEARS_CACHE = "public, max-age=315360000, immutable";

declare module "fastify" {
  interface FastifyInstance {
    readonly files: FileStore;
  }
}

export const decorateFiles = (app: FastifyInstance, files: FileStore): void => {
  app.decorate("files", files);
};

type ByKey = { Params: { "*": string }; Querystring: { v?: string } };

export const fileRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get<ByKey>("/files/*", async (request, reply) => {
    const key = request.params["*"];
    const found = isFileKey(key) ? await app.files.get(key) : null;
    if (found === null || request.query.v !== found.file.version) throw new DomainError(FILE_NOT_FOUND, 404);
    return reply
      .header("content-type", found.file.contentType)
      .header("cache-control", found.file.cacheControl)
      .header("x-content-type-options", "nosniff")
      .send(Buffer.from(found.bytes));
  });
};
