// Compression of the API's answers (@fastify/compress): a JSON answer of 1 KB or more goes out as
// Brotli or gzip, as the client's Accept-Encoding allows, and as is when it allows neither.
// Register before any route (and before @fastify/static, whose precompressed files keep their
// own Content-Encoding and are left alone).
// Decisions: request bodies are not decompressed (no client of this API sends compressed bodies,
// and a compressed body would slip past the body size limit's intent); Brotli at quality 4, the
// plugin's default, which costs about as much CPU as gzip for smaller answers. The socket.io
// channel is served by engine.io on the raw HTTP server, outside Fastify's hooks, so it is not
// touched.
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressAnswers = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
  });
};
