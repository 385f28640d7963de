// Model-based tests of claims creation (spec 3 §2 create claims dialog, §5, §8): the machine is
// explored as a pure model (xstate/graph) from the catalogue entry's sample events, and every
// edge must keep its rules: a refused request stays in the form with its message; only a bulk
// request asks for the capacity report; nothing is created without the confirmation 'Are you sure
// you want to create N unassigned claim(s) for {voucher} ?'; a batch made says 'Created N
// unassigned claim(s) for {voucher}'.
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject } from "xstate";
import { getAdjacencyMap } from "xstate/graph";
import { eventsToTry } from "../testing/modelWalk";
import { claimsCreationEntry } from "./voucherMachinesCatalogue";

type Edge = { readonly from: AnyMachineSnapshot; readonly event: EventObject; readonly to: AnyMachineSnapshot };

const edges = ((): ReadonlyArray<Edge> => {
  const adjacency = getAdjacencyMap(claimsCreationEntry.machine, { input: claimsCreationEntry.sampleInput, events: eventsToTry(claimsCreationEntry) });
  return Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions as Record<string, { readonly event: EventObject; readonly state: AnyMachineSnapshot }>).map((edge) => ({
      from: state,
      event: edge.event,
      to: edge.state,
    })),
  );
})();

const where = (test: (edge: Edge) => boolean): ReadonlyArray<Edge> => {
  const found = edges.filter(test);
  expect(found.length, "the model reaches this case").toBeGreaterThan(0);
  return found;
};

const NAME = claimsCreationEntry.sampleInput.voucherName;

describe("claims creation as a model", () => {
  it("keeps a refused request in the form with its message", () => {
    for (const { to } of where(({ event, from, to }) => event.type === "claims.submit" && from.matches("editing") && to.matches("editing"))) {
      expect(to.context.error).toEqual(expect.stringMatching(/.+/));
      expect(to.context.request).toBeNull();
    }
  });

  it("asks the capacity report for bulk requests only", () => {
    for (const { to } of where(({ to }) => to.matches("checkingCapacity"))) expect(to.context.request?.type).toBe("bulk");
    for (const { to } of where(({ event, from, to }) => event.type === "claims.submit" && from.matches("editing") && to.matches("confirming"))) {
      expect(to.context.request?.type).not.toBe("bulk");
      expect(to.context.capacity).toBeNull();
    }
  });

  it("creates only after the confirmation, which names the count and the voucher", () => {
    for (const { from } of where(({ to }) => to.matches("creating"))) {
      expect(from.matches("confirming")).toBe(true);
      const count = from.context.request?.type === "bulk" ? from.context.request.count : 1;
      expect(from.context.question).toBe(`Are you sure you want to create ${count} unassigned claim(s) for ${NAME} ?`);
    }
  });

  it("says how many claims were made once the batch is created", () => {
    for (const { event, to } of where(({ event }) => event.type === "xstate.done.actor.createClaims")) {
      const { count } = (event as unknown as { readonly output: { readonly count: number } }).output;
      expect(to.context.notice).toBe(`Created ${count} unassigned claim(s) for ${NAME}`);
      expect(to.matches("editing")).toBe(true);
    }
  });
});
