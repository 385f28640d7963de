// Deducting credit from the portal (POST /membership/members/{id}/deduct-credit {amount, remark?};
// spec 2 §5 'Credit cannot go below 0'): one movement of source PORTAL on the member's ledger,
// whose balance invariant lives in the member stream (memberCredit.ts). Deductions on one member
// queue in this process (memberUnit.ts), so concurrent ones each get their real answer.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { DeductCreditInput } from "../member/memberInput";
import { creditUnitsOf } from "./creditAmount";
import { type MemberRef, onMember } from "./memberUnit";

export const deductCredit = (engine: Engine, ref: MemberRef, input: typeof DeductCreditInput.Type, options: RunOptions): Promise<void> =>
  onMember(engine, ref, options, async ({ programme, decide }) => {
    await decide({
      type: "DeductCredit",
      data: { amount: creditUnitsOf(programme, input.amount, ["amount"]), remark: input.remark?.trim() ?? "", source: "PORTAL", ref: null, restaurantId: null },
    });
  });
