import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { promotionStatusMachine } from "./promotionStatus.machine";

describe("the promotion status machine", () => {
  it("waits for the business day, then follows the days and the edits of the period", () => {
    const actor = createActor(promotionStatusMachine, { input: { start: "2026-01-10", end: "2026-01-20" } }).start();
    expect(actor.getSnapshot().value).toBe("waitingForDay");
    const after = (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event);
      return actor.getSnapshot().value;
    };
    expect(after({ type: "clock.tick", today: "2026-01-09" })).toBe("incoming");
    expect(after({ type: "clock.tick", today: "2026-01-10" })).toBe("ongoing");
    expect(after({ type: "clock.tick", today: "2026-01-20" })).toBe("ongoing");
    expect(after({ type: "clock.tick", today: "2026-01-21" })).toBe("expired");
    expect(after({ type: "promotion.changed", start: "2026-01-10", end: null })).toBe("ongoing");
  });
});
