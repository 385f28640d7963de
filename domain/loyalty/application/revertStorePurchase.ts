// Reverting a member-store purchase (POST /membership/members/{id}/store-purchases/{purchaseId}/
// revert): the credit and titles the bundle gave are taken back on the member stream
// (storePurchase.ts: 'Purchase not found', 'Purchase already reverted', 'Credit already spent');
// the vouchers it gave stay with the member, like a refunded bill's rewards.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type MemberRef, onMember } from "./memberUnit";

export const revertStorePurchase = (engine: Engine, ref: MemberRef, purchaseId: string, options: RunOptions): Promise<void> =>
  onMember(engine, ref, options, async ({ decide }) => {
    await decide({ type: "RevertStorePurchase", data: { purchaseId } });
  });
