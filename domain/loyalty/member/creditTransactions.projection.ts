// The `credit_transactions` read model (key transactionId): the credit ledger as the report's
// 'Credit transaction' tab lists it (spec 2 §2 Transactions report, §3 Credit transaction:
// source, ref, restaurant, member, normal, free, seqNo, remark, reverted; §7 GET
// /transactions/credit). Amounts are ledger units (creditLedger.ts), signed.
// Decisions where the spec is silent:
// - `free` is the net change of free credit; `freeLots` keeps the per-lot deltas.
// - A transaction that another one takes back (a refunded bill's cashback) reads reverted: true;
//   the taking-back transaction is its own row, so the rows still sum to the balance.
// - The report's period and order use the `recent` column (instant, then seqNo); the member's
//   name and phone are copied from the members row at the time of the movement.
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx } from "../../engine/projection";
import type { MemberEvent } from "./memberModel";
import { isMemberEvent, MEMBERS_TABLE } from "./members.projection";
import { readTable, textColumn } from "../../engine/readTable";

export const CREDIT_TRANSACTIONS_TABLE = "credit_transactions";

export const creditTransactionsTable = readTable({
  name: CREDIT_TRANSACTIONS_TABLE,
  columns: {
    businessId: textColumn("businessId"), memberId: textColumn("memberId"), restaurantId: textColumn("restaurantId"),
    createdAt: textColumn("createdAt"),
    // Newest first, then the ledger's own order: the report's order, and its period's range.
    recent: { type: "text", of: (row) => `${String(row.createdAt)}|${String(row.seqNo).padStart(12, "0")}` },
  },
  indexes: [["businessId", "recent"], ["businessId", "restaurantId", "recent"], ["memberId", "createdAt"]],
});

export const monthOf = (isoInstant: string): string => isoInstant.slice(0, 7);

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isMemberEvent(recorded) || recorded.type !== "CreditTransactionRecorded") return;
  const { data } = recorded as unknown as Extract<MemberEvent, { type: "CreditTransactionRecorded" }>;
  const member = await tx.get(MEMBERS_TABLE, data.memberId);
  await tx.put(CREDIT_TRANSACTIONS_TABLE, data.transactionId, {
    id: data.transactionId,
    businessId: data.businessId,
    memberId: data.memberId,
    member: { id: data.memberId, name: member?.name ?? null, phoneNumber: member?.phoneNumber ?? null },
    restaurantId: data.restaurantId,
    source: data.source,
    ref: data.ref,
    normal: data.normal,
    free: data.free.reduce((total, lot) => total + lot.amount, 0),
    freeLots: data.free,
    seqNo: data.seqNo,
    remark: data.remark,
    reverted: false,
    reverts: data.reverts,
    createdAt: data.recordedAt,
    month: monthOf(data.recordedAt),
  });
  if (data.reverts !== null) {
    const original = await tx.get(CREDIT_TRANSACTIONS_TABLE, data.reverts);
    if (original !== undefined) await tx.put(CREDIT_TRANSACTIONS_TABLE, data.reverts, { ...original, reverted: true });
  }
};

export const creditTransactionsProjection: Projection = { name: "credit_transactions", tables: [creditTransactionsTable], apply };
