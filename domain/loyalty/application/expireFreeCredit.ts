// The free-credit expiry run over one business (POST /membership/credit-expiry; issue 4 item 2
// "free credit expires into EXPIRED movements"): every member holding a lot past its expiry gets
// one EXPIRED movement closing it (domain/loyalty/member/memberCredit.ts). Deductions and bills
// close expired lots on their own first; this run closes them for members who do nothing, so the
// ledger and the report say when credit stopped counting. Each member is its own command, queued
// behind that member's others by the runner. Answers how many members changed.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type CreditBalance, expiredDelta } from "../member/creditLedger";
import { memberDecider } from "../member/member";
import { memberStreamId } from "../member/memberModel";
import { memberPages } from "../member/memberPages";
import { businessTimeZone } from "./businessTimeZone";

export const expireFreeCredit = async (engine: Engine, businessId: string, options: RunOptions): Promise<number> => {
  const timeZone = await businessTimeZone(engine.readModels, businessId);
  let expired = 0;
  for await (const rows of memberPages(engine.readModels, businessId)) {
    for (const row of rows) {
      if (expiredDelta(row.creditBalance as CreditBalance, engine.context(timeZone).now) === null) continue;
      const outcome = await engine.runner.run(memberDecider, memberStreamId(String(row.id)), { type: "ExpireFreeCredit", data: {} }, { ...options, timeZone });
      if (outcome.events.length > 0) expired += 1;
    }
  }
  return expired;
};
