// The programme itself (spec 2 §7), under /api/v2:
//   GET  /businesses/{businessId}/membership  ?at=<ISO instant>  → the programme (now, or as it
//        was at that instant: its stream folded up to it)
//   POST /businesses/{businessId}/membership  NewProgrammeInput (Idempotency-Key) → the programme
//   PUT  /businesses/{businessId}/membership  ProgrammeSettingsInput + _rev → the programme
//   GET  /businesses/{businessId}/membership/history → [{version, type, actor, actorName, occurredAt}]
//   GET  /businesses/{businessId}/membership/overview → the programme's counts and tier table
// Decisions where the spec is silent:
// - Before setup, GET answers 404 'Membership not found' (the UI then goes to setup); `at`
//   before the setup answers the same; a malformed `at` is 400 'Invalid instant'.
// - History is newest first; `actorName` is the user's name when the actor is a user.
// - The membership URL moves with the write in one unit of work (domain/loyalty/application
//   setUpProgramme.ts, updateProgrammeSettings.ts), in the `membership-url-` namespace.
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { productEventTypes } from "../../../domain/catalogue";
import { USERS_TABLE } from "../../../domain/auth/users.projection";
import { withRevision } from "../../../domain/business/revision";
import { DomainError } from "../../../domain/engine/decider";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeAsOf } from "../../../domain/loyalty/programme/programmeAsOf";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { isProgrammeEvent, programmeStreamId } from "../../../domain/loyalty/programme/programmeModel";
import { NewProgrammeInput, ProgrammeSettingsInput } from "../../../domain/loyalty/programme/settings";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { setUpProgramme } from "../../../domain/loyalty/application/setUpProgramme";
import { updateProgrammeSettings } from "../../../domain/loyalty/application/updateProgrammeSettings";
import { type ByBusiness, programmeCaller } from "./programmeCommands";
import { programmeOverview } from "./programmeOverview";
import { programmeAnswer, programmeView, viewClock } from "./programmeView";

const SettingsBody = withRevision(ProgrammeSettingsInput.fields);
const AtQuery = Schema.Struct({ at: Schema.optionalKey(Schema.String) });
export const INVALID_INSTANT = "Invalid instant";

const instantOf = (text: string): Temporal.Instant => {
  try {
    return Temporal.Instant.from(text);
  } catch {
    throw new DomainError(INVALID_INSTANT, 400, ["at"]);
  }
};

export const programmeRoutes = async (app: FastifyInstance): Promise<void> => {
  const { engine } = app.identity;
  const { store } = engine;

  const eventsOf = async (businessId: string) =>
    (await store.readStream(programmeStreamId(businessId))).events.map(productEventTypes.upcast).filter(isProgrammeEvent);

  app.get<ByBusiness>("/businesses/:businessId/membership", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { at } = decodeBody(AtQuery, request.query ?? {});
    if (at === undefined) return programmeAnswer(engine, pc.businessId);
    const programme = programmeAsOf(await eventsOf(pc.businessId), instantOf(at));
    return success(programmeView(programme, await viewClock(engine, pc.businessId)));
  });

  app.post<ByBusiness>("/businesses/:businessId/membership", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const input = decodeBody(NewProgrammeInput, request.body ?? {});
    await setUpProgramme(engine, businessId, input, caller.options("create-programme"));
    return programmeAnswer(engine, businessId);
  });

  app.put<ByBusiness>("/businesses/:businessId/membership", async (request) => {
    const { caller, businessId } = await programmeCaller(request, engine);
    const { _rev, ...settings } = decodeBody(SettingsBody, request.body ?? {});
    await updateProgrammeSettings(engine, businessId, settings, caller.revision(_rev), caller.options());
    return programmeAnswer(engine, businessId);
  });

  app.get<ByBusiness>("/businesses/:businessId/membership/history", async (request) => {
    const pc = await programmeCaller(request, engine);
    const events = await eventsOf(pc.businessId);
    const names = new Map<string, string | null>();
    for (const actor of new Set(events.flatMap((e) => (e.meta.actor === null ? [] : [e.meta.actor])))) {
      const user = await store.readModels.get(USERS_TABLE, actor);
      names.set(actor, typeof user?.name === "string" ? user.name : null);
    }
    return success([...events].reverse().map((e) => ({
      version: e.version,
      type: e.type,
      actor: e.meta.actor,
      actorName: e.meta.actor === null ? null : names.get(e.meta.actor) ?? null,
      occurredAt: e.occurredAt,
    })));
  });

  app.get<ByBusiness>("/businesses/:businessId/membership/overview", async (request) => {
    const pc = await programmeCaller(request, engine);
    const programme = await programmeOf(store.readModels, pc.businessId);
    if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    return success(programmeOverview(programme));
  });
};
