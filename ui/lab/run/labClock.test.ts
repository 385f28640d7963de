import { describe, expect, it } from "vitest";
import { LabClock } from "./labClock";

describe("LabClock", () => {
  it("knows how long until the next pending timer", () => {
    const clock = new LabClock();
    expect(clock.msToNextTimer()).toBeNull();
    clock.setTimeout(() => undefined, 1000);
    clock.setTimeout(() => undefined, 400);
    expect(clock.msToNextTimer()).toBe(400);
    clock.advance(400);
    expect(clock.msToNextTimer()).toBe(600);
    clock.advance(600);
    expect(clock.msToNextTimer()).toBeNull();
  });

  it("forgets a cleared timer", () => {
    const clock = new LabClock();
    const id = clock.setTimeout(() => undefined, 1000);
    clock.clearTimeout(id);
    expect(clock.msToNextTimer()).toBeNull();
  });

  it("fires a timer that re-arms itself once per period when advanced by many periods", () => {
    const clock = new LabClock();
    const firedAt: number[] = [];
    const tick = () => {
      firedAt.push(clock.now());
      if (firedAt.length < 3) clock.setTimeout(tick, 1000);
    };
    clock.setTimeout(tick, 1000);
    clock.advance(5500);
    expect(firedAt).toEqual([1000, 2000, 3000]);
    expect(clock.now()).toBe(5500);
  });
});
