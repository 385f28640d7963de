import { describe, expect, it } from "vitest";
import { catalogueEntryById } from "../../../machines/catalogue";
import type { CatalogueEntry } from "../../../machines/catalogueEntry";
import { LabSession, currentFrame } from "../run/labSession";
import { NO_PATH, PathWalker, isFinished, isInterrupted } from "./pathWalker";

const entry = (id: string): CatalogueEntry => {
  const found = catalogueEntryById(id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
};

const noPause = () => Promise.resolve();

describe("PathWalker", () => {
  it("walks the phone verification to its end one step at a time, on a fresh run", async () => {
    const session = new LabSession(entry("auth.phoneVerification"));
    const shortPhone = { type: "phone.change", phoneNumber: "+6012" };
    await session.perform({ kind: "send", event: shortPhone });
    const walker = new PathWalker(session);
    await walker.start("phoneVerification.verified");
    expect(walker.getState()).toMatchObject({ position: 1, problem: null, busy: false });
    expect(session.getState().steps).toHaveLength(1);
    expect(await walker.next()).toBe(true);
    expect(currentFrame(session.getState()).snapshot.context.phoneNumber).toBe("+60123456789");
    await walker.runToEnd(noPause);
    const walk = walker.getState();
    expect(walk && isFinished(walk)).toBe(true);
    expect(walk?.problem).toBeNull();
    expect(currentFrame(session.getState()).snapshot.value).toBe("verified");
    expect(session.getState().steps.at(-1)?.operation).toMatchObject({ kind: "answer", callId: "verifyOtp", by: "path" });
  });

  it("stops when the run moves without it", async () => {
    const session = new LabSession(entry("auth.otpCountdown"));
    const walker = new PathWalker(session);
    await walker.start("otpCountdown.ready");
    await walker.next();
    await session.travelTo(0);
    const walk = walker.getState();
    expect(walk && isInterrupted(walk, session.getState())).toBe(true);
    expect(await walker.next()).toBe(false);
  });

  it("says so when no path reaches the state", async () => {
    const walker = new PathWalker(new LabSession(entry("auth.otpCountdown")));
    await walker.start("otpCountdown.nowhere");
    expect(walker.getState()).toMatchObject({ problem: NO_PATH, steps: [] });
  });
});
