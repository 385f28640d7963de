import { describe, expect, it } from "vitest";
import { answeredCallOf, operationText, outcomeOfEvent } from "./labOperation";

describe("operationText", () => {
  it("reads each operation as the log shows it", () => {
    expect(operationText({ kind: "send", event: { type: "otp.resend" } })).toBe("otp.resend");
    expect(operationText({ kind: "advance", ms: 1_200_000 })).toBe("+20 min");
    expect(operationText({ kind: "answer", callId: "sendOtp", outcome: { kind: "done", output: undefined }, by: "mock" })).toBe("sendOtp done (mock)");
    expect(operationText({ kind: "answer", callId: "save", outcome: { kind: "error", error: {} }, by: "path" })).toBe("save failed (path)");
  });
});

describe("actor result events", () => {
  it("name the call they answer and carry its outcome", () => {
    expect(answeredCallOf("xstate.done.actor.checkExist")).toBe("checkExist");
    expect(answeredCallOf("xstate.error.actor.checkExist")).toBe("checkExist");
    expect(answeredCallOf("phone.change")).toBeNull();
    expect(outcomeOfEvent({ type: "xstate.done.actor.load", output: { _rev: 3 } } as never)).toEqual({ kind: "done", output: { _rev: 3 } });
    expect(outcomeOfEvent({ type: "xstate.error.actor.load", error: { message: "x" } } as never)).toEqual({ kind: "error", error: { message: "x" } });
  });
});
