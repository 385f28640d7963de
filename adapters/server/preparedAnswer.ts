// A JSON answer made once and sent to many readers (the menu document of one revision, a member
// page the store keeps): its bytes, and its Brotli and gzip forms, made when first asked with the
// compression plugin's settings (compression.ts) and kept with it, so repeated compressed reads
// compress once instead of once per read (the plugin leaves an answer that already has a
// Content-Encoding alone).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply } from "fastify";
import { type AnswerEncoding, BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES, answerEncoding } from "./compression";

export interface PreparedAnswer {
  readonly bytes: Buffer;
  readonly encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export const preparedAnswer = (json: string): PreparedAnswer => ({ bytes: Buffer.from(json), encoded: {} });

const encode = (bytes: Buffer, encoding: AnswerEncoding): Buffer =>
  encoding === "br" ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) : gzipSync(bytes);

/** The answer's bytes in `encoding`, made once. */
export const encodedAnswer = (answer: PreparedAnswer, encoding: AnswerEncoding): Buffer => {
  const known = answer.encoded[encoding];
  if (known !== undefined) return known;
  const bytes = encode(answer.bytes, encoding);
  answer.encoded[encoding] = bytes;
  return bytes;
};

/** Sends the prepared bytes, compressed ahead when the client accepts it. */
export const sendPrepared = (reply: FastifyReply, answer: PreparedAnswer): FastifyReply => {
  reply.type("application/json; charset=utf-8");
  const encoding = answer.bytes.length < COMPRESSION_THRESHOLD_BYTES ? null : answerEncoding(reply.request.headers);
  if (encoding === null) return reply.send(answer.bytes);
  return reply.header("vary", "accept-encoding").header("content-encoding", encoding).send(encodedAnswer(answer, encoding));
};
