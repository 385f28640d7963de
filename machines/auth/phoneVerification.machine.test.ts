import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import type { CheckExistInput, CheckExistOutput, OtpPurpose, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "./authActors";
import { type PhoneRule, phoneVerificationMachine } from "./phoneVerification.machine";

const PHONE = "+60123456789";

const fakeServer = (overrides: { exist?: boolean; sendFailure?: string; verifyFailure?: string } = {}) => ({
  checkExist: answering<CheckExistOutput, CheckExistInput>(() => ({ exist: overrides.exist ?? false })),
  sendOtp: overrides.sendFailure === undefined ? answering<void, SendOtpInput>(() => undefined) : failing<void, SendOtpInput>(overrides.sendFailure),
  verifyOtp:
    overrides.verifyFailure === undefined
      ? answering<VerifyOtpOutput, VerifyOtpInput>(() => ({ verificationToken: "verified-1" }))
      : failing<VerifyOtpOutput, VerifyOtpInput>(overrides.verifyFailure),
});

const startProof = (phoneRule: PhoneRule, server = fakeServer(), purpose: OtpPurpose = "register") => {
  const actor = createActor(
    phoneVerificationMachine.provide({
      actors: { checkExist: server.checkExist.logic, sendOtp: server.sendOtp.logic, verifyOtp: server.verifyOtp.logic },
    }),
    { input: { purpose, phoneRule } },
  ).start();
  return { actor, server };
};

type Proof = ReturnType<typeof startProof>["actor"];

const requestCode = (actor: Proof, phoneNumber = PHONE) => {
  actor.send({ type: "phone.change", phoneNumber });
  actor.send({ type: "otp.request" });
};

const reachCodeStep = async (actor: Proof) => {
  requestCode(actor);
  return waitFor(actor, (snapshot) => snapshot.matches({ otp: "editing" }));
};

describe("phone verification, phone step", () => {
  it("given no valid phone, Get OTP is disabled; given a valid one, it is enabled", () => {
    const { actor } = startProof("new");
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(false);

    actor.send({ type: "phone.change", phoneNumber: "+6012" });
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(false);

    actor.send({ type: "phone.change", phoneNumber: ` ${PHONE} ` });
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(true);
    expect(actor.getSnapshot().context.phoneNumber).toBe(PHONE);
  });

  it("given the phone rules provided by the UI, Get OTP follows them", () => {
    const machine = phoneVerificationMachine.provide({ guards: { isPhoneValid: ({ context }) => context.phoneNumber.startsWith("+1") } });
    const actor = createActor(machine, { input: { purpose: "register", phoneRule: "new" } }).start();

    actor.send({ type: "phone.change", phoneNumber: "+12025550123" });

    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(true);
  });

  it.each([
    ["new", true, "This phone number already in use"],
    ["registered", false, "not registered as a member"],
  ] as const)("given the rule %s and a phone that exists: %s, when Get OTP, then it stays with %j and sends no code", async (rule, exist, message) => {
    const { actor, server } = startProof(rule, fakeServer({ exist }));

    requestCode(actor);
    const refused = await waitFor(actor, (snapshot) => snapshot.matches({ phone: "editing" }) && snapshot.context.notice !== null);

    expect(server.checkExist.inputs).toEqual([{ phoneNumber: PHONE }]);
    expect(refused.context.notice).toEqual({ tone: "error", message });
    expect(server.sendOtp.inputs).toEqual([]);
  });

  it.each([
    ["new", false],
    ["registered", true],
  ] as const)("given the rule %s and a phone that exists: %s, when Get OTP, then the code for the flow's purpose is sent", async (rule, exist) => {
    const { actor, server } = startProof(rule, fakeServer({ exist }), "reset-password");

    await reachCodeStep(actor);

    expect(server.sendOtp.inputs).toEqual([{ target: PHONE, purpose: "reset-password" }]);
  });

  it.each([true, false])("given any number will do (a customer's claim) and a phone that exists: %s, when Send code, then a claim code is sent", async (exist) => {
    const { actor, server } = startProof("any", fakeServer({ exist }), "claim");

    await reachCodeStep(actor);

    expect(server.sendOtp.inputs).toEqual([{ target: PHONE, purpose: "claim" }]);
  });

  it("given the code cannot be sent, then the phone step shows the server's message", async () => {
    const { actor } = startProof("any", fakeServer({ sendFailure: "Too many requests, please try again later" }), "claim");

    requestCode(actor);
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ phone: "editing" })).toBe(true);
    expect(refused.context.notice?.message).toBe("Too many requests, please try again later");
  });

  it("given a notice handed in by the flow, it shows until the number is edited", () => {
    const actor = createActor(phoneVerificationMachine, {
      input: { purpose: "reset-password", phoneRule: "registered", phoneNumber: PHONE, notice: { tone: "error", message: "Invalid user" } },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ phoneNumber: PHONE, notice: { message: "Invalid user" } });

    actor.send({ type: "phone.change", phoneNumber: PHONE });

    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe("phone verification, code step", () => {
  it.each([
    ["", "OTP required"],
    ["12345", "Invalid OTP format"],
    ["12 34", "Invalid OTP format"],
  ])("given the code %j, when Verify, then it shows %j and calls nothing", async (code, message) => {
    const { actor, server } = startProof("new");
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code });
    actor.send({ type: "otp.verify" });

    expect(actor.getSnapshot().matches({ otp: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.codeError).toBe(message);
    expect(server.verifyOtp.inputs).toEqual([]);

    actor.send({ type: "code.change", code: "1" });
    expect(actor.getSnapshot().context.codeError).toBeNull();
  });

  it("given a code the server refuses, when Verify, then its message shows on the code step", async () => {
    const { actor } = startProof("new", fakeServer({ verifyFailure: "Invalid OTP" }));
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code: "654321" });
    actor.send({ type: "otp.verify" });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ otp: "editing" })).toBe(true);
    expect(refused.context.notice).toEqual({ tone: "error", message: "Invalid OTP" });
  });

  it("given 'Invalid user' on Verify (the account vanished), then it returns to the phone step and forgets the code", async () => {
    const { actor } = startProof("registered", fakeServer({ exist: true, verifyFailure: "Invalid user" }), "reset-password");
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code: "123456" });
    actor.send({ type: "otp.verify" });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ phone: "editing" }));

    expect(back.context).toMatchObject({ phoneNumber: PHONE, code: "", notice: { tone: "error", message: "Invalid user" } });
  });

  it("when the number is edited, then it returns to the phone step and forgets the code", async () => {
    const { actor } = startProof("new");
    await reachCodeStep(actor);
    actor.send({ type: "code.change", code: "12" });

    actor.send({ type: "phone.edit" });

    expect(actor.getSnapshot().matches({ phone: "editing" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ phoneNumber: PHONE, code: "" });
  });

  it("given a good code, when Verify, then it ends with the phone and its verification token", async () => {
    const { actor, server } = startProof("new");
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code: " 123456 " });
    actor.send({ type: "otp.verify" });
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done");

    expect(server.verifyOtp.inputs).toEqual([{ target: PHONE, otp: "123456", purpose: "register" }]);
    expect(done.output).toEqual({ phoneNumber: PHONE, verificationToken: "verified-1" });
  });
});
