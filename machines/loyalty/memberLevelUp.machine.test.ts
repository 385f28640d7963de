import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { LevelProgramme } from "../../domain/loyalty/levelUp";
import { answering, failing } from "../testing/fakeActors";
import { type RecordGainInput, memberLevelUpMachine } from "./memberLevelUp.machine";

const programme: LevelProgramme = {
  baseExpToLevelUp: 300,
  expRange: [],
  onLevelReward: { noRewardWeight: 1, vouchers: [{ voucher: "coffee", minLevel: 0, weight: 1 }], fixVouchers: [{ level: 2, voucher: "cake" }] },
};

const start = (roll = answering<number, void>(() => 0.25), record = answering<void, RecordGainInput>(() => undefined)) => {
  const actor = createActor(memberLevelUpMachine.provide({ actors: { roll: roll.logic, record: record.logic } }), {
    input: { memberId: "m1", progress: { level: 1, experience: 250 }, programme },
  }).start();
  return { actor, roll, record };
};

describe("member level-up machine", () => {
  it("given a gain below the need, when gained, then it records it without rolling", async () => {
    const { actor, roll, record } = start();
    actor.send({ type: "experience.gain", amount: 20 });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(roll.inputs).toEqual([]);
    expect(record.inputs).toEqual([{ memberId: "m1", amount: 20, gain: { level: 1, experience: 270, levelUps: [] } }]);
    expect(done.context.progress).toEqual({ level: 1, experience: 270 });
  });

  it("given a gain reaching the need, when gained, then it rolls once and records the roll, draw and fixed vouchers", async () => {
    const { actor, roll, record } = start();
    actor.send({ type: "experience.gain", amount: 60 });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(roll.inputs).toHaveLength(1);
    expect(record.inputs[0]?.gain).toEqual({ level: 2, experience: 0, levelUps: [{ level: 2, roll: 0.25, drawn: "coffee", fixedVouchers: ["cake"] }] });
    expect(done.context.progress).toEqual({ level: 2, experience: 0 });
  });

  it("given an invalid amount, then it stays idle with 'Invalid exp'", () => {
    const { actor } = start();
    actor.send({ type: "experience.gain", amount: 1.5 });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.problem).toBe("Invalid exp");
  });

  it("given the record fails, then it fails with the message and a retry leaves the member unchanged", async () => {
    const { actor } = start(undefined, failing<void, RecordGainInput>("Action failed"));
    actor.send({ type: "experience.gain", amount: 60 });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.problem).toBe("Action failed");
    actor.send({ type: "gain.retry" });
    expect(actor.getSnapshot().context).toMatchObject({ progress: { level: 1, experience: 250 }, gain: null, problem: null });
  });
});
