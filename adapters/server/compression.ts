// Compression of the API's answers (@fastify/compress): a JSON answer of 1 KB or more goes out as
// Brotli or gzip, as the client's Accept-Encoding allows, and as is when it allows neither.
// Register before any route (and before @fastify/static, whose precompressed files keep their
// own Content-Encoding and are left alone).
// Decisions: request bodies are not decompressed (no client of this API sends compressed bodies,
// and a compressed body would slip past the body size limit's intent); Brotli at quality 4, the
// plugin's default, which costs about as much CPU as gzip for smaller answers. The socket.io
// channel is served by engine.io on the raw HTTP server, outside Fastify's hooks, so it is not
// touched.
// Answers compressed ahead (the menu document, menu/menuDocumentJson.ts, compressed once per
// revision) negotiate here the same way: Brotli or gzip by the client's preference (q), Brotli on
// a tie, none for `x-no-compression`; the plugin leaves an answer that has a Content-Encoding.
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export const COMPRESSION_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 4;

export type AnswerEncoding = "br" | "gzip";

/** The encoding of an answer for these request headers, or null to send it as is. */
export const answerEncoding = (headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>): AnswerEncoding | null => {
  if (headers["x-no-compression"] !== undefined) return null;
  const accept = headers["accept-encoding"];
  if (typeof accept !== "string") return null;
  const quality = new Map<string, number>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim() === "x-gzip" ? "gzip" : name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: AnswerEncoding): number => quality.get(name) ?? quality.get("*") ?? 0;
  const [br, gzip] = [of("br"), of("gzip")];
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
};

export const compressAnswers = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
  });
};
