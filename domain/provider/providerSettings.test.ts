import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../tests/support/decideContext";
import { FEE_NEGATIVE, type ProviderSettingsCommand, type ProviderSettingsEvent, providerSettingsDecider } from "./providerSettings";

const myr = (amount: number, precision = 2) => ({ amount, precision, currency: "MYR" });
const given = (...events: ProviderSettingsEvent[]) => events.reduce(providerSettingsDecider.evolve, providerSettingsDecider.initialState);
const when = (state: ReturnType<typeof given>, command: ProviderSettingsCommand) => providerSettingsDecider.decide(command, state, testContext());
const events = (decision: ReturnType<typeof when>) => (Result.isSuccess(decision) ? decision.success : decision.failure.message);
const entry = { country: "MY" as const, defaultCompanyId: null, baseFee: myr(500), perKmFee: myr(100) };

describe("the provider settings", () => {
  it("take a delivery setting whose fees are in each country's currency and decimals, and not negative", () => {
    expect(events(when(given(), { type: "SetDeliverySetting", data: { countries: [entry] } }))).toMatchObject([{ type: "DeliverySettingChanged", data: { countries: [entry] } }]);
    expect(events(when(given(), { type: "SetDeliverySetting", data: { countries: [{ ...entry, baseFee: myr(5, 0) }] } }))).toBe("Fee must be in MYR with 2 decimals");
    expect(events(when(given(), { type: "SetDeliverySetting", data: { countries: [{ ...entry, perKmFee: { ...myr(100), currency: "SGD" } }] } }))).toBe("Fee must be in MYR with 2 decimals");
    expect(events(when(given(), { type: "SetDeliverySetting", data: { countries: [{ ...entry, baseFee: myr(-1) }] } }))).toBe(FEE_NEGATIVE);
    expect(events(when(given(), { type: "SetDeliverySetting", data: { countries: [entry, entry] } }))).toBe("Each country once");
  });

  it("record the sender only when it changes, and every test send", () => {
    const sender: ProviderSettingsEvent = { type: "SmsSettingChanged", data: { sender: "KopiKita", changedAt: "2026-11-25T10:00:00.000Z" } };
    expect(events(when(given(sender), { type: "SetSmsSetting", data: { sender: "KopiKita" } }))).toEqual([]);
    expect(events(when(given(sender), { type: "SetSmsSetting", data: { sender: "Teh", rev: 0 } }))).toMatch(/changed by someone else/);
    expect(events(when(given(sender), { type: "RecordSmsTest", data: { target: "+60123456789", transport: "outbox", sender: "KopiKita" } })))
      .toMatchObject([{ type: "SmsTestSent", data: { target: "+60123456789", transport: "outbox" } }]);
  });
});
