import { describe, expect, it } from "vitest";
import { stateValueText } from "./stateValueText";

describe("stateValueText", () => {
  it.each([
    ["counting", "counting"],
    [{ phone: "editing" }, "phone.editing"],
    [{ signedIn: { refresh: "waiting", identity: { settled: "ownAccount" } } }, "signedIn(refresh.waiting, identity.settled.ownAccount)"],
    [{ a: "x", b: "y" }, "(a.x, b.y)"],
  ])("writes %j as %s", (value, text) => {
    expect(stateValueText(value)).toBe(text);
  });
});
