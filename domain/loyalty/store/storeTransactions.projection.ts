// The `store_transactions` read model (key purchaseId): member-store purchases as the report's
// 'Store transaction' and 'Online store transaction' tabs list them (spec 2 §3 Store
// transaction: createdAt, bundle, restaurant, totalTax, priceWithTax, status 'Reverted' if
// reverted, otherwise 'Completed'; §7 GET /transactions/store and /transactions/online-store).
// Decisions where the spec is silent:
// - `channel` tells the two tabs apart (STORE at a restaurant, ONLINE with restaurantId null).
// - Money stays Money (the store company's currency); the server shows it as decimals.
// - The report's period and order use the `recent` column (instant, then id), as for
//   credit transactions; the member's name and phone are copied from the members row.
import type { RecordedEvent } from "../../engine/events";
import type { Projection, ProjectionTx } from "../../engine/projection";
import { monthOf } from "../member/creditTransactions.projection";
import type { MemberEvent } from "../member/memberModel";
import { isMemberEvent, MEMBERS_TABLE } from "../member/members.projection";
import { readTable, textColumn } from "../../engine/readTable";

export const STORE_TRANSACTIONS_TABLE = "store_transactions";

export const storeTransactionsTable = readTable({
  name: STORE_TRANSACTIONS_TABLE,
  columns: {
    businessId: textColumn("businessId"), channel: textColumn("channel"), restaurantId: textColumn("restaurantId"),
    // Newest first, then by id: the report's order, and its period's range.
    recent: { type: "text", of: (row) => `${String(row.createdAt)}|${String(row.id)}` },
  },
  indexes: [["businessId", "channel", "recent"], ["businessId", "channel", "restaurantId", "recent"]],
});

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isMemberEvent(recorded)) return;
  const event = recorded as unknown as MemberEvent;
  if (event.type === "StorePurchased") {
    const d = event.data;
    const member = await tx.get(MEMBERS_TABLE, d.memberId);
    await tx.put(STORE_TRANSACTIONS_TABLE, d.purchaseId, {
      id: d.purchaseId,
      businessId: d.businessId,
      memberId: d.memberId,
      member: { id: d.memberId, name: member?.name ?? null, phoneNumber: member?.phoneNumber ?? null },
      channel: d.channel,
      restaurantId: d.restaurantId,
      bundle: d.bundle,
      price: d.price,
      taxTotals: d.taxTotals,
      totalTax: d.totalTax,
      priceWithTaxes: d.priceWithTaxes,
      creditTransactionId: d.creditTransactionId,
      reverted: false,
      revertedAt: null,
      createdAt: d.purchasedAt,
      month: monthOf(d.purchasedAt),
    });
  }
  if (event.type === "StorePurchaseReverted") {
    const row = await tx.get(STORE_TRANSACTIONS_TABLE, event.data.purchaseId);
    if (row !== undefined) await tx.put(STORE_TRANSACTIONS_TABLE, event.data.purchaseId, { ...row, reverted: true, revertedAt: event.data.revertedAt });
  }
};

export const storeTransactionsProjection: Projection = { name: "store_transactions", tables: [storeTransactionsTable], apply };
