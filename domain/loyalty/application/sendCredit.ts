// Sending credit from the portal (POST /membership/members/{id}/free-credit {amount?, freeCredit?:
// {amount, validity, unit}, remark?}; spec 2 §7): normal credit and/or a free lot expiring
// `validity` units ahead (end of day, business time zone), source PORTAL, decided on the member's
// credit ledger (memberCredit.ts).
// Decision where the spec is silent: an empty remark when none is given.
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { validityDays } from "../member/creditExpiry";
import type { SendCreditInput } from "../member/memberInput";
import { creditUnitsOf } from "./creditAmount";
import { type MemberRef, onMember } from "./memberUnit";

export const sendCredit = (engine: Engine, ref: MemberRef, input: SendCreditInput, options: RunOptions): Promise<void> =>
  onMember(engine, ref, options, async ({ programme, decide }) => {
    const free = input.freeCredit ?? null;
    await decide({
      type: "SendCredit",
      data: {
        normal: creditUnitsOf(programme, input.amount ?? 0, ["amount"]),
        free: free === null ? null : { amount: creditUnitsOf(programme, free.amount, ["freeCredit", "amount"]), days: validityDays(free.validity, free.unit) },
        remark: input.remark?.trim() ?? "",
        source: "PORTAL",
        ref: null,
      },
    });
  });
