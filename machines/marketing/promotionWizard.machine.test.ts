import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { newPromotionDraft, promotionDraftOf, promotionInputOf } from "./promotionDraft";
import { type SavePromotionInput, type SavedPromotion, promotionWizardMachine } from "./promotionWizard.machine";

const TODAY = "2026-01-10";

const started = (save: (input: SavePromotionInput) => Promise<SavedPromotion>) => {
  const saved: Array<SavedPromotion & { created: boolean }> = [];
  const failed: string[] = [];
  const actor = createActor(
    promotionWizardMachine.provide({
      actors: { save: fromPromise<SavedPromotion, SavePromotionInput>(({ input }) => save(input)) },
      actions: { notifySaved: (_, params) => void saved.push(params), notifyFailed: (_, { message }) => void failed.push(message) },
    }),
  ).start();
  return { actor, saved, failed };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the promotion wizard", () => {
  it("refuses Next on an unnamed promotion and shows the step's messages", () => {
    const { actor } = started(async () => ({ id: "p1", name: "x" }));
    actor.send({ type: "wizard.open", draft: newPromotionDraft("item", TODAY), editing: null });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().value).toEqual({ open: "basic" });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });

  it("reaches a step by its header only when the steps before it validate", () => {
    const { actor } = started(async () => ({ id: "p1", name: "x" }));
    actor.send({ type: "wizard.open", draft: newPromotionDraft("item", TODAY), editing: null });
    actor.send({ type: "wizard.goto", step: "advance" });
    expect(actor.getSnapshot().value).toEqual({ open: "basic" });
    actor.send({ type: "draft.change", patch: { name: "Buy 2" } });
    actor.send({ type: "wizard.goto", step: "advance" });
    expect(actor.getSnapshot().value).toEqual({ open: "advance" });
  });

  it("keeps targeted products when the kind changes, and refuses a rule the server would refuse", () => {
    const { actor } = started(async () => ({ id: "p1", name: "x" }));
    const draft = { ...newPromotionDraft("item", TODAY), name: "Buy 2" };
    actor.send({ type: "wizard.open", draft: { ...draft, effect: { ...draft.effect, targetIds: ["kuih"] } as typeof draft.effect }, editing: null });
    actor.send({ type: "kind.choose", kind: "buyXGetYSame" });
    const effect = actor.getSnapshot().context.draft?.effect;
    expect(effect?.target === "ITEM" ? [effect.targetIds, effect.strategy.type] : null).toEqual([["kuih"], "BUY_X_GET_Y"]);
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "draft.change", patch: { rules: { operator: "all", rules: [{ type: "item", field: "quantity", operator: "$gte", innerOperator: "$eq", text: "2" }] } } });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().value).toEqual({ open: "advance" });
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });

  it("saves a valid draft, reports it created, and closes", async () => {
    const inputs: SavePromotionInput[] = [];
    const { actor, saved } = started(async (input) => {
      inputs.push(input);
      return { id: "p1", name: input.input.name };
    });
    actor.send({ type: "wizard.open", draft: { ...newPromotionDraft("bill", TODAY), name: "Kopi Day" }, editing: null });
    for (let i = 0; i < 3; i += 1) actor.send({ type: "wizard.next" });
    await settle();
    expect(inputs[0]?.input).toMatchObject({ name: "Kopi Day", end: null, autoApply: true });
    expect(saved).toEqual([{ id: "p1", name: "Kopi Day", created: true }]);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("returns to the Configuration step with the server's message when the save fails", async () => {
    const { actor, failed } = started(async () => Promise.reject(new Error("Invalid Restaurant Id")));
    const stored = { ...newPromotionDraft("bill", TODAY), name: "Kopi Day" };
    actor.send({ type: "wizard.open", draft: promotionDraftOf(promotionInputOf(stored) as never), editing: { id: "p1", rev: 1 } });
    for (let i = 0; i < 3; i += 1) actor.send({ type: "wizard.next" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ open: "advance" });
    expect(actor.getSnapshot().context.problem).toBe("Invalid Restaurant Id");
    expect(failed).toEqual(["Invalid Restaurant Id"]);
  });

  it("closes on Back from the first step", () => {
    const { actor } = started(async () => ({ id: "p1", name: "x" }));
    actor.send({ type: "wizard.open", draft: newPromotionDraft("bill", TODAY), editing: null });
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.draft).toBeNull();
  });
});
