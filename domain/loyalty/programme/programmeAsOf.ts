// The programme as it was at an instant (GET /membership?at=): its stream's events up to that
// instant folded with the programme's own evolve; 404 'Membership not found' before its setup.
import { Temporal } from "temporal-polyfill";
import { DomainError, fold } from "../../engine/decider";
import type { RecordedEvent } from "../../engine/events";
import { PROGRAMME_NOT_FOUND, programmeDecider } from "./programme";
import { type Programme, type ProgrammeEvent, isProgrammeEvent } from "./programmeModel";

export const programmeAsOf = (events: ReadonlyArray<RecordedEvent>, instant: Temporal.Instant): Programme => {
  const upTo = events.filter((e) => isProgrammeEvent(e) && Temporal.Instant.compare(Temporal.Instant.from(e.occurredAt), instant) <= 0);
  const state = fold(programmeDecider, upTo as unknown as ReadonlyArray<ProgrammeEvent>);
  if (state.status !== "active") throw new DomainError(PROGRAMME_NOT_FOUND, 404);
  return state;
};
