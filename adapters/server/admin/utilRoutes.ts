// The Util page's API (issue 18, spec 1 §6 "Util needs admin or staff"), under /api/v2; anyone
// else signed in is 403 'You are not allowed to do this', no token 401:
//   GET  /admin/util/checks            → [UtilCheck], newest first (utilChecks.ts)
//   POST /admin/util/checks {kind}     → UtilCheck: starts a check (or answers the running one)
//   GET  /admin/util/checks/{checkId}  → UtilCheck, its progress and, once done, its result
//   GET  /admin/util/events?streamId=  → the events of one stream as a JSON download
// Decisions where the spec is silent: the export names the stream, its version and every event
// (position, version, type, v, occurredAt, data, meta) oldest first; an empty or unknown stream
// is 404 'Stream not found'; a stream id is 1-200 characters ('Invalid stream id').
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { canUseProviderArea } from "../../../domain/auth/providerAreas";
import { flagsFor } from "../../../domain/auth/roleFlags";
import { DomainError } from "../../../domain/engine/decider";
import { ExportedEvent, UtilCheck, UtilCheckKind, UtilChecks } from "../../../domain/provider/utilChecks";
import { requireUser } from "../auth/requireUser";
import { FORBIDDEN } from "../business/access";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { utilCheckJobs } from "./utilChecks";

export const CHECK_NOT_FOUND = "Check not found";
export const STREAM_NOT_FOUND = "Stream not found";
const INVALID_STREAM_ID = "Invalid stream id";

const StartCheck = Schema.Struct({ kind: UtilCheckKind });
const StreamQuery = Schema.Struct({
  streamId: Schema.String.check(Schema.isMinLength(1, { message: INVALID_STREAM_ID }), Schema.isMaxLength(200, { message: INVALID_STREAM_ID })),
});
const encodeCheck = Schema.encodeSync(UtilCheck);

export const utilRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const jobs = utilCheckJobs(engine);
  app.addHook("onClose", () => jobs.idle());

  const requireUtil = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(request);
    if (!canUseProviderArea(flagsFor(user.claims), "util")) throw new DomainError(FORBIDDEN, 403);
  };

  app.get("/admin/util/checks", async (request) => {
    await requireUtil(request);
    return success(Schema.encodeSync(UtilChecks)(jobs.list()));
  });

  app.post("/admin/util/checks", async (request) => {
    await requireUtil(request);
    const { kind } = decodeBody(StartCheck, request.body);
    return success(encodeCheck(jobs.start(kind)));
  });

  app.get<{ Params: { checkId: string } }>("/admin/util/checks/:checkId", async (request) => {
    await requireUtil(request);
    const job = jobs.get(request.params.checkId);
    if (job === undefined) throw new DomainError(CHECK_NOT_FOUND, 404);
    return success(encodeCheck(job));
  });

  app.get("/admin/util/events", async (request, reply) => {
    await requireUtil(request);
    const { streamId } = decodeBody(StreamQuery, request.query ?? {});
    const { version, events } = await engine.store.readStream(streamId);
    if (events.length === 0) throw new DomainError(STREAM_NOT_FOUND, 404);
    const exported = events.map((e) => Schema.encodeSync(ExportedEvent)({
      position: e.position, version: e.version, type: e.type, v: e.v, occurredAt: e.occurredAt, data: e.data, meta: e.meta,
    }));
    const fileName = `${streamId.replace(/[^A-Za-z0-9_-]/g, "_")}.json`;
    reply.header("content-disposition", `attachment; filename="${fileName}"`);
    return success({ streamId, version, events: exported });
  });
};
