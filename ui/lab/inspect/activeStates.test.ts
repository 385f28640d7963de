import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { sessionMachine } from "../../../machines/auth/session.machine";
import { activeStateIds } from "./activeStates";

describe("activeStateIds", () => {
  it("lists the root, every active region and every active ancestor", () => {
    const actor = createActor(sessionMachine).start();
    actor.send({ type: "session.signIn", grant: { accessToken: "t", claims: { userId: "1", roles: [], agentIds: [] } } });
    expect([...activeStateIds(sessionMachine, actor.getSnapshot())].sort()).toEqual([
      "session",
      "session.signedIn",
      "session.signedIn.identity",
      "session.signedIn.identity.settled",
      "session.signedIn.identity.settled.ownAccount",
      "session.signedIn.refresh",
      "session.signedIn.refresh.waiting",
    ]);
    actor.stop();
  });
});
