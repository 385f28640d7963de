// The side effects of the auth flows, as the machines see them: each actor's input and output,
// named like the HTTP contract (ARCHITECTURE §3) so the client adapter maps them one to one.
// The UI composition (or a test) supplies them with `machine.provide({ actors })`; until then each
// default rejects with a message naming the missing actor, so an unwired flow fails loudly.
// Decision where the API is silent: `sendOtp` and `verifyOtp` also carry the purpose of the code
// (register, reset-password, or claim for a customer's phone proof), because the server keeps one challenge per purpose and target.
import { fromPromise } from "xstate";

export type OtpPurpose = "register" | "reset-password" | "claim";

export type CheckExistInput = { readonly phoneNumber: string };
export type CheckExistOutput = { readonly exist: boolean };
export type SendOtpInput = { readonly target: string; readonly purpose: OtpPurpose };
export type VerifyOtpInput = { readonly target: string; readonly otp: string; readonly purpose: OtpPurpose };
export type VerifyOtpOutput = { readonly verificationToken: string };

export const unprovidedActor = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The '${name}' actor was not provided: supply it with machine.provide({ actors })`)),
  );

export const checkExistActor = unprovidedActor<CheckExistOutput, CheckExistInput>("checkExist");
export const sendOtpActor = unprovidedActor<void, SendOtpInput>("sendOtp");
export const verifyOtpActor = unprovidedActor<VerifyOtpOutput, VerifyOtpInput>("verifyOtp");
