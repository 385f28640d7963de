// Model-based tests of the voucher wizard (spec 3 §2, §4): the machine is explored as a pure model
// (xstate/graph) from the catalogue entry's sample events, and every edge of the graph must keep
// the wizard's rules: Next and header clicks only land on a step whose earlier steps validate;
// Back on the first step closes; switching the effect type keeps the targeted item ids; the usage
// type never changes while editing; only an edit asks the update question, and the answer is
// the updateClaim flag the save receives. Then the live actor is held to the same rules.
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise, waitFor } from "xstate";
import { getAdjacencyMap } from "xstate/graph";
import { eventsToTry } from "../testing/modelWalk";
import { WIZARD_STEPS, type WizardStep, canReachStep, newDraft, stepIsValid } from "./voucherDraft";
import { USAGE_LOCKED, type SaveVoucherInput, type SavedVoucher, voucherWizardMachine } from "./voucherWizard.machine";
import { voucherWizardEntry } from "./voucherWizardCatalogue";

type Edge = { readonly from: AnyMachineSnapshot; readonly event: EventObject; readonly to: AnyMachineSnapshot };

const edges = ((): ReadonlyArray<Edge> => {
  const adjacency = getAdjacencyMap(voucherWizardEntry.machine, { input: voucherWizardEntry.sampleInput, events: eventsToTry(voucherWizardEntry) });
  return Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { readonly event: EventObject; readonly state: AnyMachineSnapshot }>).map((edge) => ({
      from: state,
      event: edge.event,
      to: edge.state,
    })),
  );
})();

const stepOf = (snapshot: AnyMachineSnapshot): WizardStep | null => WIZARD_STEPS.find((step) => snapshot.matches({ open: step })) ?? null;

const where = (test: (edge: Edge) => boolean): ReadonlyArray<Edge> => {
  const found = edges.filter(test);
  expect(found.length, "the model reaches this case").toBeGreaterThan(0);
  return found;
};

describe("the voucher wizard as a model", () => {
  it("lands on a step by Next or a header click only when every earlier step validates", () => {
    for (const { from, to } of where(({ event, from, to }) => (event.type === "wizard.next" || event.type === "wizard.goto") && stepOf(to) !== stepOf(from) && stepOf(to) !== null)) {
      const step = stepOf(to);
      if (step === null) continue;
      expect(canReachStep(to.context.draft, step)).toBe(true);
      expect(to.context.showErrors).toBe(false);
      expect(from.context.draft).toEqual(to.context.draft);
    }
  });

  it("shows the step's messages when Next is refused (this or an earlier step does not validate), and stays", () => {
    for (const { from, to } of where(({ event, from, to }) => event.type === "wizard.next" && from.matches("open") && stepOf(to) === stepOf(from))) {
      const step = stepOf(from);
      expect(step === null ? true : canReachStep(from.context.draft, step) && stepIsValid(from.context.draft, step)).toBe(false);
      expect(to.context.showErrors).toBe(true);
    }
  });

  it("closes and forgets the draft on Back from the first step", () => {
    for (const { to } of where(({ event, from }) => event.type === "wizard.back" && from.matches({ open: "basic" }))) {
      expect(to.matches("idle")).toBe(true);
      expect(to.context.draft).toBeNull();
    }
  });

  it("keeps the targeted item ids when the effect type changes", () => {
    for (const { from, to } of where(({ event, from }) => event.type === "effect.choose" && (from.context.draft?.effect.targetIds?.length ?? 0) > 0)) {
      expect(to.context.draft.effect.targetIds ?? []).toEqual(from.context.draft.effect.targetIds ?? []);
    }
  });

  it("never changes the usage type of a voucher being edited", () => {
    for (const { from, to } of where(({ event, from }) => event.type === "usage.choose" && from.context.editing !== null)) {
      expect(to.context.draft.usage).toBe(from.context.draft.usage);
    }
  });

  it("asks the update question only for an edit, and saves new vouchers straight away", () => {
    for (const { from, to } of where(({ event, from }) => event.type === "wizard.next" && from.matches({ open: "advance" }) && !from.context.showErrors)) {
      if (to.matches("askingScope")) expect(from.context.editing).not.toBeNull();
      if (to.matches("saving")) expect(from.context.editing).toBeNull();
    }
    for (const { to } of where(({ event }) => event.type === "update.all")) expect(to.context.updateClaim).toBe(true);
    for (const { to } of where(({ event }) => event.type === "update.futureOnly")) expect(to.context.updateClaim).toBe(false);
  });
});

describe("the voucher wizard on a live actor", () => {
  const start = (save: (input: SaveVoucherInput) => Promise<SavedVoucher>, locked: string[] = []) =>
    createActor(
      voucherWizardMachine.provide({
        actors: { save: fromPromise<SavedVoucher, SaveVoucherInput>(({ input }) => save(input)) },
        actions: { notifyUsageLocked: (_, { message }) => void locked.push(message) },
      }),
    ).start();

  it("saves an edit with updateClaim after 'Update all'", async () => {
    const saved: SaveVoucherInput[] = [];
    const locked: string[] = [];
    const actor = start(async (input) => (saved.push(input), { id: "v1", name: input.input.name }), locked);
    actor.send({ type: "wizard.open", draft: { ...newDraft("SIMPLE_CLAIM"), name: "Free kopi" }, editing: { id: "v1", rev: 4 } });
    actor.send({ type: "usage.choose", usage: "multiple" });
    expect(locked).toEqual([USAGE_LOCKED]);
    actor.send({ type: "wizard.goto", step: "advance" });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().value).toBe("askingScope");
    actor.send({ type: "update.all" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(saved).toEqual([expect.objectContaining({ editing: { id: "v1", rev: 4 }, updateClaim: true })]);
    expect(saved[0]?.input.multipleUse).toBeNull();
  });

  it("returns to the Configuration step with the server's message when saving fails", async () => {
    const actor = start(async () => Promise.reject({ message: "Voucher must be usable after last claim date" }));
    actor.send({ type: "wizard.open", draft: { ...newDraft("SIMPLE_CLAIM"), name: "Free kopi" }, editing: null });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    const back = await waitFor(actor, (snapshot) => snapshot.matches({ open: "advance" }));
    expect(back.context.problem).toBe("Voucher must be usable after last claim date");
    expect(back.context.draft?.name).toBe("Free kopi");
  });
});
