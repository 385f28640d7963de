import { describe, expect, it } from "vitest";
import { clockText } from "./clockText";

describe("clockText", () => {
  it.each([
    [0, "0:00"],
    [30_000, "0:30"],
    [1500, "0:01.5"],
    [1_200_000, "20:00"],
    [3_723_250, "1:02:03.25"],
  ])("reads %i ms as %s", (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});
