import { describe, expect, it, vi } from "vitest";
import { ADMIN_TOKEN, DEBUG_TOKEN, OWNER_TOKEN, fakeAuth } from "../app/testing/fakeAuth";
import { loadPhoneRule } from "../kit/phoneProof/phoneRule";
import { startSession } from "./startSession";
import { memoryTokenStore } from "./tokenStore";

describe("the page's session", () => {
  it("restores a stored token on load, signed in as its user", () => {
    const session = startSession(fakeAuth(), memoryTokenStore(OWNER_TOKEN));
    const { context } = session.getSnapshot();
    expect(session.getSnapshot().matches("signedIn")).toBe(true);
    expect(context).toMatchObject({ accessToken: OWNER_TOKEN, userId: "00000000000000000000000b" });
    session.stop();
  });

  it("restores an impersonation as debugging, so Switch back is offered", () => {
    const session = startSession(fakeAuth(), memoryTokenStore(DEBUG_TOKEN));
    expect(session.getSnapshot().can({ type: "debug.stop" })).toBe(true);
    session.stop();
  });

  it("forgets a stored token the port cannot read (malformed or expired)", () => {
    const tokens = memoryTokenStore("expired.jwt.token");
    const session = startSession(fakeAuth(), tokens);
    expect(session.getSnapshot().matches("signedOut")).toBe(true);
    expect(tokens.read()).toBeNull();
    session.stop();
  });

  it("stores each new token and clears it at sign-out", () => {
    const tokens = memoryTokenStore();
    const auth = fakeAuth();
    const session = startSession(auth, tokens);
    const grant = auth.grantOf(ADMIN_TOKEN);
    if (grant === null) throw new Error("unreadable fake token");

    session.send({ type: "session.signIn", grant });
    expect(tokens.read()).toBe(ADMIN_TOKEN);

    session.send({ type: "session.signOut" });
    expect(tokens.read()).toBeNull();
    session.stop();
  });

  it("refreshes the token through the port every 20 minutes and stores the fresh one", async () => {
    vi.useFakeTimers();
    const refreshToken = vi.fn(async () => ({ accessToken: ADMIN_TOKEN }));
    const tokens = memoryTokenStore(OWNER_TOKEN);
    const session = startSession(fakeAuth({ refreshToken }), tokens);

    await vi.advanceTimersByTimeAsync(1_200_000);

    expect(refreshToken).toHaveBeenCalledWith({ accessToken: OWNER_TOKEN });
    expect(tokens.read()).toBe(ADMIN_TOKEN);
    session.stop();
    vi.useRealTimers();
  });

  it("checks the Switch user phone with the domain's rule: 'invalid phone number'", () => {
    const session = startSession(fakeAuth(), memoryTokenStore(ADMIN_TOKEN));
    session.send({ type: "switchPhone.change", phoneNumber: "0123" });
    session.send({ type: "user.switch" });
    expect(session.getSnapshot().context.notice).toEqual({ tone: "error", message: "invalid phone number" });
    session.stop();
  });

  it("lets a valid number switch once the dialog has loaded the phone rule", async () => {
    await loadPhoneRule();
    const session = startSession(fakeAuth(), memoryTokenStore(ADMIN_TOKEN));
    session.send({ type: "switchPhone.change", phoneNumber: "+6598765432" });
    session.send({ type: "user.switch" });
    expect(session.getSnapshot().matches({ signedIn: { identity: "switching" } })).toBe(true);
    session.stop();
  });
});
