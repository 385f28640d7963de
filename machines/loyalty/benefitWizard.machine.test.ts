// The benefit wizard's guards and steps (spec 2 §2 Benefit wizard, §4, §5), driven on a live actor
// with a fake `save` and spies for the notices.
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { CONFLICT_MESSAGE } from "../../domain/engine/commandHandler";
import { type BenefitDraft, benefitStepErrors, newBenefitDraft } from "./benefitDraft";
import { type SaveBenefitInput, type SavedBenefit, benefitWizardMachine } from "./benefitWizard.machine";

const LIMITS = { tierCount: 3 };
const BIRTHDAY: BenefitDraft = { ...newBenefitDraft(), type: "schedule", name: "Birthday Treat", trigger: { birthday: { type: "before", day: 3 } } };

const start = (save: (input: SaveBenefitInput) => Promise<SavedBenefit> = async ({ benefit }) => ({ name: benefit.name })) => {
  const spies = { notifySaved: vi.fn(), notifyFailed: vi.fn(), notifyTypeLocked: vi.fn(), reloadProgramme: vi.fn(), save: vi.fn(save) };
  const machine = benefitWizardMachine.provide({
    actors: { save: fromPromise<SavedBenefit, SaveBenefitInput>(({ input }) => spies.save(input)) },
    actions: {
      notifySaved: (_, params) => spies.notifySaved(params),
      notifyFailed: (_, params) => spies.notifyFailed(params),
      notifyTypeLocked: (_, params) => spies.notifyTypeLocked(params),
      reloadProgramme: () => spies.reloadProgramme(),
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies };
};

const openNew = (draft: BenefitDraft = newBenefitDraft(), editing: string | null = null) => {
  const run = start();
  run.actor.send({ type: "wizard.open", draft, editing, limits: LIMITS });
  return run;
};

const settled = (actor: ReturnType<typeof start>["actor"]) =>
  new Promise<void>((resolve) => {
    const check = () => !actor.getSnapshot().matches("saving");
    if (check()) resolve();
    const sub = actor.subscribe(() => {
      if (check()) {
        sub.unsubscribe();
        resolve();
      }
    });
  });

describe("the benefit wizard", () => {
  it("starts a new benefit as basic, Anytime, 00:00-23:59, valid 1 day", () => {
    const draft = newBenefitDraft();
    expect(draft.type).toBe("basic");
    expect(draft.trigger).toEqual({ cron: "0 0 * * *" });
    expect(draft.timePeriod).toEqual([{ start: "00:00", end: "23:59" }]);
    expect(draft.validity).toBe(1);
  });

  it("closes when Back is pressed on the first step", () => {
    const { actor } = openNew();
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("refuses Next on Basic without a name and shows 'Name is required'", () => {
    const { actor } = openNew();
    actor.send({ type: "wizard.next" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: "basic" })).toBe(true);
    expect(snapshot.context.showErrors).toBe(true);
    expect(benefitStepErrors(snapshot.context.draft ?? newBenefitDraft(), LIMITS, "basic")).toEqual({ name: "Name is required" });
  });

  it("walks a basic benefit through Configure and a scheduled one straight to Configuration", () => {
    const basic = openNew({ ...newBenefitDraft(), name: "5% off" }).actor;
    basic.send({ type: "wizard.next" });
    expect(basic.getSnapshot().matches({ open: "configure" })).toBe(true);
    basic.send({ type: "wizard.next" });
    expect(basic.getSnapshot().matches({ open: "configuration" })).toBe(true);
    basic.send({ type: "wizard.back" });
    expect(basic.getSnapshot().matches({ open: "configure" })).toBe(true);

    const scheduled = openNew(BIRTHDAY).actor;
    scheduled.send({ type: "wizard.next" });
    expect(scheduled.getSnapshot().matches({ open: "configuration" })).toBe(true);
    scheduled.send({ type: "wizard.back" });
    expect(scheduled.getSnapshot().matches({ open: "basic" })).toBe(true);
    scheduled.send({ type: "wizard.goto", step: "configure" });
    expect(scheduled.getSnapshot().matches({ open: "basic" })).toBe(true);
  });

  it("refuses Configure with a discount over 100", () => {
    const { actor } = openNew({ ...newBenefitDraft(), name: "Big", discount: 150 });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().matches({ open: "configure" })).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });

  it("refuses tier bounds outside the ladder with the spec's messages", () => {
    const tooHigh = { ...BIRTHDAY, min: 4 };
    expect(benefitStepErrors(tooHigh, LIMITS, "configuration")).toEqual({ min: "Tier should be less than or equal to 3" });
    const maxOut = { ...BIRTHDAY, min: 2, max: 5 };
    expect(benefitStepErrors(maxOut, LIMITS, "configuration")).toEqual({ max: "Entitled tier should within 2 - 3" });
    const levels = { ...BIRTHDAY, unlock: "level" as const, min: 10, max: 5 };
    expect(benefitStepErrors(levels, LIMITS, "configuration")).toEqual({ max: "Entitled level should within 10 - 999" });
    const { actor, spies } = openNew(maxOut);
    actor.send({ type: "wizard.goto", step: "configuration" });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().matches({ open: "configuration" })).toBe(true);
    expect(spies.save).not.toHaveBeenCalled();
  });

  it("resets min and max when the unlock switches between Tier and Level", () => {
    const { actor } = openNew({ ...BIRTHDAY, min: 2, max: 3 });
    actor.send({ type: "unlock.choose", unlock: "level" });
    expect(actor.getSnapshot().context.draft).toMatchObject({ unlock: "level", min: null, max: null });
    actor.send({ type: "draft.change", patch: { min: 5 } });
    actor.send({ type: "unlock.choose", unlock: "level" });
    expect(actor.getSnapshot().context.draft).toMatchObject({ unlock: "level", min: 5 });
  });

  it("locks the type while editing and says so", () => {
    const { actor, spies } = openNew(BIRTHDAY, "b-1");
    actor.send({ type: "type.choose", benefitType: "basic" });
    expect(actor.getSnapshot().context.draft?.type).toBe("schedule");
    expect(spies.notifyTypeLocked).toHaveBeenCalledWith({ message: "Benefit type cannot be changed" });
    const fresh = openNew(BIRTHDAY).actor;
    fresh.send({ type: "type.choose", benefitType: "basic" });
    expect(fresh.getSnapshot().context.draft?.type).toBe("basic");
  });

  it("refuses Save while the trigger has a problem, and forgets it when leaving the step", () => {
    const { actor, spies } = openNew(BIRTHDAY);
    actor.send({ type: "wizard.next" });
    actor.send({ type: "trigger.change", edit: { ok: false, problem: "Before day is required" } });
    actor.send({ type: "wizard.next" });
    expect(actor.getSnapshot().matches({ open: "configuration" })).toBe(true);
    expect(spies.save).not.toHaveBeenCalled();
    actor.send({ type: "wizard.back" });
    expect(actor.getSnapshot().context.draft?.triggerProblem).toBeNull();
    expect(actor.getSnapshot().context.draft?.trigger).toEqual({ birthday: { type: "before", day: 3 } });
  });

  it("refuses a time period that is not HH:mm", () => {
    const draft = { ...newBenefitDraft(), name: "Lunch", timePeriod: [{ start: "9:00", end: "23:59" }] };
    expect(benefitStepErrors(draft, LIMITS, "configuration")).toEqual({ "options.scheduler.timePeriod.0.start": "Invalid time" });
  });

  it("saves the edited benefit by id with zero-based tiers, then closes with the notice", async () => {
    const { actor, spies } = openNew({ ...BIRTHDAY, min: 2, max: null }, "b-1");
    actor.send({ type: "wizard.goto", step: "configuration" });
    actor.send({ type: "wizard.next" });
    await settled(actor);
    expect(spies.save).toHaveBeenCalledWith(expect.objectContaining({ editing: "b-1", benefit: expect.objectContaining({ id: "b-1", minTier: 1, maxTier: null, minLevel: null }) }));
    expect(spies.notifySaved).toHaveBeenCalledWith({ name: "Birthday Treat", created: false });
    expect(actor.getSnapshot().matches("idle")).toBe(true);
  });

  it("on a stale list (409) shows the message, reloads the programme and keeps the draft", async () => {
    const { actor, spies } = start(() => Promise.reject(Object.assign(new Error(CONFLICT_MESSAGE), { status: 409 })));
    actor.send({ type: "wizard.open", draft: BIRTHDAY, editing: null, limits: LIMITS });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: "configuration" })).toBe(true);
    expect(snapshot.context.problem).toBe(CONFLICT_MESSAGE);
    expect(snapshot.context.draft?.name).toBe("Birthday Treat");
    expect(spies.reloadProgramme).toHaveBeenCalledTimes(1);
    expect(spies.notifyFailed).toHaveBeenCalledWith({ message: CONFLICT_MESSAGE });
  });

  it("on another refusal shows the server's message without reloading", async () => {
    const { actor, spies } = start(() => Promise.reject(Object.assign(new Error("Title not found"), { status: 400 })));
    actor.send({ type: "wizard.open", draft: BIRTHDAY, editing: null, limits: LIMITS });
    actor.send({ type: "wizard.next" });
    actor.send({ type: "wizard.next" });
    await settled(actor);
    expect(actor.getSnapshot().context.problem).toBe("Title not found");
    expect(spies.reloadProgramme).not.toHaveBeenCalled();
  });
});
