import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { testContext } from "../../../tests/support/decideContext";
import { fold } from "../../engine/decider";
import { type DealerLeadCommand, type DealerLeadEvent, LEAD_CLOSED, LEAD_NOT_FOUND, dealerLeadDecider } from "./dealerLead";

const created: DealerLeadEvent = {
  type: "DealerLeadCreated",
  data: { name: "Siti", phoneNumber: "+60123450041", businessName: "Siti Bakery", source: "WEBSITE", note: "", agentId: null, createdAt: "2026-11-25T10:00:00.000Z" },
};
const at = "2026-11-25T10:00:00.000Z";

const given = (events: ReadonlyArray<DealerLeadEvent>) => ({
  when: (command: DealerLeadCommand) => dealerLeadDecider.decide(command, fold(dealerLeadDecider, events), testContext()),
});
const eventsOf = (decision: ReturnType<ReturnType<typeof given>["when"]>) => Result.getOrThrow(decision);
const errorOf = (decision: ReturnType<ReturnType<typeof given>["when"]>) => (Result.isFailure(decision) ? decision.failure : null);

describe("dealer lead decider", () => {
  it("assigns a lead and records nothing when the agent is the same", () => {
    expect(eventsOf(given([created]).when({ type: "AssignLead", data: { agentId: "a1" } }))).toEqual([{ type: "DealerLeadAssigned", data: { agentId: "a1", at } }]);
    const assigned: DealerLeadEvent = { type: "DealerLeadAssigned", data: { agentId: "a1", at } };
    expect(eventsOf(given([created, assigned]).when({ type: "AssignLead", data: { agentId: "a1" } }))).toEqual([]);
  });

  it("moves new → contacted, then converts with the business", () => {
    const contacted: DealerLeadEvent = { type: "DealerLeadStatusChanged", data: { from: "NEW", to: "CONTACTED", at } };
    expect(eventsOf(given([created]).when({ type: "MoveLead", data: { status: "CONTACTED" } }))).toEqual([contacted]);
    expect(eventsOf(given([created, contacted]).when({ type: "ConvertLead", data: { businessId: "b1" } }))).toEqual([{ type: "DealerLeadConverted", data: { businessId: "b1", at } }]);
    expect(errorOf(given([created]).when({ type: "ConvertLead", data: { businessId: "b1" } }))).toMatchObject({ message: "A new lead cannot become converted", status: 409 });
  });

  it("edits a lead's details, records nothing when they are the same, and refuses a closed lead", () => {
    const details = { name: "Siti R", phoneNumber: "+60123450042", businessName: "Siti Bakes", source: "EVENT" as const };
    expect(eventsOf(given([created]).when({ type: "EditLead", data: details }))).toEqual([{ type: "DealerLeadEdited", data: { ...details, at } }]);
    expect(eventsOf(given([created]).when({ type: "EditLead", data: { name: "Siti", phoneNumber: "+60123450041", businessName: "Siti Bakery", source: "WEBSITE" } }))).toEqual([]);
    const edited = fold(dealerLeadDecider, [created, { type: "DealerLeadEdited", data: { ...details, at } }]);
    expect(edited.kind === "lead" ? edited.lead : null).toMatchObject({ ...details, status: "NEW", note: "" });
    const converted: ReadonlyArray<DealerLeadEvent> = [
      created, { type: "DealerLeadStatusChanged", data: { from: "NEW", to: "CONTACTED", at } }, { type: "DealerLeadConverted", data: { businessId: "b1", at } },
    ];
    expect(errorOf(given(converted).when({ type: "EditLead", data: details }))).toMatchObject({ message: LEAD_CLOSED, status: 409 });
  });

  it("freezes a lost lead: no assignment, no move", () => {
    const lost: DealerLeadEvent = { type: "DealerLeadStatusChanged", data: { from: "NEW", to: "LOST", at } };
    expect(errorOf(given([created, lost]).when({ type: "AssignLead", data: { agentId: "a1" } }))).toMatchObject({ message: LEAD_CLOSED });
    expect(errorOf(given([created, lost]).when({ type: "MoveLead", data: { status: "CONTACTED" } }))).toMatchObject({ message: "A lost lead cannot become contacted" });
  });

  it("refuses a missing lead and a stale revision", () => {
    expect(errorOf(given([]).when({ type: "MoveLead", data: { status: "LOST" } }))).toMatchObject({ message: LEAD_NOT_FOUND, status: 404 });
    expect(errorOf(given([created]).when({ type: "MoveLead", data: { status: "LOST", rev: 3 } }))).toMatchObject({ status: 409 });
  });
});
