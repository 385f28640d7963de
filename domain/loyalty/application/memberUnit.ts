// A use case on one member of a business, as ONE unit of work: it reads the programme and the
// member as they stand, refuses a member of another business like a missing one (404 'Member not
// found', so ids of other tenants are never confirmed), and decides on the member's stream in the
// business's time zone (title and free-credit expiry are end-of-day dates there).
// The unit queues behind the member's other commands in this process, so 200 concurrent
// deductions each get their real answer ('Credit cannot go below 0') instead of a version
// conflict; across processes the engine's version check decides.
import type { UnitOutcome } from "../../engine/commandHandler";
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import type { StepOutcome, UnitOfWork } from "../../engine/unitOfWork";
import { MEMBER_NOT_FOUND, memberDecider } from "../member/member";
import { type ActiveMember, type MemberCommand, type MemberEvent, type MemberState, memberStreamId } from "../member/memberModel";
import type { Programme } from "../programme/programmeModel";
import { programmeIn } from "./activeProgramme";
import { businessTimeZone } from "./businessTimeZone";

export interface MemberRef {
  readonly businessId: string;
  readonly memberId: string;
}

export interface MemberStep {
  readonly unit: UnitOfWork;
  readonly programme: Programme;
  readonly member: ActiveMember;
  /** Decides `command` on the member's stream; a refusal throws and drops the unit. */
  readonly decide: (command: MemberCommand) => Promise<StepOutcome<MemberState, MemberEvent>>;
}

/** The member as this unit sees it, if it is one of the business's; else 404. */
const memberIn = async (unit: UnitOfWork, { businessId, memberId }: MemberRef): Promise<ActiveMember> => {
  const { state } = await unit.load(memberDecider, memberStreamId(memberId));
  if (state.status !== "active" || state.businessId !== businessId) throw new DomainError(MEMBER_NOT_FOUND, 404);
  return state;
};

/** The member's decisions of one step, as a unit; a refusal throws its DomainError. */
export const memberStep = async (unit: UnitOfWork, ref: MemberRef): Promise<MemberStep> => {
  const programme = await programmeIn(unit, ref.businessId);
  const member = await memberIn(unit, ref);
  const decide = (command: MemberCommand) => unit.decide(memberDecider, memberStreamId(ref.memberId), command);
  return { unit, programme, member, decide };
};

/**
 * Runs `work` on the member as one unit; answers the unit's outcome (`replayed` for a repeated
 * key, with the first answer). The business's time zone is looked up unless `options` names it.
 */
export const onMemberUnit = async <T>(engine: Engine, ref: MemberRef, options: RunOptions, work: (step: MemberStep) => Promise<T>): Promise<UnitOutcome<T>> => {
  const timeZone = options.timeZone ?? (await businessTimeZone(engine.readModels, ref.businessId));
  return engine.runner.transact(
    async (unit) => work(await memberStep(unit, ref)),
    { ...options, timeZone, queueKey: memberStreamId(ref.memberId) },
  );
};

/** Runs `work` on the member as one unit; answers what `work` answered (the first answer for a repeated key). */
export const onMember = async <T>(engine: Engine, ref: MemberRef, options: RunOptions, work: (step: MemberStep) => Promise<T>): Promise<T> =>
  (await onMemberUnit(engine, ref, options, work)).value;
