// Assigning a title to members (PUT /membership/assign-title {memberIds, titleId, days}; spec 2
// §7): each member holds the title `days` more (a held title is extended, a new one lasts to the
// end of the day that many days ahead, domain/loyalty/titles.ts).
// Decisions where the spec is silent: the title must be one of the programme's ('Title not
// found', 400) and every member one of the business's ('Member not found', 404); every member
// changes in ONE unit of work, so either all of them hold the title or, on any refusal, none.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { AssignTitleInput } from "../member/memberInput";
import { TITLE_NOT_FOUND } from "../programme/titles";
import { programmeIn } from "./activeProgramme";
import { businessTimeZone } from "./businessTimeZone";
import { memberStep } from "./memberUnit";

export interface TitleAssigned {
  readonly titleId: string;
  readonly updated: number;
}

export const assignTitle = async (engine: Engine, businessId: string, input: typeof AssignTitleInput.Type, options: RunOptions): Promise<TitleAssigned> => {
  const { titleId, days } = input;
  const memberIds = [...new Set(input.memberIds)];
  const timeZone = await businessTimeZone(engine.readModels, businessId);
  const outcome = await engine.runner.transact(async (unit) => {
    const knownTitleIds = (await programmeIn(unit, businessId)).titles.map((t) => t.id);
    if (!knownTitleIds.includes(titleId)) throw new DomainError(TITLE_NOT_FOUND, 400, ["titleId"]);
    for (const memberId of memberIds) {
      const { decide } = await memberStep(unit, { businessId, memberId });
      await decide({ type: "AssignTitle", data: { titleId, days, knownTitleIds } });
    }
    return { titleId, updated: memberIds.length };
  }, { ...options, timeZone });
  return outcome.value;
};
