import { describe, expect, it } from "vitest";
import { catalogueEntryById } from "../../../machines/catalogue";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { type LabState, LabSession, currentFrame } from "./labSession";

const entry = (id: string): CatalogueEntry => {
  const found = catalogueEntryById(id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
};

const secondsLeft = (state: LabState): unknown => currentFrame(state).snapshot.context.secondsLeft;
const valueOf = (state: LabState): unknown => currentFrame(state).snapshot.value;

const countDown = async (session: LabSession, seconds: number) => {
  for (let second = 0; second < seconds; second += 1) await session.perform({ kind: "advance", ms: 1000 });
};

describe("LabSession", () => {
  it("starts the machine from its sample input, with its first timer pending", () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    const state = session.getState();
    expect(state.steps).toHaveLength(1);
    expect(valueOf(state)).toBe("counting");
    expect(currentFrame(state).msToNextTimer).toBe(1000);
    expect(currentFrame(state).time).toBe(0);
  });

  it("steps the OTP countdown through its 30 seconds on the simulated clock", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    await countDown(session, 29);
    expect(secondsLeft(session.getState())).toBe(1);
    await session.perform({ kind: "advance", ms: 1000 });
    expect(valueOf(session.getState())).toBe("ready");
    expect(currentFrame(session.getState()).time).toBe(30_000);
    expect(currentFrame(session.getState()).msToNextTimer).toBeNull();
  });

  it("answers the calls a user operation leaves waiting with the catalogue's mocks, one step each", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    await session.perform({ kind: "advance", ms: 30_000 });
    await session.perform({ kind: "send", event: { type: "otp.resend" } });
    const { steps } = session.getState();
    expect(steps.map((step) => step.operation?.kind ?? "start")).toEqual(["start", "advance", "send", "answer"]);
    expect(steps[2]?.frame.snapshot.value).toBe("resending");
    expect(steps[3]?.operation).toMatchObject({ callId: "sendOtp", by: "mock", outcome: { kind: "done" } });
    expect(valueOf(session.getState())).toBe("counting");
    expect(secondsLeft(session.getState())).toBe(30);
  });

  it("leaves calls waiting when auto-answer is off, to be answered by hand", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    session.setAutoAnswer(false);
    await session.perform({ kind: "advance", ms: 30_000 });
    await session.perform({ kind: "send", event: { type: "otp.resend" } });
    expect(currentFrame(session.getState()).calls).toEqual([
      { id: "sendOtp", src: "sendOtp", input: { target: "+60123456789", purpose: "register" } },
    ]);
    await session.perform({ kind: "answer", callId: "sendOtp", outcome: { kind: "error", error: { message: "Too many requests" } }, by: "sample" });
    expect(valueOf(session.getState())).toBe("ready");
    expect(currentFrame(session.getState()).snapshot.context.notice).toEqual({ tone: "error", message: "Too many requests" });
  });

  it("travels back to a past step by replay, keeps the later steps, and drops them on a new operation", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    await countDown(session, 3);
    await session.travelTo(1);
    expect(session.getState()).toMatchObject({ cursor: 1, problem: null });
    expect(session.getState().steps).toHaveLength(4);
    expect(secondsLeft(session.getState())).toBe(29);
    await session.travelTo(3);
    expect(secondsLeft(session.getState())).toBe(27);
    await session.travelTo(1);
    await session.perform({ kind: "advance", ms: 5000 });
    expect(session.getState().steps).toHaveLength(3);
    expect(secondsLeft(session.getState())).toBe(24);
  });

  it("replays answered calls exactly, so travelling to an in-flight step leaves its call waiting", async () => {
    const session = new LabSession(entry("auth.phoneVerification"));
    const validPhone = { type: "phone.change", phoneNumber: "+60123456789" };
    await session.perform({ kind: "send", event: validPhone });
    await session.perform({ kind: "send", event: { type: "otp.request" } });
    expect(valueOf(session.getState())).toEqual({ otp: "editing" });
    const checking = session.getState().steps.findIndex((step) => JSON.stringify(step.frame.snapshot.value) === '{"phone":"checkingPhone"}');
    await session.travelTo(checking);
    expect(valueOf(session.getState())).toEqual({ phone: "checkingPhone" });
    expect(currentFrame(session.getState()).calls.map((call) => call.id)).toEqual(["checkExist"]);
  });

  it("reports an operation that cannot apply, and records nothing", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    const applied = await session.perform({ kind: "answer", callId: "sendOtp", outcome: { kind: "done", output: undefined }, by: "sample" });
    expect(applied).toBe(false);
    expect(session.getState()).toMatchObject({ busy: false, problem: "No call 'sendOtp' is waiting for an answer" });
    expect(session.getState().steps).toHaveLength(1);
  });

  it("resets to a fresh run", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    await countDown(session, 2);
    await session.reset();
    expect(session.getState()).toMatchObject({ cursor: 0, steps: [expect.anything()] });
    expect(secondsLeft(session.getState())).toBe(30);
  });

  it("sends every run's inspection events to a connected inspector, from a fresh start", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    await session.perform({ kind: "advance", ms: 1000 });
    const received: string[] = [];
    await session.setInspector((event) => received.push(event.type));
    expect(session.getState().steps).toHaveLength(1);
    expect(received).toContain("@xstate.actor");
    expect(received).toContain("@xstate.snapshot");
    await session.perform({ kind: "advance", ms: 1000 });
    expect(received.filter((type) => type === "@xstate.event").length).toBeGreaterThan(0);
    await session.setInspector(undefined);
    const before = received.length;
    await session.perform({ kind: "advance", ms: 1000 });
    expect(received).toHaveLength(before);
  });
});
