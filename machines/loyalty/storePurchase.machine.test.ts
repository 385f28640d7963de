// The store purchase status (storePurchase.machine.ts): completed → reverted while the credit is
// still held; refused, and still completed, once it is spent.
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { CREDIT_ALREADY_SPENT } from "../../domain/loyalty/store/storePurchase";
import { storePurchaseMachine } from "./storePurchase.machine";

const granted = { normal: 5000, free: [{ lotId: "t1", amount: 500, expiredAt: "2026-12-31T15:59:59.999Z" }] };
const held = { normal: 5000, free: [{ lotId: "t1", amount: 500, expiredAt: "2026-12-31T15:59:59.999Z" }] };
const NOW = "2026-11-25T10:00:00Z";

const start = () => createActor(storePurchaseMachine, { input: { granted, balance: held } }).start();

describe("store purchase status", () => {
  it("reverts once while the balance holds what the purchase granted", () => {
    const actor = start();
    actor.send({ type: "purchase.revert", now: NOW });
    expect(actor.getSnapshot().value).toBe("reverted");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("stays completed with 'Credit already spent' once part of it is spent, and reverts when it is back", () => {
    const actor = start();
    actor.send({ type: "credit.change", balance: { normal: 5000, free: [{ ...held.free[0]!, amount: 499 }] } });
    actor.send({ type: "purchase.revert", now: NOW });
    expect(actor.getSnapshot().value).toBe("completed");
    expect(actor.getSnapshot().context.refusal).toBe(CREDIT_ALREADY_SPENT);
    actor.send({ type: "credit.change", balance: { ...held, normal: 9000 } });
    actor.send({ type: "purchase.revert", now: NOW });
    expect(actor.getSnapshot().value).toBe("reverted");
  });

  it("cannot take back a free lot that has expired", () => {
    const actor = start();
    actor.send({ type: "purchase.revert", now: "2027-01-01T00:00:00Z" });
    expect(actor.getSnapshot().context.refusal).toBe(CREDIT_ALREADY_SPENT);
  });
});
