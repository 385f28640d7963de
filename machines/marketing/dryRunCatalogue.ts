// The discount dry run as the Machine Lab and the model-based test see it: a sample bill of three
// kuih tried with a buy-2-get-1 promotion, an answer that discounts one unit and a refusal of
// the bill. Sample data only.
import { fromPromise } from "xstate";
import { actorDone, actorFailed, catalogueEntry } from "../catalogueEntry";
import { type DryRunRequest, type DryRunResult, dryRunMachine } from "./dryRun.machine";

const myr = (amount: number) => ({ amount, precision: 2, currency: "MYR" });
const REQUEST: DryRunRequest = {
  bill: { lines: [{ productId: "kuih", quantity: 3, unitPrice: myr(200) }] },
  promotionIds: ["64b7f0c2a1d3e4f5a6b7c8e1"],
  voucherIds: [],
};
const ANSWER: DryRunResult = {
  steps: [{ kind: "promotion", id: "64b7f0c2a1d3e4f5a6b7c8e1", name: "Buy 2 Kuih, Get 1 Free", applied: true, discount: myr(200), lines: [{ lineIndex: 0, productId: "kuih", units: 1, discount: myr(200) }], billDiscount: myr(0) }],
  breakdown: {
    lines: [{ lineIndex: 0, productId: "kuih", quantity: 3, discountedUnits: 1, amount: myr(600), discount: myr(200), total: myr(400) }],
    subtotal: myr(600), itemDiscount: myr(200), billDiscount: myr(0), paymentDiscount: myr(0), discount: myr(200), total: myr(400),
  },
};

export const dryRunEntry = catalogueEntry({
  id: "marketing.dryRun",
  title: "Discount dry run",
  description: "A sample bill meets the chosen promotions and vouchers through the engine's evaluate call: discounted lines and totals, or why not.",
  machine: dryRunMachine,
  sampleInput: undefined,
  mockActors: { evaluate: fromPromise<DryRunResult, DryRunRequest>(async () => ANSWER) },
  sampleEvents: [
    { type: "dryRun.run", request: REQUEST },
    actorDone("evaluate", ANSWER),
    actorFailed("evaluate", "Bill has no items"),
  ],
});
