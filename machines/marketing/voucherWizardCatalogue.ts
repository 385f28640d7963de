// The voucher wizard as the Machine Lab and the model-based test see it: opened on a new
// attraction voucher and on a stored one (to reach the update question), with the few edits that
// make each step valid and invalid, an item effect with a targeted product (kept when the effect
// type changes), and a save the server accepts or refuses. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { newDraft } from "./voucherDraft";
import { defaultEffect } from "./voucherEffectKind";
import { type SaveVoucherInput, type SavedVoucher, voucherWizardMachine } from "./voucherWizard.machine";

const SAMPLE_ID = "64b7f0c2a1d3e4f5a6b7c8d9";
const SAVED: SavedVoucher = { id: SAMPLE_ID, name: "Free kopi" };

export const voucherWizardEntry = catalogueEntry({
  id: "marketing.voucherWizard",
  title: "Voucher wizard",
  description: "Basic, configure, Configuration: Next validates the step, Save creates; an edit asks Update future only / Update all.",
  machine: voucherWizardMachine,
  sampleInput: undefined,
  mockActors: {
    save: fromPromise<SavedVoucher, SaveVoucherInput>(async ({ input }) => ({ id: input.editing?.id ?? SAMPLE_ID, name: input.input.name })),
  },
  sampleEvents: [
    { type: "wizard.open", draft: newDraft("SIMPLE_CLAIM"), editing: null },
    { type: "wizard.open", draft: { ...newDraft("AFTER_SALES"), name: "Free kopi" }, editing: { id: SAMPLE_ID, rev: 3 } },
    { type: "draft.change", patch: { name: "Free kopi" } },
    { type: "draft.change", patch: { validFor: null } },
    { type: "draft.change", patch: { validFor: 30 } },
    { type: "draft.change", patch: { effect: defaultEffect("item", ["64b7f0c2a1d3e4f5a6b7c8e1"]) } },
    { type: "effect.choose", kind: "item" },
    { type: "effect.choose", kind: "buyXGetYDifferent" },
    { type: "usage.choose", usage: "multiple" },
    { type: "wizard.goto", step: "basic" },
    { type: "wizard.goto", step: "configure" },
    { type: "wizard.goto", step: "advance" },
    actorDone("save", SAVED),
    actorFailed("save", "Voucher must be usable after last claim date"),
  ],
});
