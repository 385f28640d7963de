import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import type { SendOtpInput } from "./authActors";
import { otpCountdownMachine } from "./otpCountdown.machine";

const INPUT = { target: "+60123456789", purpose: "register" } as const;

const startCountdown = (sendOtp = answering<void, SendOtpInput>(() => undefined)) => {
  const clock = new SimulatedClock();
  const actor = createActor(otpCountdownMachine.provide({ actors: { sendOtp: sendOtp.logic } }), {
    input: INPUT,
    clock,
  }).start();
  return { actor, clock, sendOtp };
};

/**
 * Lets `count` seconds pass one at a time: a SimulatedClock schedules a timer set while it fires
 * from the advanced time, so one big increment would fire only the first tick.
 */
const passSeconds = (clock: SimulatedClock, count: number) => {
  for (let second = 0; second < count; second += 1) clock.increment(1000);
};

describe("OTP resend countdown", () => {
  it("given a code was just sent, then it counts down from 30 and blocks resending", () => {
    const { actor } = startCountdown();

    expect(actor.getSnapshot().value).toBe("counting");
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);
  });

  it("when one second passes, then one second is taken off", () => {
    const { actor, clock } = startCountdown();

    clock.increment(999);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    clock.increment(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
  });

  it("when 29 s have passed, then resending is still blocked; at 30 s it is allowed", () => {
    const { actor, clock } = startCountdown();

    passSeconds(clock, 29);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(false);

    passSeconds(clock, 1);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    expect(actor.getSnapshot().can({ type: "otp.resend" })).toBe(true);
  });

  it("given the countdown is running, when resend is clicked, then nothing is sent", () => {
    const { actor, clock, sendOtp } = startCountdown();
    passSeconds(clock, 10);

    actor.send({ type: "otp.resend" });

    expect(sendOtp.inputs).toEqual([]);
    expect(actor.getSnapshot().context.secondsLeft).toBe(20);
  });

  it("given the countdown ended, when resend is clicked, then the code is sent again and the 30 s restart", async () => {
    const { actor, clock, sendOtp } = startCountdown();
    passSeconds(clock, 30);

    actor.send({ type: "otp.resend" });
    const restarted = await waitFor(actor, (snapshot) => snapshot.matches("counting"));

    expect(sendOtp.inputs).toEqual([INPUT]);
    expect(restarted.context.secondsLeft).toBe(30);
    passSeconds(clock, 30);
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("given the resend fails, then its message shows and resending stays allowed", async () => {
    const { actor, clock } = startCountdown(failing<void, SendOtpInput>("Too many requests"));
    passSeconds(clock, 30);

    actor.send({ type: "otp.resend" });
    const failed = await waitFor(actor, (snapshot) => snapshot.context.notice !== null);

    expect(failed.value).toBe("ready");
    expect(failed.context.notice).toEqual({ tone: "error", message: "Too many requests" });
    expect(failed.can({ type: "otp.resend" })).toBe(true);
  });
});
