// The member edit dialog (PUT /membership/members/{id} {level, experience, cardNo?, titles?,
// _rev?}; spec 2 §2 Member edit): level and experience within the programme's levelling, the card
// number, titles for some days, decided on the member stream against the programme as it stands
// (memberUpdate.ts: 'Max experience for level {n} is {max}', 'Title not found', a stale `_rev` 409).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { MemberEditInput } from "../member/memberInput";
import { levelProgrammeOf } from "./activeProgramme";
import { type MemberRef, onMember } from "./memberUnit";

export const editMember = (engine: Engine, ref: MemberRef, input: MemberEditInput, options: RunOptions): Promise<void> =>
  onMember(engine, ref, options, async ({ programme, decide }) => {
    await decide({
      type: "UpdateMember",
      data: {
        levelling: levelProgrammeOf(programme),
        level: input.level,
        experience: input.experience,
        cardNo: input.cardNo,
        titles: (input.titles ?? []).map((t) => ({ id: t.id, days: t.days === "" ? null : t.days })),
        knownTitleIds: programme.titles.map((t) => t.id),
        rev: input._rev,
      },
    });
  });
