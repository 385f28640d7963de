// Serves the built UI (vite build's dist folder) beside the API, in history mode: a GET for a
// page path that is no file (a deep link such as /b/42/marketing) answers index.html so the
// client router takes over. Decisions: hashed bundles under /assets/ are cached for a year and a
// missing one is a 404 (never index.html, which the browser would try to run as a script);
// everything else, index.html included, is revalidated on every load so a deploy shows at once.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath, notFound, pathnameOf } from "./notFound";

const ASSETS_PREFIX = "/assets/";

const isHistoryRoute = (request: FastifyRequest): boolean => {
  const pathname = pathnameOf(request);
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !isApiPath(pathname) &&
    !pathname.startsWith(ASSETS_PREFIX)
  );
};

const setCacheHeaders = (reply: FastifyReply, filePath: string): void => {
  reply.header("cache-control", filePath.includes(ASSETS_PREFIX) ? "public, max-age=31536000, immutable" : "no-cache");
};

export const serveUi = async (app: FastifyInstance, root: string): Promise<void> => {
  await app.register(fastifyStatic, { root, cacheControl: false, setHeaders: setCacheHeaders });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    isHistoryRoute(request) ? reply.sendFile("index.html") : notFound(request, reply),
  );
};
