import { describe, expect, it } from "vitest";
import { isClosedLead, leadTransitionProblem, nextLeadStatuses } from "./dealerLeadStatus";

describe("dealer lead status rule", () => {
  it("moves a new lead to contacted or lost, a contacted one to converted or lost", () => {
    expect(nextLeadStatuses("NEW")).toEqual(["CONTACTED", "LOST"]);
    expect(nextLeadStatuses("CONTACTED")).toEqual(["CONVERTED", "LOST"]);
    expect(leadTransitionProblem("CONTACTED", "CONVERTED")).toBeNull();
  });

  it("refuses converting a lead nobody contacted, with the rule's message", () => {
    expect(leadTransitionProblem("NEW", "CONVERTED")).toBe("A new lead cannot become converted");
  });

  it("keeps converted and lost leads closed", () => {
    expect(isClosedLead("CONVERTED")).toBe(true);
    expect(isClosedLead("LOST")).toBe(true);
    expect(isClosedLead("CONTACTED")).toBe(false);
    expect(leadTransitionProblem("LOST", "CONTACTED")).toBe("A lost lead cannot become contacted");
  });
});
