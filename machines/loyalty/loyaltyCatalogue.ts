// The loyalty engine's machines as the Machine Lab and the model-based test see them: member
// level-up (a gain below the need, one reaching it, an invalid one), season reset (a preview in
// which two members move, one in which nobody does) and programme setup, with mock actors that
// answer like a healthy server and sample answers reaching every state; and the member store's
// activation; and the benefit wizard (a new basic benefit, a stored scheduled one, a save the
// server accepts, refuses, or answers 409 to). Sample data only.
import { fromPromise } from "xstate";
import type { SeasonMember } from "../../domain/loyalty/levelReset";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { newBenefitDraft } from "./benefitDraft";
import { type SaveBenefitInput, type SavedBenefit, benefitWizardMachine } from "./benefitWizard.machine";
import { type MemberLevelUpInput, type RecordGainInput, memberLevelUpMachine } from "./memberLevelUp.machine";
import {
  type CreateProgrammeInput,
  type CreatedProgramme,
  DEFAULT_SETUP_VALUES,
  programmeSetupMachine,
} from "./programmeSetup.machine";
import { type ApplyResetInput, type ApplyResetOutput, seasonResetMachine } from "./seasonReset.machine";
import { type ActivateStoreInput, type StoreActivationInput, type StoreCheck, storeActivationMachine } from "./storeActivation.machine";

const SAMPLE_ID = "64b7f0c2a1d3e4f5a6b7c8d9";

const SAMPLE_MEMBER: MemberLevelUpInput = {
  memberId: SAMPLE_ID,
  progress: { level: 1, experience: 250 },
  programme: {
    baseExpToLevelUp: 300,
    expRange: [{ minLevel: 5, expToLevelUp: 500 }],
    onLevelReward: {
      noRewardWeight: 1,
      vouchers: [{ voucher: "64b7f0c2a1d3e4f5a6b7c8e1", minLevel: 0, weight: 3 }],
      fixVouchers: [{ level: 2, voucher: "64b7f0c2a1d3e4f5a6b7c8e2" }],
    },
  },
};

const memberLevelUp = catalogueEntry({
  id: "loyalty.memberLevelUp",
  title: "Member level-up",
  description: "One experience gain: below the need it is recorded as is; reaching it rolls once for the pool reward, adds the level's fixed vouchers and records the roll.",
  machine: memberLevelUpMachine,
  sampleInput: SAMPLE_MEMBER,
  mockActors: {
    roll: fromPromise<number, void>(async () => 0.25),
    record: fromPromise<void, RecordGainInput>(async () => undefined),
  },
  sampleEvents: [
    { type: "experience.gain", amount: 20 },
    { type: "experience.gain", amount: 120 },
    { type: "experience.gain", amount: -5 },
    actorDone("roll", 0.25),
    actorFailed("roll", "Action failed"),
    actorDone("record"),
    actorFailed("record", "Action failed"),
  ],
});

const SAMPLE_MEMBERS: ReadonlyArray<SeasonMember> = [
  { id: "64b7f0c2a1d3e4f5a6b7c8a1", level: 8, experience: 120 },
  { id: "64b7f0c2a1d3e4f5a6b7c8a2", level: 5, experience: 0 },
  { id: "64b7f0c2a1d3e4f5a6b7c8a3", level: 2, experience: 50 },
];

const seasonReset = catalogueEntry({
  id: "loyalty.seasonReset",
  title: "Season reset",
  description: "Previews who would move to which level under the season rules, then applies exactly those moves once confirmed.",
  machine: seasonResetMachine,
  sampleInput: {
    rules: [{ minLevel: 5, minExp: 0, levelExpression: "level - 3", expExpression: "exp / 2" }],
    levelling: { baseExpToLevelUp: 300, expRange: [] },
  },
  mockActors: {
    loadMembers: fromPromise<ReadonlyArray<SeasonMember>, void>(async () => SAMPLE_MEMBERS),
    applyReset: fromPromise<ApplyResetOutput, ApplyResetInput>(async ({ input }) => ({ applied: input.moves.length })),
  },
  sampleEvents: [
    actorDone("loadMembers", SAMPLE_MEMBERS),
    actorDone("loadMembers", SAMPLE_MEMBERS.slice(2)),
    actorFailed("loadMembers", "Action failed"),
    actorDone("applyReset", { applied: 2 }),
    actorFailed("applyReset", "Action failed"),
  ],
});

