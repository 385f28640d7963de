import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { CONFLICT_MESSAGE } from "../engine/commandHandler";
import { DELIVERY_COMPANY_EXISTS, DELIVERY_COMPANY_NOT_FOUND, type DeliveryCompanyCommand, type DeliveryCompanyEvent, deliveryCompanyDecider } from "./deliveryCompany";

const terms = { name: "GrabExpress", providerType: "GRAB_EXPRESS" as const, quoteStatus: "SHOW" as const, countries: ["SG", "MY"] };
const created: DeliveryCompanyEvent = { type: "DeliveryCompanyCreated", data: { ...terms, countries: ["MY", "SG"], createdAt: "2026-11-25T10:00:00.000Z" } };
const given = (...events: DeliveryCompanyEvent[]) => events.reduce(deliveryCompanyDecider.evolve, deliveryCompanyDecider.initialState);
const when = (state: ReturnType<typeof given>, command: DeliveryCompanyCommand) => deliveryCompanyDecider.decide(command, state, testContext());
const events = (decision: ReturnType<typeof when>) => (Result.isSuccess(decision) ? decision.success : decision.failure.message);

describe("the delivery company", () => {
  it("is created once, its countries in the product's order", () => {
    expect(events(when(given(), { type: "CreateDeliveryCompany", data: terms }))).toEqual([{ type: "DeliveryCompanyCreated", data: { ...terms, countries: ["MY", "SG"], createdAt: expect.any(String) } }]);
    expect(events(when(given(created), { type: "CreateDeliveryCompany", data: terms }))).toBe(DELIVERY_COMPANY_EXISTS);
  });

  it("is updated at its revision, and an update that changes nothing records nothing", () => {
    expect(events(when(given(), { type: "UpdateDeliveryCompany", data: terms }))).toBe(DELIVERY_COMPANY_NOT_FOUND);
    expect(events(when(given(created), { type: "UpdateDeliveryCompany", data: { ...terms, rev: 1 } }))).toEqual([]);
    expect(events(when(given(created), { type: "UpdateDeliveryCompany", data: { ...terms, quoteStatus: "HIDDEN", rev: 0 } }))).toBe(CONFLICT_MESSAGE);
    expect(events(when(given(created), { type: "UpdateDeliveryCompany", data: { ...terms, quoteStatus: "DISABLED" } }))).toMatchObject([{ type: "DeliveryCompanyUpdated", data: { quoteStatus: "DISABLED" } }]);
  });
});
