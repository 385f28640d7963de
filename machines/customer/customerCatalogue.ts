// The customer pages' machines in the catalogue (ARCHITECTURE §2.3): the phone proof behind the
// voucher claim and the member store (issue 19).
import { fromPromise } from "xstate";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "../auth/authActors";
import { phoneVerificationMachine } from "../auth/phoneVerification.machine";
import { type CatalogueEntry, actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type RedeemInput, type RedeemOutput, phoneProofMachine } from "./phoneProof.machine";

const SAMPLE_PHONE = "+60123456789";

const phoneProof = catalogueEntry({
  id: "customer.phoneProof",
  title: "Customer phone proof",
  description: "The shared phone verification (purpose claim), then the claim or session that spends it and answers a customer token; a refusal starts the proof again.",
  machine: phoneProofMachine,
  sampleInput: undefined,
  mockActors: {
    verification: phoneVerificationMachine.provide({
      actors: {
        checkExist: fromPromise<CheckExistOutput, CheckExistInput>(async () => ({ exist: false })),
        sendOtp: fromPromise<void, SendOtpInput>(async () => undefined),
        verifyOtp: fromPromise<VerifyOtpOutput, VerifyOtpInput>(async () => ({ verificationToken: "sample-verification" })),
      },
    }),
    redeem: fromPromise<RedeemOutput, RedeemInput>(async ({ input }) => ({ customerToken: `sample-customer-${input.phoneNumber}` })),
  },
  sampleEvents: [
    actorDone("verification", { phoneNumber: SAMPLE_PHONE, verificationToken: "sample-verification" }),
    actorDone("redeem", { customerToken: "sample-customer" }),
    actorFailed("redeem", "Voucher quota reached"),
  ],
});

export const customerCatalogue: ReadonlyArray<CatalogueEntry> = [phoneProof];
