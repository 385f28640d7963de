// What a reaction derives from its source event: one idempotency key per reaction and event, the
// system actor traced to the event, and a backoff that doubles up to its cap.
import { describe, expect, it } from "vitest";
import type { RecordedEvent } from "./events";
import { reactionKey, reactionRunOptions, retryDelayMs } from "./reaction";

const event: RecordedEvent = {
  type: "BillCompleted", v: 1, data: {}, position: 7, streamId: "member-m1", version: 3,
  meta: { actor: "u1", correlationId: "req-1" }, occurredAt: "2026-01-05T08:00:00.000Z",
};

describe("reaction", () => {
  it("keys a follow-up by reaction, stream and version", () => {
    expect(reactionKey("bill-receipts", event)).toBe("reaction:bill-receipts:member-m1:3");
    expect(reactionKey("bill-reward-claims", event)).not.toBe(reactionKey("bill-receipts", event));
    expect(reactionKey("bill-receipts", { ...event, version: 4 })).not.toBe(reactionKey("bill-receipts", event));
  });

  it("runs as the system, traced to the source event", () => {
    expect(reactionRunOptions("bill-receipts", event)).toEqual({
      actor: "system:reaction-bill-receipts",
      correlationId: "req-1",
      causationId: "member-m1:3",
      idempotency: { key: "reaction:bill-receipts:member-m1:3" },
    });
  });

  it("backs off exponentially up to the cap", () => {
    const backoff = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 100].map((n) => retryDelayMs(n, backoff))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });
});