const programmeSetup = catalogueEntry({
  id: "loyalty.programmeSetup",
  title: "Programme setup",
  description: "The landing page's 'Get started', the setup form with its defaults, then the creation call; success goes to the overview.",
  machine: programmeSetupMachine,
  sampleInput: { businessId: SAMPLE_ID },
  mockActors: {
    createProgramme: fromPromise<CreatedProgramme, CreateProgrammeInput>(async () => ({ id: SAMPLE_ID })),
  },
  sampleEvents: [
    { type: "setup.submit", values: DEFAULT_SETUP_VALUES },
    { type: "setup.submit", values: { ...DEFAULT_SETUP_VALUES, name: "  " } },
    actorDone("createProgramme", { id: SAMPLE_ID }),
    actorFailed("createProgramme", "Membership already exists"),
  ],
});

const READY_STORE: StoreCheck = { activated: false, companyTaxRegistered: true };

const storeActivation = catalogueEntry({
  id: "loyalty.storeActivation",
  title: "Member store activation",
  description: "Checks the store: active already, waiting for a company with a tax registration, or ready for the activation form; then activates it with the chosen taxes.",
  machine: storeActivationMachine,
  sampleInput: { businessId: SAMPLE_ID },
  mockActors: {
    loadStore: fromPromise<StoreCheck, StoreActivationInput>(async () => READY_STORE),
    activateStore: fromPromise<void, ActivateStoreInput>(async () => undefined),
  },
  sampleEvents: [
    actorDone("loadStore", READY_STORE),
    actorDone("loadStore", { activated: false, companyTaxRegistered: false }),
    actorDone("loadStore", { activated: true, companyTaxRegistered: true }),
    actorFailed("loadStore", "Action failed"),
    { type: "store.activate", taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] },
    actorDone("activateStore"),
    actorFailed("activateStore", "Company tax registration is required"),
  ],
});

const STORED_BIRTHDAY_BENEFIT = {
  ...newBenefitDraft(),
  type: "schedule" as const,
  name: "Birthday Treat",
  trigger: { birthday: { type: "before" as const, day: 3 } },
};

const benefitWizard = catalogueEntry({
  id: "loyalty.benefitWizard",
  title: "Benefit wizard",
  description: "Basic, Configure (basic benefits only), Configuration: Next validates the step, Save writes the benefit list; the type is locked when editing and a stale list (409) reloads.",
  machine: benefitWizardMachine,
  sampleInput: undefined,
  mockActors: {
    save: fromPromise<SavedBenefit, SaveBenefitInput>(async ({ input }) => ({ name: input.benefit.name })),
  },
  sampleEvents: [
    { type: "wizard.open", draft: newBenefitDraft(), editing: null, limits: { tierCount: 3 } },
    { type: "wizard.open", draft: STORED_BIRTHDAY_BENEFIT, editing: SAMPLE_ID, limits: { tierCount: 3 } },
    { type: "draft.change", patch: { name: "Birthday Treat" } },
    { type: "draft.change", patch: { name: "" } },
    { type: "draft.change", patch: { discount: 200 } },
    { type: "draft.change", patch: { discount: 5 } },
    { type: "type.choose", benefitType: "basic" },
    { type: "type.choose", benefitType: "schedule" },
    { type: "unlock.choose", unlock: "level" },
    { type: "trigger.change", edit: { ok: false, problem: "Before day is required" } },
    { type: "trigger.change", edit: { ok: true, trigger: { cron: "0 0 * * 1" } } },
    { type: "wizard.goto", step: "basic" },
    { type: "wizard.goto", step: "configure" },
    { type: "wizard.goto", step: "configuration" },
    actorDone("save", { name: "Birthday Treat" }),
    actorFailed("save", "Title not found"),
    { type: "xstate.error.actor.save", error: { message: "This record was changed by someone else. Reload and try again.", status: 409 } },
  ],
});

export const loyaltyCatalogue = [memberLevelUp, seasonReset, programmeSetup, storeActivation, benefitWizard];
