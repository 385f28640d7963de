// The server's request log: one line per request, written once it is answered, with the
// method, URL, status and time.
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, once answered, naming the request, instead of Fastify's two
 * (incoming, then completed): each line is a write to stdout, and a busy server wrote two per request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
