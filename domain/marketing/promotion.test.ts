import { describe, expect, it } from "vitest";
import { at, given, thenError, thenEvents } from "../auth/deciderSpec";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { messagesOf } from "../business/schemaSpec";
import { billEffect, byAmount } from "./effects/testBills";
import { MIGRATION_REQUEST_SUBMITTED, marketingSettingDecider } from "./marketingSetting";
import { PROMOTION_EXISTS, PROMOTION_NOT_FOUND, promotionCreatedMessage, promotionDecider, promotionDeletedMessage, promotionUpdatedMessage } from "./promotion";
import { END_BEFORE_START, type PromotionDoc, PromotionInput, promotionFromInput } from "./promotionInput";
import type { PromotionEvent } from "./promotionModel";

const T0 = "2026-03-01T08:00:00.000Z";
const T1 = "2026-03-02T08:00:00.000Z";
const doc: PromotionDoc = { name: "Happy hour", targetRestaurant: [], start: "2026-03-01", end: null, effect: billEffect(byAmount(100)) };
const created: PromotionEvent = { type: "PromotionCreated", data: { promotionId: "p1", businessId: "b1", promotion: doc, createdAt: T0 } };

describe("promotion decider", () => {
  it("creates once, updates the whole document, appends nothing for no change, refuses a stale _rev", () => {
    const create = { type: "CreatePromotion" as const, data: { promotionId: "p1", businessId: "b1", promotion: doc } };
    expect(given(promotionDecider, []).when(create, at(T0))).toEqual(thenEvents(created));
    expect(given(promotionDecider, [created]).when(create, at(T0))).toEqual(thenError(PROMOTION_EXISTS, 409));
    const renamed = { ...doc, name: "Tea time" };
    expect(given(promotionDecider, [created]).when({ type: "UpdatePromotion", data: { promotion: renamed, rev: 1 } }, at(T1)))
      .toEqual(thenEvents({ type: "PromotionUpdated", data: { promotion: renamed, updatedAt: T1 } }));
    expect(given(promotionDecider, [created]).when({ type: "UpdatePromotion", data: { promotion: doc } }, at(T1))).toEqual(thenEvents());
    expect(given(promotionDecider, [created]).when({ type: "UpdatePromotion", data: { promotion: renamed, rev: 0 } }, at(T1))).toEqual(thenError(CONFLICT_MESSAGE, 409));
  });

  it("deletes, and a missing or deleted promotion is 'Promotion not found'", () => {
    const deleted: PromotionEvent = { type: "PromotionDeleted", data: { businessId: "b1", deletedAt: T1 } };
    expect(given(promotionDecider, [created]).when({ type: "DeletePromotion", data: {} }, at(T1))).toEqual(thenEvents(deleted));
    expect(given(promotionDecider, [created, deleted]).when({ type: "DeletePromotion", data: {} }, at(T1))).toEqual(thenError(PROMOTION_NOT_FOUND, 404));
    expect(given(promotionDecider, []).when({ type: "UpdatePromotion", data: { promotion: doc } }, at(T1))).toEqual(thenError(PROMOTION_NOT_FOUND, 404));
  });
});

describe("promotion messages", () => {
  it("are the toasts of spec 3 §8", () => {
    expect([promotionCreatedMessage("A"), promotionUpdatedMessage("A"), promotionDeletedMessage("A")])
      .toEqual(["Promotion A created", "Promotion A updated", "Promotion A deleted"]);
  });
});

describe("promotion input", () => {
  it("needs a name and an end not before the start, and writes auto apply as priority 0", () => {
    expect(messagesOf(PromotionInput, { name: "  ", effect: doc.effect })).toEqual(["Name is required"]);
    expect(messagesOf(PromotionInput, { name: "A", start: "2026-03-02", end: "2026-03-01", effect: doc.effect })).toEqual([END_BEFORE_START]);
    expect(messagesOf(PromotionInput, { name: "A", start: "2026-02-30", effect: doc.effect })).toEqual(["Invalid date"]);
    expect(messagesOf(PromotionInput, { name: "A", targetRestaurant: ["nope"], effect: doc.effect })).toEqual(["Invalid Restaurant Id"]);
    expect(promotionFromInput({ name: "A", effect: doc.effect, autoApply: true }).effect.priority).toBe(0);
    expect(promotionFromInput({ name: "A", effect: { ...doc.effect, priority: 4 }, autoApply: false }).effect.priority).toBeNull();
  });
});

describe("marketing setting", () => {
  it("records a migration request and its completion once; a repeat changes nothing", () => {
    const request = { type: "RequestMigration" as const, data: { businessId: "b1" } };
    const first = given(marketingSettingDecider, []).when(request, at(T0));
    expect(first.events?.map((e) => e.type)).toEqual(["MarketingMigrationRequested", "MarketingMigrated"]);
    const after = given(marketingSettingDecider, first.events ?? []);
    expect(after.state).toMatchObject({ apiVersion: "v2", migrate: 1 });
    expect(after.when(request, at(T1))).toEqual(thenEvents());
    expect(MIGRATION_REQUEST_SUBMITTED).toBe("Migration request submitted");
  });
});
