import { Result } from "effect";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { type DecideContext, fold } from "../../engine/decider";
import type { GrabMenu } from "../grabfood/grabMenu";
import { NO_REASON_GIVEN, SYNC_IN_PROGRESS, menuSyncDecider } from "./menuSync";
import type { MenuSyncCommand, MenuSyncEvent, MenuSyncState } from "./menuSyncModel";

const menu = (price: number): GrabMenu => ({
  merchantID: "1-A", partnerMerchantID: "r1", currency: { code: "MYR", symbol: "RM", exponent: 2 }, sellingTimes: [],
  categories: [{ id: "c", name: "Coffee", availableStatus: "AVAILABLE", sellingTimeID: "st-default", items: [{ id: "p", name: "Latte", availableStatus: "AVAILABLE", price, modifierGroups: [] }] }],
});
const scope = { platform: "grabfood" as const, restaurantId: "r1", businessId: "b1" };
const ctx = (minute = 0): DecideContext => ({ now: Temporal.Instant.from("2026-11-26T10:00:00Z").add({ minutes: minute }), timeZone: "UTC", newId: () => "id", random: () => 0 });

/** Runs the commands in turn, folding what each appends; answers the state and every event. */
const play = (commands: ReadonlyArray<MenuSyncCommand>, at = 0, from: MenuSyncState = menuSyncDecider.initialState) => {
  let state = from;
  const events: MenuSyncEvent[] = [];
  for (const command of commands) {
    const decision = menuSyncDecider.decide(command, state, ctx(at));
    if (Result.isFailure(decision)) throw decision.failure;
    events.push(...decision.success);
    state = fold({ ...menuSyncDecider, initialState: state }, decision.success);
  }
  return { state, events };
};
const request = (syncId: string, price: number): MenuSyncCommand => ({ type: "RequestMenuSync", data: { ...scope, syncId, menu: menu(price), menuHash: `h${price}` } });
const pushed = (requestId: string, jobId: string, state: "QUEUEING" | "PROCESSING" | "SUCCESS" | "FAILED", errors: string[] = []): MenuSyncCommand =>
  ({ type: "RecordPartnerState", data: { requestId, jobId, state, errors } });
const succeeded = (syncId: string, price: number, job: string) =>
  [request(syncId, price), { type: "RecordMenuNotified", data: { syncId, jobId: job } } as const, pushed(`${job}-1`, job, "QUEUEING"), pushed(`${job}-2`, job, "PROCESSING"), pushed(`${job}-3`, job, "SUCCESS")];

describe("menu sync decider", () => {
  it("goes queued → in progress → success, and the accepted menu becomes live", () => {
    const { state } = play(succeeded("s1", 1200, "j1"));
    expect(state.latest).toMatchObject({ syncId: "s1", status: "success", jobId: "j1", finishedAt: expect.any(String) });
    expect(state.live).toMatchObject({ syncId: "s1", menuHash: "h1200" });
  });

  it("keeps the last accepted menu live when a later sync fails half way, with GrabFood's reasons", () => {
    const first = play(succeeded("s1", 1200, "j1")).state;
    const { state } = play([request("s2", 1300), pushed("r1", "j2", "QUEUEING"), pushed("r2", "j2", "PROCESSING"), pushed("r3", "j2", "FAILED", ["Latte: bad price"])], 0, first);
    expect(state.latest).toMatchObject({ syncId: "s2", status: "failed", jobId: "j2", reasons: ["Latte: bad price"] });
    expect(state.live?.syncId).toBe("s1");
    expect(play([request("s3", 1300), pushed("x", "j3", "FAILED")], 0, first).state.latest?.reasons).toEqual([NO_REASON_GIVEN]);
  });

  it("drops a repeated request id, a state for another job and any state after the end", () => {
    const running = play([request("s1", 1200), { type: "RecordMenuNotified", data: { syncId: "s1", jobId: "j1" } }, pushed("r1", "j1", "PROCESSING")]).state;
    expect(play([pushed("r1", "j1", "SUCCESS")], 0, running).events).toEqual([]);
    expect(play([pushed("r9", "other", "SUCCESS")], 0, running).events).toEqual([]);
    const done = play([pushed("r2", "j1", "SUCCESS")], 0, running).state;
    expect(play([pushed("r3", "j1", "FAILED", ["late"])], 0, done).events).toEqual([]);
  });

  it("never publishes twice: a repeat joins the running sync, the live menu is not sent again, another menu waits", () => {
    const running = play([request("s1", 1200)]).state;
    expect(play([request("s2", 1200)], 1, running).events).toEqual([]);
    expect(() => play([request("s2", 1300)], 1, running)).toThrow(SYNC_IN_PROGRESS);
    expect(play([request("s2", 1300)], 16, running).events.map((e) => e.type)).toEqual(["MenuSyncRequested"]);
    const live = play(succeeded("s1", 1200, "j1")).state;
    expect(play([request("s2", 1200)], 1, live).events).toEqual([]);
  });

  it("adopts GrabFood's job id when its first state comes before the notification's answer", () => {
    const { state } = play([request("s1", 1200), pushed("r1", "j1", "QUEUEING"), { type: "RecordMenuNotified", data: { syncId: "s1", jobId: "j1" } }, pushed("r2", "j1", "SUCCESS")]);
    expect(state.latest).toMatchObject({ status: "success", jobId: "j1" });
  });

  it("fails the sync at once when the notification is refused", () => {
    const { state } = play([request("s1", 1200), { type: "RecordNotifyFailed", data: { syncId: "s1", reasons: ["GrabFood: merchant not found"] } }]);
    expect(state.latest).toMatchObject({ status: "failed", reasons: ["GrabFood: merchant not found"] });
  });
});
