import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, waitFor } from "xstate";
import { answering, held } from "../testing/fakeActors";
import {
  type SessionGrant,
  type SwitchUserInput,
  TOKEN_REFRESH_INTERVAL_MS,
  type TokenInput,
  sessionMachine,
} from "./session.machine";

const ADMIN: SessionGrant = {
  accessToken: "admin-token",
  claims: { userId: "admin-1", roles: ["admin"], agentIds: [] },
};
const OWNER: SessionGrant = {
  accessToken: "owner-token",
  claims: { userId: "owner-1", roles: [], agentIds: [] },
};
const OWNER_DEBUGGED_BY_ADMIN: SessionGrant = {
  accessToken: "debug-token",
  claims: { ...OWNER.claims, debugBy: "admin-1" },
};

const TWENTY_MINUTES = 20 * 60 * 1000;

const startSession = (
  actors: {
    refreshToken?: ReturnType<typeof held<TokenInput, TokenInput>>;
    switchUser?: ReturnType<typeof held<SessionGrant, SwitchUserInput>>;
    stopDebug?: ReturnType<typeof held<SessionGrant, TokenInput>>;
  } = {},
) => {
  const refreshToken = actors.refreshToken ?? held<TokenInput, TokenInput>();
  const switchUser = actors.switchUser ?? held<SessionGrant, SwitchUserInput>();
  const stopDebug = actors.stopDebug ?? held<SessionGrant, TokenInput>();
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: { refreshToken: refreshToken.logic, switchUser: switchUser.logic, stopDebug: stopDebug.logic },
    }),
    { clock },
  ).start();
  return { actor, clock, refreshToken, switchUser, stopDebug };
};

type Session = ReturnType<typeof startSession>;

const settled = (actor: Session["actor"], identity: "ownAccount" | "debugging") =>
  waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { identity: { settled: identity } } }));

const switchTo = async ({ actor, switchUser }: Session, phoneNumber: string) => {
  actor.send({ type: "switchPhone.change", phoneNumber });
  actor.send({ type: "user.switch" });
  switchUser.resolve(OWNER_DEBUGGED_BY_ADMIN);
  return settled(actor, "debugging");
};

describe("session machine, sign-in and token refresh", () => {
  it("given signed out, when a grant arrives, then it is signed in with the token and the user id", () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().value).toBe("signedOut");

    actor.send({ type: "session.signIn", grant: OWNER });

    expect(actor.getSnapshot().matches({ signedIn: { identity: { settled: "ownAccount" } } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: "owner-token", userId: "owner-1", debugBy: null });
  });

  it("refreshes the token every 1,200,000 ms (20 minutes), with the current token", async () => {
    const { actor, clock, refreshToken } = startSession();
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(TWENTY_MINUTES);
    actor.send({ type: "session.signIn", grant: OWNER });

    clock.increment(TWENTY_MINUTES - 1);
    expect(refreshToken.inputs).toEqual([]);
    clock.increment(1);
    expect(refreshToken.inputs).toEqual([{ accessToken: "owner-token" }]);

    refreshToken.resolve({ accessToken: "owner-token-2" });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { refresh: "waiting" } }));
    expect(actor.getSnapshot().context.accessToken).toBe("owner-token-2");

    clock.increment(TWENTY_MINUTES);
    expect(refreshToken.inputs).toEqual([{ accessToken: "owner-token" }, { accessToken: "owner-token-2" }]);
  });

  it("when signed out, then the token, user id and timer are gone", () => {
    const { actor, clock, refreshToken } = startSession();
    actor.send({ type: "session.signIn", grant: ADMIN });
    clock.increment(TWENTY_MINUTES / 2);

    actor.send({ type: "session.signOut" });
    clock.increment(TWENTY_MINUTES * 3);

    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: null, userId: null, debugBy: null, roles: [] });
    expect(refreshToken.inputs).toEqual([]);
  });

  it("given a refresh answered 'Unauthorized request', then it signs out with that message", async () => {
    const { actor, clock, refreshToken } = startSession();
    actor.send({ type: "session.signIn", grant: OWNER });
    clock.increment(TWENTY_MINUTES);

    refreshToken.reject("Unauthorized request");
    const signedOut = await waitFor(actor, (snapshot) => snapshot.matches("signedOut"));

    expect(signedOut.context).toMatchObject({ accessToken: null, notice: { tone: "error", message: "Unauthorized request" } });
  });

  it("given a refresh fails otherwise, then it keeps the token and tries again 20 minutes later", async () => {
    const { actor, clock, refreshToken } = startSession();
    actor.send({ type: "session.signIn", grant: OWNER });
    clock.increment(TWENTY_MINUTES);

    refreshToken.reject("Network Error");
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { refresh: "waiting" } }));
    clock.increment(TWENTY_MINUTES);

    expect(actor.getSnapshot().context.accessToken).toBe("owner-token");
    expect(refreshToken.inputs).toHaveLength(2);
  });
});

