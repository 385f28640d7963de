// The free-credit expiry run over one business (issue 4 item 2 "free credit expires into EXPIRED
// movements"): every member holding a lot past its expiry gets one EXPIRED movement closing it
// (domain/loyalty/member/memberCredit.ts). Deductions and bills close expired lots on their own
// first; this run closes them for members who do nothing, so the ledger and the report say when
// credit stopped counting. `POST /membership/credit-expiry` runs it; a scheduler may call it too.
import { Result } from "effect";
import { type CreditBalance, expiredDelta } from "../../../domain/loyalty/member/creditLedger";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { memberStreamId } from "../../../domain/loyalty/member/memberModel";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";
import type { EngineRuntime } from "../engineRuntime";
import { serialised } from "../../engine/streamQueue";
import { businessTimeZone } from "./businessTimeZone";

/** Closes every expired free lot of the business's members; answers how many members changed. */
export const expireBusinessFreeCredit = async (engine: EngineRuntime, businessId: string, actor: string, correlationId: string): Promise<number> => {
  const timeZone = await businessTimeZone(engine.store.readModels, businessId);
  const { rows } = await engine.store.readModels.list(MEMBERS_TABLE, { where: { businessId } });
  let expired = 0;
  for (const row of rows) {
    if (expiredDelta(row.creditBalance as CreditBalance, engine.context(timeZone).now) === null) continue;
    const streamId = memberStreamId(String(row.id));
    const result = await serialised(streamId, () =>
      engine.commands.handle(memberDecider, streamId, { type: "ExpireFreeCredit", data: {} }, { context: engine.context(timeZone), meta: { actor, correlationId } }));
    if (Result.isFailure(result)) throw result.failure;
    if (result.success.events.length > 0) expired += 1;
  }
  return expired;
};
