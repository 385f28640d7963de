// The customer pages' machines in the catalogue (ARCHITECTURE §2.3): the phone proof behind the
// voucher claim and the member store (issue 19).
import { fromPromise } from "xstate";
import type { SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../auth/authActors";
import { type CatalogueEntry, actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type RedeemInput, type RedeemOutput, phoneProofMachine } from "./phoneProof.machine";

const SAMPLE_PHONE = "+60123456789";

const phoneProof = catalogueEntry({
  id: "customer.phoneProof",
  title: "Customer phone proof",
  description: "Phone, one-time code (purpose claim), then the claim or session that spends it and answers a customer token.",
  machine: phoneProofMachine,
  sampleInput: undefined,
  mockActors: {
    sendOtp: fromPromise<void, SendOtpInput>(async () => undefined),
    verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(async () => ({ verificationToken: "sample-verification" })),
    redeem: fromPromise<RedeemOutput, RedeemInput>(async ({ input }) => ({ customerToken: `sample-customer-${input.phoneNumber}` })),
  },
  sampleEvents: [
    { type: "phone.change", phoneNumber: "+6012" },
    { type: "phone.change", phoneNumber: SAMPLE_PHONE },
    actorFailed("sendOtp", "Too many requests, please try again later"),
    { type: "code.change", code: "12345" },
    { type: "code.change", code: "123456" },
    actorDone("verifyOtp", { verificationToken: "sample-verification" }),
    actorFailed("verifyOtp", "Invalid OTP"),
    actorDone("redeem", { customerToken: "sample-customer" }),
    actorFailed("redeem", "Voucher quota reached"),
  ],
});

export const customerCatalogue: ReadonlyArray<CatalogueEntry> = [phoneProof];
