// The balance check command over every member of a business (domain/loyalty/member/ledgerCheck.ts):
// reads each member's stream and its read-model rows and lists the members whose figures do not
// agree. Used by GET /membership/credit-check and the reliability suite.
import { fold } from "../../../domain/engine/decider";
import type { EngineRuntime } from "../engineRuntime";
import { productEventTypes } from "../../../domain/catalogue";
import { CREDIT_TRANSACTIONS_TABLE } from "../../../domain/loyalty/member/creditTransactions.projection";
import { type LedgerFigures, ledgerFigures, ledgerHolds } from "../../../domain/loyalty/member/ledgerCheck";
import { memberDecider } from "../../../domain/loyalty/member/member";
import { type MemberEvent, memberStreamId } from "../../../domain/loyalty/member/memberModel";
import { memberPages } from "../../../domain/loyalty/member/memberPages";
import { MEMBERS_TABLE } from "../../../domain/loyalty/member/members.projection";

export const checkMemberLedger = async (engine: EngineRuntime, memberId: string): Promise<LedgerFigures> => {
  const { store } = engine;
  const snapshot = await store.readStream(memberStreamId(memberId));
  const events = snapshot.events.map((e) => productEventTypes.upcast(e)) as unknown as ReadonlyArray<MemberEvent>;
  const state = fold(memberDecider, events);
  const row = await store.readModels.get(MEMBERS_TABLE, memberId);
  const { rows } = await store.readModels.list(CREDIT_TRANSACTIONS_TABLE, { where: { memberId } });
  const rowSum = rows.reduce((total, r) => total + Number(r.normal) + Number(r.free), 0);
  const folded = state.status === "active" ? state.credit : { normal: 0, free: [] };
  return ledgerFigures(memberId, folded, events, Number(row?.balance ?? 0), rowSum);
};

export const checkBusinessLedgers = async (engine: EngineRuntime, businessId: string) => {
  const mismatches: LedgerFigures[] = [];
  let checked = 0;
  for await (const rows of memberPages(engine.store.readModels, businessId)) {
    for (const row of rows) {
      const figures = await checkMemberLedger(engine, String(row.id));
      if (!ledgerHolds(figures)) mismatches.push(figures);
    }
    checked += rows.length;
  }
  return { checked, mismatches };
};
