import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEALER_LEAD_STATUSES, type DealerLeadStatus, isClosedLead, leadTransitionProblem } from "./dealerLeadStatus";

const status = fc.constantFrom(...DEALER_LEAD_STATUSES);
const RANK: Readonly<Record<DealerLeadStatus, number>> = { NEW: 0, CONTACTED: 1, CONVERTED: 2, LOST: 2 };

/** Applies the moves the rule allows, skipping the refused ones. */
const walk = (moves: ReadonlyArray<DealerLeadStatus>): ReadonlyArray<DealerLeadStatus> =>
  moves.reduce<DealerLeadStatus[]>((path, to) => (leadTransitionProblem(path[path.length - 1]!, to) === null ? [...path, to] : path), ["NEW"]);

describe("dealer lead status properties", () => {
  it("never stays in place and never goes back: every allowed move goes forward", () => {
    fc.assert(fc.property(status, status, (from, to) => {
      if (leadTransitionProblem(from, to) === null) expect(RANK[to]).toBeGreaterThan(RANK[from]);
    }));
  });

  it("lets nothing leave a closed lead", () => {
    fc.assert(fc.property(status, status, (from, to) => {
      if (isClosedLead(from)) expect(leadTransitionProblem(from, to)).not.toBeNull();
    }));
  });

  it("converts only a lead that was contacted first, along any sequence of moves", () => {
    fc.assert(fc.property(fc.array(status, { maxLength: 12 }), (moves) => {
      const path = walk(moves);
      const converted = path.indexOf("CONVERTED");
      if (converted >= 0) expect(path[converted - 1]).toBe("CONTACTED");
      expect(path.filter(isClosedLead).length).toBeLessThanOrEqual(1);
      expect(path.length).toBeLessThanOrEqual(3);
    }));
  });
});