describe("session machine, switch user", () => {
  it("given a user who is neither admin nor staff, switching is not offered", () => {
    const { actor } = startSession();
    actor.send({ type: "session.signIn", grant: OWNER });

    expect(actor.getSnapshot().can({ type: "user.switch" })).toBe(false);
  });

  it("given an admin and an invalid phone, when switching, then 'invalid phone number' shows and nothing is called", () => {
    const { actor, switchUser } = startSession();
    actor.send({ type: "session.signIn", grant: ADMIN });

    actor.send({ type: "switchPhone.change", phoneNumber: "+60 12" });
    actor.send({ type: "user.switch" });

    expect(actor.getSnapshot().context.notice).toEqual({ tone: "error", message: "invalid phone number" });
    expect(switchUser.inputs).toEqual([]);
  });

  it("given an admin, when switching to a valid phone, then it debugs as that user with the debug-by claim", async () => {
    const session = startSession();
    session.actor.send({ type: "session.signIn", grant: ADMIN });

    const debugging = await switchTo(session, "+60198765432");

    expect(session.switchUser.inputs).toEqual([{ accessToken: "admin-token", phoneNumber: "+60198765432" }]);
    expect(debugging.context).toMatchObject({ accessToken: "debug-token", userId: "owner-1", debugBy: "admin-1", phoneNumber: "" });
    expect(debugging.can({ type: "debug.stop" })).toBe(true);
    expect(debugging.can({ type: "user.switch" })).toBe(true);
  });

  it("given debugging, when Switch back, then debugging stops and the returned token signs the admin in again", async () => {
    const session = startSession();
    session.actor.send({ type: "session.signIn", grant: ADMIN });
    await switchTo(session, "+60198765432");

    session.actor.send({ type: "debug.stop" });
    session.stopDebug.resolve({ ...ADMIN, accessToken: "admin-token-2" });
    const own = await settled(session.actor, "ownAccount");

    expect(session.stopDebug.inputs).toEqual([{ accessToken: "debug-token" }]);
    expect(own.context).toMatchObject({ accessToken: "admin-token-2", userId: "admin-1", debugBy: null });
    expect(own.can({ type: "debug.stop" })).toBe(false);
  });

  it("given a restored debug grant, when signed in, then it is debugging", () => {
    const { actor } = startSession();

    actor.send({ type: "session.signIn", grant: OWNER_DEBUGGED_BY_ADMIN });

    expect(actor.getSnapshot().matches({ signedIn: { identity: { settled: "debugging" } } })).toBe(true);
  });

  it("given a failed switch, then the admin keeps their own session and sees the message", async () => {
    const session = startSession();
    session.actor.send({ type: "session.signIn", grant: ADMIN });
    session.actor.send({ type: "switchPhone.change", phoneNumber: "+60198765432" });
    session.actor.send({ type: "user.switch" });

    session.switchUser.reject("User not found");
    const own = await settled(session.actor, "ownAccount");

    expect(own.context).toMatchObject({ accessToken: "admin-token", notice: { message: "User not found" } });
  });

  it("given a switch, then the refresh timer restarts from the new token and an in-flight refresh is dropped", async () => {
    const session = startSession();
    const { actor, clock, refreshToken } = session;
    actor.send({ type: "session.signIn", grant: ADMIN });
    clock.increment(TWENTY_MINUTES);
    expect(refreshToken.inputs).toEqual([{ accessToken: "admin-token" }]);

    await switchTo(session, "+60198765432");
    refreshToken.resolve({ accessToken: "stale-admin-token" });
    await new Promise((resolve) => setTimeout(resolve, 0)); // a live refresh would have answered by now

    expect(actor.getSnapshot().context.accessToken).toBe("debug-token");
    clock.increment(TWENTY_MINUTES - 1);
    expect(refreshToken.inputs).toHaveLength(1);
    clock.increment(1);
    expect(refreshToken.inputs).toEqual([{ accessToken: "admin-token" }, { accessToken: "debug-token" }]);
  });
});
