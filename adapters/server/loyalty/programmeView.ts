// What the API answers for a programme (spec 2 §3 Membership): the folded programme with `_rev`
// (its stream version, for whole-list writes), `id` the business id, `activated` (spec 2 §4:
// a programme exists only once set up, which activates it) and the tier table (every tier with
// its zero-based index, the base first). Each benefit also reads its availability text
// ('Available from tier N to M' / 'Available from level X to Y') and, when scheduled, its
// `nextDistribute` text ('Next distribute DD/MM/YYYY' in the business time zone, or the cron's
// problem). Internal fields of the fold (status, revision) are left out.
// Decision where the spec is silent: a birthday trigger's text is 'Distributed on member
// birthdays' (its date differs per member).
import type { Temporal } from "temporal-polyfill";
import { availabilityText } from "../../../domain/loyalty/benefitApplicability";
import { nextDistributeText } from "../../../domain/loyalty/cronSchedule";
import type { Benefit, Trigger } from "../../../domain/loyalty/programme/benefits";
import { DomainError } from "../../../domain/engine/decider";
import { PROGRAMME_NOT_FOUND } from "../../../domain/loyalty/programme/programme";
import { programmeOf } from "../../../domain/loyalty/programme/programme.projection";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { tierLadder } from "../../../domain/loyalty/tierDecision";
import { type Success, success } from "../envelope";
import type { EngineRuntime } from "../engineRuntime";
import { businessTimeZone } from "../../../domain/loyalty/application/businessTimeZone";

export const BIRTHDAY_DISTRIBUTION = "Distributed on member birthdays";

export interface ViewClock {
  readonly now: Temporal.Instant;
  readonly timeZone: string;
}

const triggerText = (trigger: Trigger, clock: ViewClock): string =>
  "cron" in trigger ? nextDistributeText(trigger.cron, clock.now, clock.timeZone) : BIRTHDAY_DISTRIBUTION;

const benefitView = (benefit: Benefit, clock: ViewClock) => ({
  ...benefit,
  availability: availabilityText(benefit),
  nextDistribute: benefit.options.type === "schedule" ? triggerText(benefit.options.triggerer, clock) : null,
});

export const programmeView = (programme: Programme, clock: ViewClock) => {
  const { status: _, revision, ...rest } = programme;
  return {
    id: programme.businessId,
    ...rest,
    benefits: programme.benefits.map((benefit) => benefitView(benefit, clock)),
    activated: true,
    tierTable: tierLadder(programme.tier).map((tier, index) => ({ index, ...tier })),
    _rev: revision,
  };
};
export type ProgrammeView = ReturnType<typeof programmeView>;

/** The instant and business time zone a view is computed at. */
export const viewClock = async (engine: EngineRuntime, businessId: string): Promise<ViewClock> => ({
  now: engine.context().now,
  timeZone: await businessTimeZone(engine.store.readModels, businessId),
});

/** The programme as the read model holds it now, else 404 'Membership not found'. */
export const programmeAnswer = async (engine: EngineRuntime, businessId: string): Promise<Success<ProgrammeView>> => {
  const programme = await programmeOf(engine.store.readModels, businessId);
  if (programme === null) throw new DomainError(PROGRAMME_NOT_FOUND, 404);
  return success(programmeView(programme, await viewClock(engine, businessId)));
};
