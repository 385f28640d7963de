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
// - A membership URL is claimed before the write and the old one released after it
//   (business/urlClaims.ts pattern, in the `membership-url-` namespace).
import { Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { Temporal } from "temporal-polyfill";
import { productEventTypes } from "../../../domain/catalogue";
import { USERS_TABLE } from "../../../domain/auth/users.projection";
import { withRevision } from "../../../domain/business/revision";
import { DomainError, fold } from "../../../domain/engine/decider";
import { membershipUrlClaim, membershipUrlStreamId } from "../../../domain/loyalty/programme/membershipUrl";
import { PROGRAMME_NOT_FOUND, programmeDecider } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import { type ProgrammeEvent, isProgrammeEvent, programmeStreamId } from "../../../domain/loyalty/programme/programmeModel";
import { NewProgrammeInput, ProgrammeSettingsInput } from "../../../domain/loyalty/programme/settings";
import { decodeBody } from "../decodeBody";
import { success } from "../envelope";
import { type ByBusiness, type ProgrammeCaller, ensureRestaurants, programmeCaller, runProgramme } from "./programmeCommands";
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

/** Runs `write` moving the membership slug from `from` to `to`, compensating on failure. */
const withMembershipUrl = async <T>(pc: ProgrammeCaller, from: string | null, to: string | null, write: () => Promise<T>): Promise<T> => {
  const claim = (slug: string, type: "Claim" | "Release") =>
    pc.caller.run(membershipUrlClaim, membershipUrlStreamId(slug), { type, data: { key: slug, ownerId: pc.businessId } });
  const claimed = to !== null && to !== from;
  if (claimed) await claim(to, "Claim");
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (claimed) await claim(to, "Release");
    throw error;
  }
  if (from !== null && from !== to) await claim(from, "Release");
  return result;
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
    const instant = instantOf(at);
    const upTo = (await eventsOf(pc.businessId)).filter((e) => Temporal.Instant.compare(Temporal.Instant.from(e.occurredAt), instant) <= 0);
    const state = fold(programmeDecider, upTo as ReadonlyArray<ProgrammeEvent>);
    if (state.status !== "active") throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    return success(programmeView(state, await viewClock(engine, pc.businessId)));
  });

  app.post<ByBusiness>("/businesses/:businessId/membership", async (request) => {
    const pc = await programmeCaller(request, engine);
    const input = decodeBody(NewProgrammeInput, request.body ?? {});
    await ensureRestaurants(pc, input.targetRestaurant ?? [], ["targetRestaurant"]);
    // A repeated setup must never release the slug the existing programme holds.
    const existing = (await programmeOf(store.readModels, pc.businessId))?.url ?? null;
    return withMembershipUrl(pc, existing, input.url ?? existing, () =>
      runProgramme(pc, { type: "CreateProgramme", data: { ...input, businessId: pc.businessId } }, "create-programme"));
  });

  app.put<ByBusiness>("/businesses/:businessId/membership", async (request) => {
    const pc = await programmeCaller(request, engine);
    const { _rev, ...settings } = decodeBody(SettingsBody, request.body ?? {});
    await ensureRestaurants(pc, settings.targetRestaurant ?? [], ["targetRestaurant"]);
    const current = await programmeOf(store.readModels, pc.businessId);
    if (current === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
    const to = settings.url === undefined ? current.url : settings.url;
    return withMembershipUrl(pc, current.url, to, () =>
      runProgramme(pc, { type: "UpdateSettings", data: { settings, rev: pc.caller.revision(_rev) } }));
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
