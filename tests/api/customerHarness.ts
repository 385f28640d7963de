// Customers over HTTP (issue 19): a phone proven with a `claim` OTP read from the dev outbox,
// the public claim with that proof, and a customer session. One proof per phone is kept until a
// claim spends it; a new one waits out the 30 s resend rule on the harness clock.
import type { LightMyRequestResponse } from "fastify";
import { type Harness } from "./businessHarness";
import { call, verifyPhone } from "../support/apiHarness";

export const publicClaimer = (harness: Harness) => {
  const proofs = new Map<string, string>();
  const proofFor = async (phoneNumber: string): Promise<string> => {
    const kept = proofs.get(phoneNumber);
    if (kept !== undefined) return kept;
    harness.clock.advance({ seconds: 31 });
    const token = await verifyPhone(harness.app, phoneNumber, "claim");
    proofs.set(phoneNumber, token);
    return token;
  };
  const claim = async (voucherId: string, phoneNumber: string): Promise<LightMyRequestResponse> => {
    const verificationToken = await proofFor(phoneNumber);
    const response = await call(harness.app, "POST", `/api/v2/public/vouchers/${voucherId}/claim`, { body: { phoneNumber, verificationToken } });
    if (response.statusCode === 200) proofs.delete(phoneNumber);
    return response;
  };
  return { proofFor, claim };
};

/** A customer token for the phone, through a fresh `claim` OTP and POST /public/customer/session. */
export const customerSession = async (harness: Harness, phoneNumber: string): Promise<string> => {
  harness.clock.advance({ seconds: 31 });
  const verificationToken = await verifyPhone(harness.app, phoneNumber, "claim");
  const response = await call(harness.app, "POST", "/api/v2/public/customer/session", { body: { phoneNumber, verificationToken } });
  if (response.statusCode !== 200) throw new Error(`session failed: ${response.body}`);
  return response.json().data.customerToken as string;
};
