// The promotion wizard as the Machine Lab and the model-based test see it: opened on a new item
// promotion and on a stored one, with the few edits that make each step valid and invalid (a
// name, a buy-x-get-y without its item A list, a rule with too small a quantity, the available-daily toggle), the
// kinds of discount, and a save the server accepts or refuses. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { newPromotionDraft } from "./promotionDraft";
import { type SavePromotionInput, type SavedPromotion, promotionWizardMachine } from "./promotionWizard.machine";

const SAMPLE_ID = "64b7f0c2a1d3e4f5a6b7c8e1";
const SAVED: SavedPromotion = { id: SAMPLE_ID, name: "Buy 2 Kuih, Get 1 Free" };
const TODAY = "2026-01-10";

export const promotionWizardEntry = catalogueEntry({
  id: "marketing.promotionWizard",
  title: "Promotion wizard",
  description: "Basic, configure, Configuration: Next validates the step (rules included), Save creates or updates the promotion.",
  machine: promotionWizardMachine,
  sampleInput: undefined,
  mockActors: {
    save: fromPromise<SavedPromotion, SavePromotionInput>(async ({ input }) => ({ id: input.editing?.id ?? SAMPLE_ID, name: input.input.name })),
  },
  sampleEvents: [
    { type: "wizard.open", draft: newPromotionDraft("item", TODAY), editing: null },
    { type: "wizard.open", draft: { ...newPromotionDraft("bill", TODAY), name: "Kopi Kita Day" }, editing: { id: SAMPLE_ID, rev: 2 } },
    { type: "draft.change", patch: { name: "Buy 2 Kuih, Get 1 Free" } },
    { type: "draft.change", patch: { availableDaily: false } },
    { type: "draft.change", patch: { availableDaily: true } },
    { type: "draft.change", patch: { rules: { operator: "any", rules: [{ type: "item", field: "quantity", operator: "$gte", innerOperator: "$eq", text: "2" }] } } },
    { type: "draft.change", patch: { rules: { operator: "all", rules: [] } } },
    { type: "kind.choose", kind: "buyXGetYSame" },
    { type: "kind.choose", kind: "advancedBill" },
    { type: "kind.choose", kind: "buyXGetYDifferent" },
    { type: "wizard.goto", step: "basic" },
    { type: "wizard.goto", step: "configure" },
    { type: "wizard.goto", step: "advance" },
    actorDone("save", SAVED),
    actorFailed("save", "Invalid Restaurant Id"),
  ],
});
