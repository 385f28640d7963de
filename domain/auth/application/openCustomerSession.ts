// Opening a customer session (POST /public/customer/session, issue 19): the member-facing pages
// spend a `claim` proof of phone to read that phone's own card and vouchers; the caller turns
// the answer into a short-lived customer token. A proof opens one session (claimProof.ts).
import type { Engine, RunOptions } from "../../engine/commandRunner";
import { type ClaimProof, spendClaimProof } from "./claimProof";

export const openCustomerSession = async (engine: Engine, phoneNumber: string, proof: ClaimProof, options: RunOptions): Promise<void> => {
  await engine.runner.transact((unit) => spendClaimProof(unit, phoneNumber, proof), options);
};
