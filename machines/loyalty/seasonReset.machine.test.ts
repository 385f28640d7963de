import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { SeasonMember } from "../../domain/loyalty/levelReset";
import { answering, failing } from "../testing/fakeActors";
import { type ApplyResetInput, type ApplyResetOutput, seasonResetMachine } from "./seasonReset.machine";

const members: SeasonMember[] = [{ id: "a", level: 8, experience: 120 }, { id: "b", level: 2, experience: 10 }];
const input = {
  rules: [{ minLevel: 5, minExp: 0, levelExpression: "level - 3", expExpression: "exp / 2" }],
  levelling: { baseExpToLevelUp: 300, expRange: [] },
};

const start = (load = answering<ReadonlyArray<SeasonMember>, void>(() => members),
  apply = answering<ApplyResetOutput, ApplyResetInput>(({ moves }) => ({ applied: moves.length }))) => {
  const actor = createActor(seasonResetMachine.provide({ actors: { loadMembers: load.logic, applyReset: apply.logic } }), { input }).start();
  return { actor, apply };
};

describe("season reset machine", () => {
  it("previews who moves where, then applies exactly those moves once confirmed", async () => {
    const { actor, apply } = start();
    actor.send({ type: "season.preview" });
    const previewed = await waitFor(actor, (s) => s.matches("previewed"));
    expect(previewed.context.moves).toEqual([{ memberId: "a", from: { level: 8, experience: 120 }, to: { level: 5, experience: 60 } }]);
    actor.send({ type: "season.confirm" });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(apply.inputs).toEqual([{ moves: previewed.context.moves }]);
    expect(done.context.applied).toBe(1);
  });

  it("offers no confirm when nobody moves, only cancel", async () => {
    const { actor } = start(answering<ReadonlyArray<SeasonMember>, void>(() => [{ id: "b", level: 2, experience: 10 }]));
    actor.send({ type: "season.preview" });
    const previewed = await waitFor(actor, (s) => s.matches("previewed"));
    expect(previewed.can({ type: "season.confirm" })).toBe(false);
    actor.send({ type: "season.cancel" });
    expect(actor.getSnapshot().context.moves).toBeNull();
  });

  it("keeps the preview with the message when applying fails", async () => {
    const { actor } = start(undefined, failing<ApplyResetOutput, ApplyResetInput>("Action failed"));
    actor.send({ type: "season.preview" });
    await waitFor(actor, (s) => s.matches("previewed"));
    actor.send({ type: "season.confirm" });
    const back = await waitFor(actor, (s) => s.matches("previewed") && s.context.problem !== null);
    expect(back.context.problem).toBe("Action failed");
    expect(back.context.moves).toHaveLength(1);
  });
});
