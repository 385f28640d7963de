import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "./authActors";
import { type ResetPasswordInput, forgotPasswordMachine } from "./forgotPassword.machine";
import { phoneVerificationMachine } from "./phoneVerification.machine";

const PHONE = "+6591234567";

const fakeServer = (overrides: { exist?: boolean; verifyFailure?: string; resetFailure?: string } = {}) => ({
  checkExist: answering<CheckExistOutput, CheckExistInput>(() => ({ exist: overrides.exist ?? true })),
  sendOtp: answering<void, SendOtpInput>(() => undefined),
  verifyOtp:
    overrides.verifyFailure === undefined
      ? answering<VerifyOtpOutput, VerifyOtpInput>(() => ({ verificationToken: "verified-9" }))
      : failing<VerifyOtpOutput, VerifyOtpInput>(overrides.verifyFailure),
  resetPassword:
    overrides.resetFailure === undefined
      ? answering<void, ResetPasswordInput>(() => undefined)
      : failing<void, ResetPasswordInput>(overrides.resetFailure),
});

const startReset = (server = fakeServer()) => {
  const verification = phoneVerificationMachine.provide({
    actors: { checkExist: server.checkExist.logic, sendOtp: server.sendOtp.logic, verifyOtp: server.verifyOtp.logic },
  });
  const actor = createActor(forgotPasswordMachine.provide({ actors: { verification, resetPassword: server.resetPassword.logic } })).start();
  return { actor, server };
};

type Reset = ReturnType<typeof startReset>["actor"];

/** The shared phone verification the reset runs first (phoneVerification.machine.test.ts covers its steps). */
const verificationOf = (actor: Reset) => {
  const child = actor.getSnapshot().children.verification;
  if (child === undefined) throw new Error("the reset is not verifying a phone");
  return child;
};

const requestCode = (actor: Reset) => {
  verificationOf(actor).send({ type: "phone.change", phoneNumber: PHONE });
  verificationOf(actor).send({ type: "otp.request" });
};

const reachOtpStep = async (actor: Reset) => {
  requestCode(actor);
  return waitFor(verificationOf(actor), (snapshot) => snapshot.matches({ otp: "editing" }));
};

const reachResetStep = async (actor: Reset) => {
  await reachOtpStep(actor);
  verificationOf(actor).send({ type: "code.change", code: "123456" });
  verificationOf(actor).send({ type: "otp.verify" });
  return waitFor(actor, (snapshot) => snapshot.matches({ reset: "editing" }));
};

const submitNewPassword = (actor: Reset, password = "new-password-9", confirmation = password) => {
  actor.send({ type: "password.change", password });
  actor.send({ type: "passwordConfirmation.change", passwordConfirmation: confirmation });
  actor.send({ type: "password.reset" });
};

describe("forgot password machine", () => {
  it("given a phone that is not registered, when Get OTP, then PHONE shows 'not registered as a member' and sends no code", async () => {
    const { actor, server } = startReset(fakeServer({ exist: false }));

    requestCode(actor);
    const refused = await waitFor(verificationOf(actor), (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ phone: "editing" })).toBe(true);
    expect(refused.context.notice).toEqual({ tone: "error", message: "not registered as a member" });
    expect(server.sendOtp.inputs).toEqual([]);
  });

  it("given an invalid phone, Get OTP stays disabled", () => {
    const { actor } = startReset();
    verificationOf(actor).send({ type: "phone.change", phoneNumber: "+659" });

    expect(verificationOf(actor).getSnapshot().can({ type: "otp.request" })).toBe(false);
  });

  it("given a member, when the code verifies and a valid password is set, then it ends with 'Password changed'", async () => {
    const { actor, server } = startReset();
    await reachResetStep(actor);

    submitNewPassword(actor);
    const changed = await waitFor(actor, (snapshot) => snapshot.status === "done");

    expect(server.sendOtp.inputs).toEqual([{ target: PHONE, purpose: "reset-password" }]);
    expect(server.verifyOtp.inputs).toEqual([{ target: PHONE, otp: "123456", purpose: "reset-password" }]);
    expect(server.resetPassword.inputs).toEqual([
      { phoneNumber: PHONE, verificationToken: "verified-9", password: "new-password-9" },
    ]);
    expect(changed.value).toBe("passwordChanged");
    expect(changed.context.notice).toEqual({ tone: "success", message: "Password changed" });
  });

  it("given a short or mismatched password, when reset, then RESET shows the rule messages", async () => {
    const { actor, server } = startReset();
    await reachResetStep(actor);

    submitNewPassword(actor, "short", "other");

    expect(actor.getSnapshot().matches({ reset: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: "At least 8 characters",
      passwordConfirmation: "Password not identical",
    });
    expect(server.resetPassword.inputs).toEqual([]);
  });

  it("given a bad code format, when Verify, then OTP shows 'Invalid OTP format'", async () => {
    const { actor } = startReset();
    await reachOtpStep(actor);

    verificationOf(actor).send({ type: "code.change", code: "12 34" });
    verificationOf(actor).send({ type: "otp.verify" });

    expect(verificationOf(actor).getSnapshot().context.codeError).toBe("Invalid OTP format");
  });

  it("given the server answers 'Invalid user' on reset, then the flow returns to PHONE and forgets the verification", async () => {
    const { actor } = startReset(fakeServer({ resetFailure: "Invalid user" }));
    await reachResetStep(actor);

    submitNewPassword(actor);
    const back = await waitFor(actor, (snapshot) => snapshot.matches("verification"));

    expect(back.context).toMatchObject({ phoneNumber: PHONE, verificationToken: null, password: "" });
    expect(verificationOf(actor).getSnapshot().matches({ phone: "editing" })).toBe(true);
    expect(verificationOf(actor).getSnapshot().context).toMatchObject({
      phoneNumber: PHONE,
      code: "",
      notice: { tone: "error", message: "Invalid user" },
    });
  });

  it("given the server answers 'Invalid user' on verify, then the flow returns to PHONE", async () => {
    const { actor } = startReset(fakeServer({ verifyFailure: "Invalid user" }));
    await reachOtpStep(actor);

    verificationOf(actor).send({ type: "code.change", code: "123456" });
    verificationOf(actor).send({ type: "otp.verify" });
    const back = await waitFor(verificationOf(actor), (snapshot) => snapshot.matches("phone"));

    expect(back.context.notice?.message).toBe("Invalid user");
    expect(actor.getSnapshot().value).toBe("verification");
  });

  it("given any other reset failure, then RESET keeps the step and shows the message", async () => {
    const { actor } = startReset(fakeServer({ resetFailure: "Network Error" }));
    await reachResetStep(actor);

    submitNewPassword(actor);
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ reset: "editing" })).toBe(true);
    expect(refused.context.verificationToken).toBe("verified-9");
  });
});
