// A machine pairing code for a restaurant (POST /restaurants/{id}/otp): the server draws the code
// and records only its hash; the code pairs one machine until the answered instant (restaurant.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { restaurantDecider } from "../restaurant";
import { restaurantStreamId } from "../restaurantModel";

/** Records the pairing code's hash and answers when the code stops working. */
export const issueMachineOtp = async (
  engine: Engine,
  { restaurantId, codeHash }: { readonly restaurantId: string; readonly codeHash: string },
  options: RunOptions,
): Promise<string | null> => {
  const { state } = await engine.runner.run(restaurantDecider, restaurantStreamId(restaurantId), { type: "IssueMachineOtp", data: { codeHash } }, options);
  return state.status === "active" ? (state.machine.pairing?.expiresAt ?? null) : null;
};
