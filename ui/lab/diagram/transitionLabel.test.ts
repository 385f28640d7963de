import { describe, expect, it } from "vitest";
import { and, not, or } from "xstate";
import { otpCountdownMachine } from "../../../machines/auth/otpCountdown.machine";
import { eventLabel, formatDelay, guardText, transitionText } from "./transitionLabel";

describe("formatDelay", () => {
  it.each([
    [250, "250 ms"],
    [1000, "1 s"],
    [1500, "1.5 s"],
    [30_000, "30 s"],
    [1_200_000, "20 min"],
    [7_200_000, "2 h"],
  ])("reads %i ms as %s", (ms, text) => {
    expect(formatDelay(ms)).toBe(text);
  });
});

describe("eventLabel", () => {
  it.each([
    ["xstate.after.1000.otpCountdown.counting", "after 1 s"],
    ["xstate.after.REFRESH.session.waiting", "after REFRESH"],
    ["xstate.done.actor.sendOtp", "sendOtp done"],
    ["xstate.error.actor.sendOtp", "sendOtp failed"],
    ["xstate.done.state.register.phone", "done"],
    ["", "always"],
    ["*", "any event"],
    ["otp.resend", "otp.resend"],
  ])("reads %j as %s", (type, text) => {
    expect(eventLabel(type)).toBe(text);
  });
});

describe("guardText", () => {
  it("names a guard by its name or its type", () => {
    expect(guardText("isLastSecond")).toBe("isLastSecond");
    expect(guardText({ type: "isDebugGrant", params: () => ({}) })).toBe("isDebugGrant");
  });

  it("spells out and, or and not", () => {
    expect(guardText(and(["canSwitchUser", "isPhoneValid"]))).toBe("canSwitchUser && isPhoneValid");
    expect(guardText(or(["a", { type: "b" }]))).toBe("a || b");
    expect(guardText(not("a"))).toBe("!a");
    expect(guardText(not(and(["a", "b"])))).toBe("!(a && b)");
  });

  it("names an inline guard by its function name, else 'inline'", () => {
    const isReady = () => true;
    expect(guardText(isReady)).toBe("isReady");
    expect(guardText(Object.defineProperty(() => true, "name", { value: "" }))).toBe("inline");
  });
});

describe("transitionText", () => {
  it("prints the event, then the guard in brackets", () => {
    const [toReady, tick] = otpCountdownMachine.root.states.counting?.transitions.get("xstate.after.1000.otpCountdown.counting") ?? [];
    expect(toReady && transitionText(toReady)).toBe("after 1 s [isLastSecond]");
    expect(tick && transitionText(tick)).toBe("after 1 s");
  });
});
