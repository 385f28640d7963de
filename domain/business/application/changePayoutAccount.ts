// A restaurant's payout account (PUT /restaurants/{id}/payout-account): the owner edits it while
// NEW and submits it; only the provider (`reviewer`) approves (payoutAccount.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import type { PayoutAccount } from "../payoutAccount";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";

export interface PayoutEdit {
  readonly restaurantId: string;
  readonly payoutAccount: PayoutAccount;
  /** The caller holds the provider's right to review payout accounts. */
  readonly reviewer: boolean;
  readonly rev: number | undefined;
}

export const changePayoutAccount = async (engine: Engine, { restaurantId, payoutAccount, reviewer, rev }: PayoutEdit, options: RunOptions): Promise<void> => {
  await engine.runner.run(restaurantDecider, restaurantStreamId(restaurantId), { type: "ChangePayoutAccount", data: { payoutAccount, reviewer, rev } }, options);
};
