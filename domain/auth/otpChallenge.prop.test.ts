// Properties of the OTP challenge over any sequence of commands at any times (the clock may even
// step back). Each step is printed as a line of a script, so a shrunk failure reads like one.
import fc from "fast-check";
import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext } from "../engine/decider";
import { type OtpCommand, type OtpEvent, type OtpPurpose, otpDecider } from "./otpChallenge";

const START = Temporal.Instant.from("2025-03-01T08:00:00Z");
const target = "+60123456789";
const purposes: ReadonlyArray<OtpPurpose> = ["register", "reset-password", "login"];

interface Step { readonly advanceMs: number; readonly command: OtpCommand }

/** Mostly the stream's own purpose, sometimes another (purpose binding). */
const purposeArb = fc.oneof({ weight: 4, arbitrary: fc.constant<OtpPurpose>("register") }, fc.constantFrom(...purposes));

const commandArb: fc.Arbitrary<OtpCommand> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom("h1", "h2").map((codeHash): OtpCommand =>
    ({ type: "IssueOtp", data: { purpose: "register", target, codeHash } })) },
  { weight: 8, arbitrary: fc.record({ codeHash: fc.constantFrom("h1", "h2", "wrong", "wrong", "wrong"), purpose: purposeArb })
    .map((data): OtpCommand => ({ type: "VerifyOtp", data })) },
  { weight: 1, arbitrary: fc.record({ challengeId: fc.constantFrom("otp-1", "otp-2", "otp-3"), purpose: purposeArb })
    .map((data): OtpCommand => ({ type: "ConsumeVerification", data })) },
);

const stepArb: fc.Arbitrary<Step> = fc
  .record({
    advanceMs: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 20_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: -10_000, max: 0 }) },
      { weight: 2, arbitrary: fc.integer({ min: 20_000, max: 700_000 }) },
    ),
    command: commandArb,
  })
  .map((step) => Object.assign(step, { toString: () => `+${step.advanceMs}ms ${JSON.stringify(step.command)}` }));

interface Appended { readonly at: Temporal.Instant; readonly command: OtpCommand; readonly event: OtpEvent }

/** Runs the steps through decide/evolve like the command handler does; returns what was appended. */
const run = (steps: ReadonlyArray<Step>): ReadonlyArray<Appended> => {
  let state = otpDecider.initialState;
  let now = START;
  let ids = 0;
  const log: Appended[] = [];
  for (const { advanceMs, command } of steps) {
    now = now.add({ milliseconds: advanceMs });
    const ctx: DecideContext = { now, timeZone: "UTC", newId: () => `otp-${++ids}`, random: () => 0 };
    const decision = otpDecider.decide(command, state, ctx);
    if (Result.isFailure(decision)) continue;
    for (const event of decision.success) {
      state = otpDecider.evolve(state, event);
      log.push({ at: now, command, event });
    }
  }
  return log;
};

const byChallenge = (log: ReadonlyArray<Appended>, type: OtpEvent["type"]) => {
  const counts = new Map<string, number>();
  for (const { event } of log) {
    if (event.type === type) counts.set(event.data.challengeId, (counts.get(event.data.challengeId) ?? 0) + 1);
  }
  return counts;
};

/** Scripts start with a code sent (before it every command is refused, which proves little). */
const firstIssue: Step = Object.assign(
  { advanceMs: 0, command: { type: "IssueOtp", data: { purpose: "register", target, codeHash: "h1" } } as OtpCommand },
  { toString: () => "+0ms IssueOtp h1" },
);
const scripts = fc.array(stepArb, { maxLength: 60 }).map((steps) => [firstIssue, ...steps]);
const runs = { numRuns: 600 };

describe("OTP challenge properties", () => {
  it("the generated scripts reach every event (the properties are not vacuous)", () => {
    const seen = new Set<string>();
    for (const steps of fc.sample(scripts, { numRuns: 400, seed: 42 })) {
      for (const { event } of run(steps)) seen.add(event.type === "OtpAttemptFailed" ? `Failed${event.data.attempt}` : event.type);
    }
    expect([...seen].sort()).toEqual(
      ["Failed1", "Failed2", "Failed3", "Failed4", "Failed5", "OtpIssued", "OtpVerificationConsumed", "OtpVerified"],
    );
  });

  it("never accepts more than 5 failed attempts on one challenge", () => {
    fc.assert(fc.property(scripts, (steps) => {
      for (const count of byChallenge(run(steps), "OtpAttemptFailed").values()) expect(count).toBeLessThanOrEqual(5);
    }), runs);
  });

  it("never verifies at or after expiry, nor a code other than the one issued", () => {
    fc.assert(fc.property(scripts, (steps) => {
      let current: { issuedAt: Temporal.Instant; codeHash: string; id: string } | null = null;
      for (const { at, command, event } of run(steps)) {
        if (event.type === "OtpIssued") {
          current = { issuedAt: Temporal.Instant.from(event.data.issuedAt), codeHash: event.data.codeHash, id: event.data.challengeId };
        }
        if (event.type === "OtpVerified") {
          expect(current?.id).toBe(event.data.challengeId);
          expect(Temporal.Instant.compare(at, current!.issuedAt.add({ minutes: 5 }))).toBe(-1);
          expect(command.type === "VerifyOtp" && command.data.codeHash).toBe(current!.codeHash);
        }
      }
    }), runs);
  });

  it("never verifies a challenge twice, nor redeems a verification twice", () => {
    fc.assert(fc.property(scripts, (steps) => {
      const log = run(steps);
      for (const count of byChallenge(log, "OtpVerified").values()) expect(count).toBe(1);
      for (const count of byChallenge(log, "OtpVerificationConsumed").values()) expect(count).toBe(1);
    }), runs);
  });

  it("never verifies after five failures on the same challenge", () => {
    fc.assert(fc.property(scripts, (steps) => {
      const failures = new Map<string, number>();
      for (const { event } of run(steps)) {
        if (event.type === "OtpAttemptFailed") failures.set(event.data.challengeId, event.data.attempt);
        if (event.type === "OtpVerified") expect(failures.get(event.data.challengeId) ?? 0).toBeLessThan(5);
      }
    }), runs);
  });

  it("respects the 30 s resend interval between any two issues", () => {
    fc.assert(fc.property(scripts, (steps) => {
      const issues = run(steps).filter((a) => a.event.type === "OtpIssued").map((a) => a.at);
      for (let i = 1; i < issues.length; i++) {
        const gap = issues[i]!.since(issues[i - 1]!).total({ unit: "milliseconds" });
        expect(gap).toBeGreaterThanOrEqual(30_000);
      }
    }), runs);
  });
});
