import { describe, expect, it, vi } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import type { CheckExistInput, CheckExistOutput, SendOtpInput, VerifyOtpInput, VerifyOtpOutput } from "./authActors";
import { phoneVerificationMachine } from "./phoneVerification.machine";
import { type RegisterAccountInput, registerMachine } from "./register.machine";

const PHONE = "+60123456789";

const fakeServer = (overrides: { exist?: boolean; registerFailure?: string } = {}) => ({
  checkExist: answering<CheckExistOutput, CheckExistInput>(() => ({ exist: overrides.exist ?? false })),
  sendOtp: answering<void, SendOtpInput>(() => undefined),
  verifyOtp: answering<VerifyOtpOutput, VerifyOtpInput>(() => ({ verificationToken: "verified-1" })),
  register:
    overrides.registerFailure === undefined
      ? answering<void, RegisterAccountInput>(() => undefined)
      : failing<void, RegisterAccountInput>(overrides.registerFailure),
});

const startRegistration = (server = fakeServer()) => {
  const signOut = vi.fn();
  const verification = phoneVerificationMachine.provide({
    actors: { checkExist: server.checkExist.logic, sendOtp: server.sendOtp.logic, verifyOtp: server.verifyOtp.logic },
  });
  const actor = createActor(
    registerMachine.provide({ actors: { verification, register: server.register.logic }, actions: { signOut } }),
  ).start();
  return { actor, server, signOut };
};

type Registration = ReturnType<typeof startRegistration>["actor"];

/** The shared phone verification the registration runs first (phoneVerification.machine.test.ts covers its steps). */
const verificationOf = (actor: Registration) => {
  const child = actor.getSnapshot().children.verification;
  if (child === undefined) throw new Error("the registration is not verifying a phone");
  return child;
};

const requestCode = (actor: Registration) => {
  verificationOf(actor).send({ type: "phone.change", phoneNumber: PHONE });
  verificationOf(actor).send({ type: "otp.request" });
};

const reachDetailsStep = async (actor: Registration) => {
  requestCode(actor);
  await waitFor(verificationOf(actor), (snapshot) => snapshot.matches({ otp: "editing" }));
  verificationOf(actor).send({ type: "code.change", code: "123456" });
  verificationOf(actor).send({ type: "otp.verify" });
  return waitFor(actor, (snapshot) => snapshot.matches({ details: "editing" }));
};

describe("register machine, phone verification", () => {
  it("starts by verifying a phone", () => {
    const { actor } = startRegistration();

    expect(actor.getSnapshot().value).toBe("verification");
    expect(verificationOf(actor).getSnapshot().context).toMatchObject({ purpose: "register", phoneRule: "new" });
  });

  it("given a phone already in use, when Get OTP, then it stays on the phone step with the spec's message and sends no code", async () => {
    const { actor, server } = startRegistration(fakeServer({ exist: true }));

    requestCode(actor);
    const refused = await waitFor(verificationOf(actor), (snapshot) => snapshot.matches({ phone: "editing" }) && snapshot.context.notice !== null);

    expect(refused.context.notice).toEqual({ tone: "error", message: "This phone number already in use" });
    expect(server.sendOtp.inputs).toEqual([]);
    expect(actor.getSnapshot().value).toBe("verification");
  });

  it("given the code verifies, then the details step holds the phone and its verification token", async () => {
    const { actor, server } = startRegistration();

    const details = await reachDetailsStep(actor);

    expect(server.sendOtp.inputs).toEqual([{ target: PHONE, purpose: "register" }]);
    expect(details.context).toMatchObject({ phoneNumber: PHONE, verificationToken: "verified-1" });
    expect(details.children.verification).toBeUndefined();
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
