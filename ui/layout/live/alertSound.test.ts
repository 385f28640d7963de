// The alert sound loops every 1.5 s from start() until stop(), and start() twice is one loop.
import { afterEach, describe, expect, it, vi } from "vitest";
import { webAudioAlertSound } from "./alertSound";

class FakeAudioContext {
  static oscillators = 0;
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createGain = () => ({
    gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
    connect: (to: unknown) => to,
  });
  createOscillator = () => {
    FakeAudioContext.oscillators += 1;
    return { type: "", frequency: { value: 0 }, connect: (to: unknown) => to, start: () => undefined, stop: () => undefined };
  };
}

describe("the alert sound", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("plays two tones per loop until stopped", () => {
    vi.useFakeTimers();
    vi.stubGlobal("AudioContext", FakeAudioContext);
    FakeAudioContext.oscillators = 0;
    const sound = webAudioAlertSound();
    sound.start();
    sound.start();
    expect(FakeAudioContext.oscillators).toBe(2);
    vi.advanceTimersByTime(4500);
    expect(FakeAudioContext.oscillators).toBe(8);
    sound.stop();
    vi.advanceTimersByTime(6000);
    expect(FakeAudioContext.oscillators).toBe(8);
  });
});
