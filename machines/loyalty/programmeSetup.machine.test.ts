import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { answering, failing } from "../testing/fakeActors";
import { type CreateProgrammeInput, type CreatedProgramme, DEFAULT_SETUP_VALUES, programmeSetupMachine } from "./programmeSetup.machine";

const start = (create = answering<CreatedProgramme, CreateProgrammeInput>(() => ({ id: "p1" }))) => {
  const actor = createActor(programmeSetupMachine.provide({ actors: { createProgramme: create.logic } }), { input: { businessId: "b1" } }).start();
  return { actor, create };
};

describe("programme setup machine", () => {
  it("goes from the landing page to the form with the spec's defaults, then creates the programme", async () => {
    const { actor, create } = start();
    expect(actor.getSnapshot().value).toBe("landing");
    actor.send({ type: "setup.start" });
    expect(actor.getSnapshot().context.values).toEqual({ name: "Membership", baseTierName: "Basic", baseExpToLevelUp: 300 });
    actor.send({ type: "setup.submit", values: { ...DEFAULT_SETUP_VALUES, name: "  Kopi Club ", baseExpToLevelUp: 0.5 } });
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(create.inputs).toEqual([{ businessId: "b1", name: "Kopi Club", baseTierName: "Basic", baseExpToLevelUp: 1 }]);
    expect(done.context.created).toEqual({ id: "p1" });
  });

  it("keeps a blank name on the form with 'Name is required'", () => {
    const { actor, create } = start();
    actor.send({ type: "setup.start" });
    actor.send({ type: "setup.submit", values: { ...DEFAULT_SETUP_VALUES, name: " ", baseTierName: "" } });
    expect(actor.getSnapshot().value).toBe("form");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: "Name is required", baseTierName: "Name is required" });
    expect(create.inputs).toEqual([]);
  });

  it("fails with the server's message, and can retry or go back to the form", async () => {
    const { actor } = start(failing<CreatedProgramme, CreateProgrammeInput>("Membership already exists"));
    actor.send({ type: "setup.start" });
    actor.send({ type: "setup.submit", values: DEFAULT_SETUP_VALUES });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.problem).toBe("Membership already exists");
    actor.send({ type: "setup.edit" });
    expect(actor.getSnapshot().value).toBe("form");
    expect(actor.getSnapshot().context.problem).toBeNull();
  });
});
