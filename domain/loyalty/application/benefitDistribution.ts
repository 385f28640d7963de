// Handing out one due distribution of a scheduled benefit (spec 2 §3 Benefit, options.type
// schedule: vouchers and/or free credit {day, amount}, triggered by a cron or the member's
// birthday) to the members it applies to (benefitApplicability.ts: tier or level bounds, required
// title held and unexpired at the due instant; birthdayTrigger.ts: the member's trigger falls on
// the due day). Each member is served in ONE unit of work: the vouchers' claims (rewardClaims.ts)
// with the member's RewardSent for each, and the free credit as SendCredit (source BENEFIT, ref
// the benefit, remark its name, expiring `day` days ahead in the business time zone).
// Decisions (spec silent):
// - Each member's unit carries the idempotency key `{runStream}:{memberId}`: a run taken over
//   after a crash, or re-run by a provider admin (runJobNow.ts), gives nobody a second voucher or
//   credit; a member the run already served counts as visited, not served.
// - A voucher the marketing engine refuses (deleted) counts the member in `failed` while the rest
//   is still given; a member whose own write is refused gets nothing and is counted in `failed`.
import { Temporal } from "temporal-polyfill";
import { DomainError } from "../../engine/decider";
import type { Row } from "../../engine/projection";
import { benefitApplicability } from "../benefitApplicability";
import { isBirthdayTriggerDay } from "../birthdayTrigger";
import type { DueRun } from "../jobs/dueRuns";
import { memberPages } from "../member/memberPages";
import type { ScheduleBenefit } from "../programme/benefits";
import type { Programme } from "../programme/programmeModel";
import { tierLadder } from "../tierDecision";
import { onMemberUnit } from "./memberUnit";
import { claimRewards } from "./rewardClaims";
import type { JobRunScope, RunTally } from "./seasonReset";


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
const servesMember = (benefit: ScheduleBenefit, programme: Programme, row: Row, run: DueRun, timeZone: string): boolean => {
  const birthday = birthdayOf(row);
  const scope = { ...benefit, membershipId: programme.businessId, scheduler: null };
  const member = { membershipId: String(row.businessId), level: Number(row.level ?? 0), titles: titlesOf(row), birthday };
  if (!benefitApplicability(scope, member, tierLadder(programme.tier), run.dueAt, timeZone).applicable) return false;
  const trigger = benefit.options.triggerer;
  return "cron" in trigger || (birthday !== null && isBirthdayTriggerDay(birthday, trigger.birthday, run.date));
};

/** Serves one member in one unit: "served" when everything was given now, "replayed" when this run had served them already. */
const serveMember = async (scope: JobRunScope, benefit: ScheduleBenefit, memberId: string, businessId: string, timeZone: string): Promise<"served" | "replayed" | "failed"> => {
  const { engine, runStream, actor } = scope;
  const options = { actor, correlationId: runStream, timeZone, idempotency: { key: `${runStream}:${memberId}` } };
  try {
    const outcome = await onMemberUnit(engine, { businessId, memberId }, options, async ({ unit, member, decide }) => {
      const { vouchers, freeCredit } = benefit.options;
      const claims = await claimRewards(unit, { memberId, phoneNumber: member.phoneNumber, name: member.name }, vouchers);
      for (const { voucherId } of claims.assigned) await decide({ type: "SendReward", data: { rewardId: voucherId } });
      if (freeCredit !== null && freeCredit.amount > 0) {
        await decide({
          type: "SendCredit",
          data: { normal: 0, free: { amount: freeCredit.amount, days: freeCredit.day }, remark: benefit.name, source: "BENEFIT", ref: benefit.id },
        });
      }
      return claims.failed.length === 0;
    });
    if (outcome.replayed) return "replayed";
    return outcome.value ? "served" : "failed";
  } catch (error) {
    if (error instanceof DomainError) return "failed";
    throw error;
  }
};

export const runBenefit = async (scope: JobRunScope, programme: Programme, benefit: ScheduleBenefit, run: DueRun, timeZone: string): Promise<RunTally> => {
  const tally: RunTally = { visited: 0, served: 0, failed: 0 };
  for await (const rows of memberPages(scope.engine.readModels, programme.businessId)) {
    for (const row of rows) {
      if (!servesMember(benefit, programme, row, run, timeZone)) continue;
      tally.visited += 1;
      const outcome = await serveMember(scope, benefit, String(row.id), programme.businessId, timeZone);
      if (outcome === "served") tally.served += 1;
      if (outcome === "failed") tally.failed += 1;
    }
  }
  return tally;
};
