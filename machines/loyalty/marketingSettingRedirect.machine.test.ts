import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import {
  type MarketingSettingInput,
  type MarketingSettingOutput,
  NO_PORTAL_ADDRESS,
  marketingSettingRedirectMachine,
  portalAddress,
} from "./marketingSettingRedirect.machine";

const run = async (answer: () => Promise<MarketingSettingOutput>, query = "?menuOption=voucher&country=MY") => {
  const redirect = vi.fn();
  const logFailure = vi.fn();
  const machine = marketingSettingRedirectMachine.provide({
    actors: { fetchSetting: fromPromise<MarketingSettingOutput, MarketingSettingInput>(() => answer()) },
    actions: { redirect: (_, params) => redirect(params.url), logFailure: (_, params) => logFailure(params.message) },
  });
  const actor = createActor(machine, { input: { businessId: "b1", query } }).start();
  await toPromise(actor);
  return { snapshot: actor.getSnapshot(), redirect, logFailure };
};

describe("the marketing-setting redirect", () => {
  it("sends a v2 business to the portal with its id and the current query", async () => {
    const { snapshot, redirect, logFailure } = await run(async () => ({ apiVersion: "v2", portalUrl: "https://marketing.example.com/portal" }));
    expect(snapshot.value).toBe("redirecting");
    expect(redirect).toHaveBeenCalledWith("https://marketing.example.com/portal?businessId=b1&menuOption=voucher&country=MY");
    expect(logFailure).not.toHaveBeenCalled();
  });

  it("shows the normal view for any other version", async () => {
    const { snapshot, redirect, logFailure } = await run(async () => ({ apiVersion: "v1" }));
    expect(snapshot.value).toBe("normalView");
    expect(redirect).not.toHaveBeenCalled();
    expect(logFailure).not.toHaveBeenCalled();
  });

  it("only logs a failed read, then shows the normal view", async () => {
    const { snapshot, redirect, logFailure } = await run(async () => Promise.reject(new Error("Request failed with status 500")));
    expect(snapshot.value).toBe("normalView");
    expect(redirect).not.toHaveBeenCalled();
    expect(logFailure).toHaveBeenCalledWith("Request failed with status 500");
  });

  it("treats v2 without a usable portal address as a failure", async () => {
    const { snapshot, logFailure } = await run(async () => ({ apiVersion: "v2", portalUrl: "not a url" }));
    expect(snapshot.value).toBe("normalView");
    expect(logFailure).toHaveBeenCalledWith(NO_PORTAL_ADDRESS);
  });

  it("keeps the area's business id over one in the query", () => {
    expect(portalAddress("https://p.example/x?lang=en", "b1", "businessId=b2&showHeader=false")).toBe("https://p.example/x?lang=en&businessId=b1&showHeader=false");
    expect(portalAddress(undefined, "b1", "")).toBeNull();
  });
});
