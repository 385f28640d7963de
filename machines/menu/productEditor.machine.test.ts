import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { productEditorMachine, stepsWithProblems } from "./productEditor.machine";

const editor = () => createActor(productEditorMachine).start();

describe("the product editor's steps", () => {
  it("moves one step with Next and Back, never past either end", () => {
    const actor = editor();
    expect(actor.getSnapshot().value).toBe("details");
    expect(actor.getSnapshot().can({ type: "wizard.back" })).toBe(false);
    for (const step of ["variants", "addOns", "inventory", "preview"]) {
      actor.send({ type: "wizard.next" });
      expect(actor.getSnapshot().value).toBe(step);
    }
    expect(actor.getSnapshot().can({ type: "wizard.next" })).toBe(false);
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().value).toBe("inventory");
  });

  it("goes to any step from the header, and to the first step holding a refused field", () => {
    const actor = editor();
    actor.send({ type: "wizard.goto", step: "preview" });
    expect(actor.getSnapshot().value).toBe("preview");
    actor.send({ type: "editor.problems", steps: stepsWithProblems(["inventoryBindings.0.quantity", "variantCombination.1.codeSuffix"]) });
    expect(actor.getSnapshot().value).toBe("variants");
    actor.send({ type: "editor.problems", steps: [] });
    expect(actor.getSnapshot().value).toBe("variants");
  });

  it("puts each refused field on its step, the rest on Details, in the editor's order", () => {
    expect(stepsWithProblems(["taxes", "name", "price", "addonGroups"])).toEqual(["details", "addOns", "inventory"]);
    expect(stepsWithProblems([])).toEqual([]);
  });
});
