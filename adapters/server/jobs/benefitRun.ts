// Hands out one due distribution of a scheduled benefit (spec 2 §3 Benefit, options.type
// schedule: vouchers and/or free credit {day, amount}, triggered by a cron or the member's
// birthday) to the members it applies to (domain/loyalty/benefitApplicability.ts: tier or level
// bounds, required title held and unexpired at the due instant; birthdayTrigger.ts: the member's
// trigger falls on the due day). Vouchers become claims assigned to the member through the
// marketing engine's reward-claim step (loyalty/memberRewardClaims.ts) plus the member's
// RewardSent; free credit is the member stream's SendCredit (source BENEFIT, ref the benefit,
// remark its name, expiring `day` days ahead in the business time zone).
// Decisions (spec silent):
// - Claim ids are derived from the member and the run, and every member write carries an
//   idempotency key `{runStream}:{memberId}:...`: a run taken over after a crash gives nobody a
//   second voucher or credit.
// - A voucher the marketing engine refuses (deleted, quota reached) or a member whose write
//   fails is counted in `failed`; the others are still served.
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import type { Row } from "../../../domain/engine/projection";
import { benefitApplicability } from "../../../domain/loyalty/benefitApplicability";
import { isBirthdayTriggerDay } from "../../../domain/loyalty/birthdayTrigger";
import type { DueRun } from "../../../domain/loyalty/jobs/dueRuns";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { type MemberCommand, memberStreamId } from "../../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import type { Benefit } from "../../../domain/loyalty/programme/benefits";
import type { Programme } from "../../../domain/loyalty/programme/programmeModel";
import { tierLadder } from "../../../domain/loyalty/tierDecision";
import { assignRewardClaims } from "../loyalty/memberRewardClaims";
import type { RunScope, RunTally } from "./seasonResetRun";

type ScheduleBenefit = Benefit & { readonly options: Extract<Benefit["options"], { type: "schedule" }> };

export const isScheduleBenefit = (benefit: Benefit): benefit is ScheduleBenefit => benefit.options.type === "schedule";

const birthdayOf = (row: Row): Temporal.PlainDate | null => {
  try {
    return typeof row.birthday === "string" && row.birthday !== "" ? Temporal.PlainDate.from(row.birthday) : null;
  } catch {
    return null;
  }
};

const titlesOf = (row: Row) =>
  ((row.titles as ReadonlyArray<{ id: string; acquiredAt: string; expiredAt: string }> | undefined) ?? []).map((t) => ({
    id: t.id, acquiredAt: Temporal.Instant.from(t.acquiredAt), expiredAt: Temporal.Instant.from(t.expiredAt),
  }));

/** Whether the run serves this member (scope of the benefit, and its birthday trigger). */
export const servesMember = (benefit: ScheduleBenefit, programme: Programme, row: Row, run: DueRun, timeZone: string): boolean => {
  const birthday = birthdayOf(row);
  const scope = { ...benefit, membershipId: programme.businessId, scheduler: null };
  const member = { membershipId: String(row.businessId), level: Number(row.level ?? 0), titles: titlesOf(row), birthday };
  if (!benefitApplicability(scope, member, tierLadder(programme.tier), run.dueAt, timeZone).applicable) return false;
  const trigger = benefit.options.triggerer;
  return "cron" in trigger || (birthday !== null && isBirthdayTriggerDay(birthday, trigger.birthday, run.date));
};

const runMember = async (scope: RunScope, memberId: string, command: MemberCommand, key: string, timeZone: string): Promise<boolean> => {
  const result = await scope.engine.commands.handle(memberDecider, memberStreamId(memberId), command, {
    context: { ...scope.context(), timeZone },
    meta: { actor: scope.actor, correlationId: scope.streamId },
    idempotencyKey: `${scope.streamId}:${memberId}:${key}`,
  });
  return Result.isSuccess(result);
};

const serveMember = async (scope: RunScope, benefit: ScheduleBenefit, row: Row, run: DueRun, timeZone: string): Promise<boolean> => {
  const memberId = String(row.id);
  let ok = true;
  const { vouchers, freeCredit } = benefit.options;
  if (vouchers.length > 0) {
    const recipient = { memberId, phoneNumber: String(row.phoneNumber), name: (row.name as string | null) ?? null };
    const outcome = await assignRewardClaims(scope.engine, scope.actor, scope.streamId, recipient, `benefit-${benefit.id}-${run.dueKey}`, vouchers);
    ok = outcome.failed.length === 0;
    for (const { voucherId } of outcome.assigned) {
      ok = (await runMember(scope, memberId, { type: "SendReward", data: { rewardId: voucherId } }, `reward:${voucherId}`, timeZone)) && ok;
    }
  }
  if (freeCredit !== null && freeCredit.amount > 0) {
    const command: MemberCommand = {
      type: "SendCredit",
      data: { normal: 0, free: { amount: freeCredit.amount, days: freeCredit.day }, remark: benefit.name, source: "BENEFIT", ref: benefit.id },
    };
    ok = (await runMember(scope, memberId, command, "credit", timeZone)) && ok;
  }
  return ok;
};

export const runBenefit = async (scope: RunScope, programme: Programme, benefit: ScheduleBenefit, run: DueRun, timeZone: string): Promise<RunTally> => {
  const { rows } = await scope.engine.store.readModels.list(MEMBERS_TABLE, { where: { businessId: programme.businessId } });
  const tally: RunTally = { served: 0, failed: 0 };
  for (const row of rows) {
    if (!servesMember(benefit, programme, row, run, timeZone)) continue;
    if (await serveMember(scope, benefit, row, run, timeZone)) tally.served += 1;
    else tally.failed += 1;
  }
  return tally;
};
