import { describe, expect, it } from "vitest";
import { otpCountdownMachine } from "../../../machines/auth/otpCountdown.machine";
import { sessionMachine } from "../../../machines/auth/session.machine";
import { ROOT_ID, statechartGraph } from "./statechartGraph";

const edgeList = (machine: Parameters<typeof statechartGraph>[0]) =>
  statechartGraph(machine).edges.map(({ sourceId, targetId, lines }) => `${sourceId} -> ${targetId}: ${lines.join(" | ")}`);

describe("statechartGraph", () => {
  it("draws one box per state inside the machine's box, and an initial dot", () => {
    const graph = statechartGraph(otpCountdownMachine);
    expect(graph.elk.id).toBe(ROOT_ID);
    const machineNode = graph.elk.children?.[0];
    expect(machineNode?.id).toBe("otpCountdown");
    expect(machineNode?.children?.map((child) => child.id)).toEqual([
      "otpCountdown::initial",
      "otpCountdown.counting",
      "otpCountdown.ready",
      "otpCountdown.resending",
    ]);
    expect(graph.boxes.get("otpCountdown.resending")).toMatchObject({ title: "resending", kind: "atomic", notes: ["invokes sendOtp"] });
    expect(graph.boxes.get("otpCountdown::initial")?.kind).toBe("initial");
  });

  it("labels edges with events, guards, delays and actor results", () => {
    expect(edgeList(otpCountdownMachine)).toEqual([
      "otpCountdown::initial -> otpCountdown.counting: ",
      "otpCountdown.counting -> otpCountdown.ready: after 1 s [isLastSecond]",
      "otpCountdown.counting -> otpCountdown.counting: after 1 s",
      "otpCountdown.ready -> otpCountdown.resending: otp.resend",
      "otpCountdown.resending -> otpCountdown.counting: sendOtp done",
      "otpCountdown.resending -> otpCountdown.ready: sendOtp failed",
    ]);
  });

  it("measures every box and label before layout", () => {
    const graph = statechartGraph(otpCountdownMachine);
    const counting = graph.elk.children?.[0]?.children?.find((child) => child.id === "otpCountdown.counting");
    expect(counting?.width).toBeGreaterThan(0);
    expect(counting?.height).toBeGreaterThan(0);
    const label = graph.elk.edges?.find((edge) => edge.id === "edge-1")?.labels?.[0];
    expect(label).toMatchObject({ text: "after 1 s [isLastSecond]" });
    expect(label?.width).toBeGreaterThan(0);
  });

  it("draws the regions of a parallel state as regions, with a transition to several targets as several edges", () => {
    const graph = statechartGraph(sessionMachine);
    expect(graph.boxes.get("session.signedIn")?.kind).toBe("parallel");
    expect(graph.boxes.get("session.signedIn.refresh")?.region).toBe(true);
    expect(graph.boxes.get("session.signedIn.identity.settled")?.region).toBe(false);
    expect(edgeList(sessionMachine)).toContain(
      "session.signedOut -> session.signedIn.refresh: session.signIn [isDebugGrant] | session.signIn",
    );
  });

  it("writes transitions without a target as notes in their state's box", () => {
    expect(statechartGraph(sessionMachine).boxes.get("session.signedIn.identity.settled")?.notes).toEqual([
      "switchPhone.change [canSwitchUser]",
      "user.switch [canSwitchUser]",
    ]);
  });
});
