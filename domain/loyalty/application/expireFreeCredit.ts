// The free-credit expiry run over one business (POST /membership/credit-expiry; issue 4 item 2
// "free credit expires into EXPIRED movements"; issue 18: the daily `creditExpiry` job,
// jobWork.ts): every member holding a lot past its expiry gets one EXPIRED movement closing it
// (domain/loyalty/member/memberCredit.ts). Deductions and bills close expired lots on their own
// first; this run closes them for members who do nothing, so the ledger and the report say when
// credit stopped counting. Each member is its own command, queued behind that member's others
// by the runner. Answers the members visited, changed (served) and refused (failed).
// - A lot is closed once whoever runs this: the member's command finds nothing expired on a lot
//   already closed. A job run also gives each member's command the key `{runStream}:{memberId}`
//   (as seasonReset.ts does), so a run taken over after a crash, or re-run by a provider admin,
//   replays rather than deciding again.
// Decision (spec silent): a member whose command is refused is counted as failed and the run
// goes on with the others, so one member never holds back the rest of the business.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { DomainError } from "../../engine/decider";
import { type CreditBalance, expiredDelta } from "../member/creditLedger";
import { memberDecider } from "../member/member";
import { memberStreamId } from "../member/memberModel";
import { memberPages } from "../member/memberPages";
import { businessTimeZone } from "./businessTimeZone";
import type { RunTally } from "./seasonReset";

export const expireFreeCredit = async (engine: Engine, businessId: string, options: RunOptions, runStream?: string): Promise<RunTally> => {
  const timeZone = await businessTimeZone(engine.readModels, businessId);
  const tally: RunTally = { visited: 0, served: 0, failed: 0 };
  for await (const rows of memberPages(engine.readModels, businessId)) {
    for (const row of rows) {
      tally.visited += 1;
      if (expiredDelta(row.creditBalance as CreditBalance, engine.context(timeZone).now) === null) continue;
      const memberId = String(row.id);
      const idempotency = runStream === undefined ? {} : { idempotency: { key: `${runStream}:${memberId}` } };
      try {
        const outcome = await engine.runner.run(memberDecider, memberStreamId(memberId), { type: "ExpireFreeCredit", data: {} }, { ...options, ...idempotency, timeZone });
        if (!outcome.replayed && outcome.events.length > 0) tally.served += 1;
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        tally.failed += 1;
      }
    }
  }
  return tally;
};
