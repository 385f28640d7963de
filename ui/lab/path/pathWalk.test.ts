import { describe, expect, it } from "vitest";
import { catalogue, catalogueEntryById } from "../../../machines/catalogue";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { LabSession, currentFrame } from "../run/labSession";
import { differenceFrom, operationForStep, pathTargets, shortestPathTo } from "./pathWalk";

const entry = (id: string): CatalogueEntry => {
  const found = catalogueEntryById(id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
};

/** Walks a path on a fresh session the way the Lab does; the first difference, or null. */
const walk = async (session: LabSession, steps: NonNullable<ReturnType<typeof shortestPathTo>>) => {
  const [start, ...rest] = steps;
  if (start === undefined) throw new Error("empty path");
  const atStart = differenceFrom(start.state, currentFrame(session.getState()).snapshot);
  if (atStart !== null) return atStart;
  for (const step of rest) {
    await session.perform(operationForStep(step.event, currentFrame(session.getState())), { autoAnswer: false });
    const difference = differenceFrom(step.state, currentFrame(session.getState()).snapshot);
    if (difference !== null) return `${step.event.type}: ${difference}`;
  }
  return null;
};

describe("pathTargets", () => {
  it("lists every state below the machine by its path", () => {
    expect(pathTargets(entry("auth.otpCountdown").machine)).toEqual([
      { id: "otpCountdown.counting", label: "counting" },
      { id: "otpCountdown.ready", label: "ready" },
      { id: "otpCountdown.resending", label: "resending" },
    ]);
  });
});

describe("shortestPathTo", () => {
  it("starts with xstate.init and reaches the verified phone through its calls", () => {
    const steps = shortestPathTo(entry("auth.phoneVerification"), "phoneVerification.verified");
    expect(steps?.map((step) => step.event.type)).toEqual([
      "xstate.init",
      "phone.change",
      "otp.request",
      "xstate.done.actor.checkExist",
      "xstate.done.actor.sendOtp",
      "code.change",
      "otp.verify",
      "xstate.done.actor.verifyOtp",
    ]);
    expect(steps?.at(-1)?.state.value).toBe("verified");
  });

  it("is null for a state id the machine does not have", () => {
    expect(shortestPathTo(entry("auth.phoneVerification"), "phoneVerification.nowhere")).toBeNull();
  });
});

describe("operationForStep", () => {
  it("answers a waiting call from an actor result, advances to the next timer on a delay, sends anything else", () => {
    const frame = currentFrame(new LabSession(entry("auth.otpCountdown")).getState());
    expect(operationForStep({ type: "xstate.done.actor.sendOtp", output: 1 } as never, frame)).toEqual({
      kind: "answer",
      callId: "sendOtp",
      outcome: { kind: "done", output: 1 },
      by: "path",
    });
    expect(operationForStep({ type: "xstate.error.actor.sendOtp", error: "x" } as never, frame)).toMatchObject({
      outcome: { kind: "error", error: "x" },
    });
    expect(operationForStep({ type: "xstate.after.1000.otpCountdown.counting" }, frame)).toEqual({ kind: "advance", ms: 1000 });
    expect(operationForStep({ type: "otp.resend" }, frame)).toEqual({ kind: "send", event: { type: "otp.resend" } });
  });
});

describe("walking a path on the live run", () => {
  it("steps the OTP countdown to ready exactly as predicted", async () => {
    const steps = shortestPathTo(entry("auth.otpCountdown"), "otpCountdown.ready");
    expect(steps).toHaveLength(31);
    const session = new LabSession(entry("auth.otpCountdown"));
    expect(await walk(session, steps ?? [])).toBeNull();
    expect(currentFrame(session.getState()).snapshot.value).toBe("ready");
  });

  it.each(catalogue.flatMap((item) => pathTargets(item.machine).map((target) => [item.id, target.label, item, target.id] as const)))(
    "%s reaches %s as predicted",
    async (_id, _label, item, stateId) => {
      const steps = shortestPathTo(item, stateId);
      expect(steps).not.toBeNull();
      expect(await walk(new LabSession(item), steps ?? [])).toBeNull();
    },
  );
});

describe("differenceFrom", () => {
  it("names the first difference: state, status, then context", async () => {
    const steps = shortestPathTo(entry("auth.otpCountdown"), "otpCountdown.ready") ?? [];
    const [start, afterOneSecond] = [steps[0], steps[1]];
    if (start === undefined || afterOneSecond === undefined) throw new Error("short path");
    expect(differenceFrom(start.state, start.state)).toBeNull();
    expect(differenceFrom(start.state, afterOneSecond.state)).toBe("the context differs from the prediction");
    const ready = steps.at(-1)?.state;
    expect(ready && differenceFrom(ready, start.state)).toBe('expected state "ready", the run is in "counting"');
  });
});
