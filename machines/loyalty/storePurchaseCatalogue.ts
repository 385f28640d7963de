// The member-store purchase status as the Machine Lab and the model-based test see it: a
// purchase of 50.00 credit with a free lot of 5.00, the balance moving (part of the lot spent,
// then more credit) and reverts at an instant when it is held, spent, or the lot has expired.
// Sample data only.
import { catalogueEntry } from "../catalogueEntry";
import { storePurchaseMachine } from "./storePurchase.machine";

const LOT = { lotId: "64b7f0c2a1d3e4f5a6b7c8d9", amount: 500, expiredAt: "2026-12-31T15:59:59.999Z" };

export const storePurchaseEntry = catalogueEntry({
  id: "loyalty.storePurchase",
  title: "Store purchase status",
  description: "Completed until reverted; a revert takes back exactly what the bundle granted, so it is refused ('Credit already spent') once part of it is spent or expired.",
  machine: storePurchaseMachine,
  sampleInput: { granted: { normal: 5000, free: [LOT] }, balance: { normal: 5000, free: [LOT] } },
  mockActors: {},
  sampleEvents: [
    { type: "credit.change", balance: { normal: 5000, free: [{ ...LOT, amount: 200 }] } },
    { type: "credit.change", balance: { normal: 8000, free: [LOT] } },
    { type: "purchase.revert", now: "2026-11-25T10:00:00Z" },
    { type: "purchase.revert", now: "2027-01-01T00:00:00Z" },
  ],
});
