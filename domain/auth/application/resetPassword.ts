// Resetting a password (POST /auth/reset-password): the verified OTP is redeemed and the new
// password set in ONE unit of work, so a crash never spends the verification without changing
// the password. A new password also revokes every token issued before it (user.ts).
import type { Engine } from "../../engine/commandRunner";
import { userDecider, userStreamId } from "../user";
import { type Redemption, redeemVerification } from "./openAccount";

export const resetPassword = async (engine: Engine, userId: string, passwordHash: string, redemption: Redemption): Promise<void> => {
  await engine.runner.transact(async (unit) => {
    await redeemVerification(unit, redemption);
    await unit.decide(userDecider, userStreamId(userId), { type: "ChangePassword", data: { passwordHash } });
  }, { actor: userId });
};
