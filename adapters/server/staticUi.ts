// Serves the built UI (vite build's dist folder) beside the API, in history mode: a GET for a
// page path that is no file (a deep link such as /b/42/marketing) answers index.html so the
// client router takes over. Decisions: hashed bundles under /assets/ are cached for a year and a
// missing one is a 404 (never index.html, which the browser would try to run as a script);
// everything else, index.html included, is revalidated on every load so a deploy shows at once.
// Files are sent precompressed: the build writes .br and .gz beside each text file
// (adapters/build/precompressAssets.ts) and the client's Accept-Encoding picks one (with
// `Vary: Accept-Encoding`); a client that accepts neither gets the plain file.
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath, notFound, pathnameOf } from "./notFound";

const ASSETS_PREFIX = "/assets/";
const LONG_CACHE = "public, max-age=31536000, immutable";

const isHistoryRoute = (request: FastifyRequest): boolean => {
  const pathname = pathnameOf(request);
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !isApiPath(pathname) &&
    !pathname.startsWith(ASSETS_PREFIX)
  );
};

export const serveUi = async (app: FastifyInstance, root: string): Promise<void> => {
  const assetsDir = path.join(path.resolve(root), "assets") + path.sep;
  const setCacheHeaders = (reply: FastifyReply, filePath: string): void => {
    reply.header("cache-control", path.resolve(filePath).startsWith(assetsDir) ? LONG_CACHE : "no-cache");
  };
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    isHistoryRoute(request) ? reply.sendFile("index.html") : notFound(request, reply),
  );
};
