import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "./authActors";
import { type RegisterAccountInput, registerMachine } from "./register.machine";

const PHONE = "+60123456789";

const fakeServer = (overrides: { exist?: boolean; verifyFailure?: string; registerFailure?: string } = {}) => ({
  checkExist: answering<CheckExistOutput, CheckExistInput>(() => ({ exist: overrides.exist ?? false })),
  sendOtp: answering<void, SendOtpInput>(() => undefined),
  verifyOtp:
    overrides.verifyFailure === undefined
      ? answering<VerifyOtpOutput, VerifyOtpInput>(() => ({ verificationToken: "verified-1" }))
      : failing<VerifyOtpOutput, VerifyOtpInput>(overrides.verifyFailure),
  register:
    overrides.registerFailure === undefined
      ? answering<void, RegisterAccountInput>(() => undefined)
      : failing<void, RegisterAccountInput>(overrides.registerFailure),
});

const startRegistration = (server = fakeServer()) => {
  const signOut = vi.fn();
  const actor = createActor(
    registerMachine.provide({
      actors: {
        checkExist: server.checkExist.logic,
        sendOtp: server.sendOtp.logic,
        verifyOtp: server.verifyOtp.logic,
        register: server.register.logic,
      },
      actions: { signOut },
    }),
  ).start();
  return { actor, server, signOut };
};

type Registration = ReturnType<typeof startRegistration>["actor"];

const reachCodeStep = async (actor: Registration) => {
  actor.send({ type: "phone.change", phoneNumber: PHONE });
  actor.send({ type: "otp.request" });
  return waitFor(actor, (snapshot) => snapshot.matches({ otp: "editing" }));
};

const reachDetailsStep = async (actor: Registration) => {
  await reachCodeStep(actor);
  actor.send({ type: "code.change", code: "123456" });
  actor.send({ type: "otp.verify" });
  return waitFor(actor, (snapshot) => snapshot.matches({ details: "editing" }));
};

describe("register machine, phone step", () => {
  it("given no valid phone, Get OTP is disabled; given a valid one, it is enabled", () => {
    const { actor } = startRegistration();
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(false);

    actor.send({ type: "phone.change", phoneNumber: "+6012" });
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(false);

    actor.send({ type: "phone.change", phoneNumber: PHONE });
    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(true);
  });

  it("given the phone rules provided by the UI, Get OTP follows them", () => {
    const machine = registerMachine.provide({ guards: { isPhoneValid: ({ context }) => context.phoneNumber.startsWith("+1") } });
    const actor = createActor(machine).start();

    actor.send({ type: "phone.change", phoneNumber: "+12025550123" });

    expect(actor.getSnapshot().can({ type: "otp.request" })).toBe(true);
  });

  it("given a phone already in use, when Get OTP, then it stays on the phone step with the spec's message and sends no code", async () => {
    const { actor, server } = startRegistration(fakeServer({ exist: true }));

    actor.send({ type: "phone.change", phoneNumber: PHONE });
    actor.send({ type: "otp.request" });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches({ phone: "editing" }) && snapshot.context.notice !== null);

    expect(server.checkExist.inputs).toEqual([{ phoneNumber: PHONE }]);
    expect(refused.context.notice).toEqual({ tone: "error", message: "This phone number already in use" });
    expect(server.sendOtp.inputs).toEqual([]);
  });

  it("given an unused phone, when Get OTP, then a register code is sent and the code step shows", async () => {
    const { actor, server } = startRegistration();

    await reachCodeStep(actor);

    expect(server.sendOtp.inputs).toEqual([{ target: PHONE, purpose: "register" }]);
  });
});

describe("register machine, code step", () => {
  it.each([
    ["", "OTP required"],
    ["12345", "Invalid OTP format"],
  ])("given the code %j, when Verify, then it shows %j and calls nothing", async (code, message) => {
    const { actor, server } = startRegistration();
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code });
    actor.send({ type: "otp.verify" });

    expect(actor.getSnapshot().matches({ otp: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: message });
    expect(server.verifyOtp.inputs).toEqual([]);
  });

  it("given a code the server refuses, when Verify, then its message shows on the code step", async () => {
    const { actor } = startRegistration(fakeServer({ verifyFailure: "Invalid OTP" }));
    await reachCodeStep(actor);

    actor.send({ type: "code.change", code: "654321" });
    actor.send({ type: "otp.verify" });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ otp: "editing" })).toBe(true);
    expect(refused.context.notice).toEqual({ tone: "error", message: "Invalid OTP" });
  });

  it("when the number is edited, then it returns to the phone step and forgets the code", async () => {
    const { actor } = startRegistration();
    await reachCodeStep(actor);
    actor.send({ type: "code.change", code: "12" });

    actor.send({ type: "phone.edit" });

    expect(actor.getSnapshot().matches({ phone: "editing" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ phoneNumber: PHONE, code: "" });
  });
});

describe("register machine, details step", () => {
  it("given invalid details, when Register, then each field shows the spec's message", async () => {
    const { actor, server } = startRegistration();
    await reachDetailsStep(actor);

    actor.send({ type: "password.change", password: "short" });
    actor.send({ type: "passwordConfirmation.change", passwordConfirmation: "shorter" });
    actor.send({ type: "registration.submit" });

    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: "Name is required",
      password: "At least 8 characters",
      passwordConfirmation: "Password not identical",
    });
    expect(server.register.inputs).toEqual([]);
  });

  it("given valid details, when Register, then it registers, signs out and ends with 'User registered successfully'", async () => {
    const { actor, server, signOut } = startRegistration();
    await reachDetailsStep(actor);

    actor.send({ type: "name.change", name: "  Aisha Tan " });
    actor.send({ type: "password.change", password: "correct-horse-8" });
    actor.send({ type: "passwordConfirmation.change", passwordConfirmation: "correct-horse-8" });
    actor.send({ type: "registration.submit" });
    const registered = await waitFor(actor, (snapshot) => snapshot.status === "done");

    expect(server.verifyOtp.inputs).toEqual([{ target: PHONE, otp: "123456", purpose: "register" }]);
    expect(server.register.inputs).toEqual([
      { phoneNumber: PHONE, verificationToken: "verified-1", name: "Aisha Tan", password: "correct-horse-8" },
    ]);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(registered.value).toBe("registered");
    expect(registered.context.notice).toEqual({ tone: "success", message: "User registered successfully" });
  });

  it("given the server refuses the registration, then its message shows and no sign-out happens", async () => {
    const { actor, signOut } = startRegistration(fakeServer({ registerFailure: "This phone number already in use" }));
    await reachDetailsStep(actor);

    actor.send({ type: "name.change", name: "Aisha" });
    actor.send({ type: "password.change", password: "correct-horse-8" });
    actor.send({ type: "passwordConfirmation.change", passwordConfirmation: "correct-horse-8" });
    actor.send({ type: "registration.submit" });
    const refused = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(refused.matches({ details: "editing" })).toBe(true);
    expect(refused.context.notice?.message).toBe("This phone number already in use");
    expect(signOut).not.toHaveBeenCalled();
  });
});
