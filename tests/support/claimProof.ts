// A verified `claim` OTP for a phone on an engine, as the OTP routes would leave it, for the unit
// tests of what spends a customer's proof (claimVoucher, openCustomerSession).
import type { ClaimProof } from "../../domain/auth/application/claimProof";
import { sendOtp } from "../../domain/auth/application/sendOtp";
import { verifyOtp } from "../../domain/auth/application/verifyOtp";
import type { Engine } from "../../domain/engine/commandRunner";

const hash = (purpose: string, target: string, code: string) => `${purpose}:${target}:${code}`;
const delivery = { admit: async () => undefined, generate: () => "123456", hash, send: async () => undefined };

export const proveClaimPhone = async (engine: Engine, phoneNumber: string): Promise<ClaimProof> => {
  await sendOtp(engine, { target: phoneNumber, purpose: "claim" }, delivery, { actor: null });
  const { challengeId } = await verifyOtp(engine, { target: phoneNumber, otp: "123456", purpose: "claim" }, hash, { actor: null });
  return { challengeId };
};
