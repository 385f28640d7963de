// Owns: the dealer lead status rule (issue 18, spec 1 §1 "dealer leads"): NEW → CONTACTED →
// CONVERTED | LOST, as one pure transition function that the decider, the UI's machine
// (machines/business/dealerLeadStatus.machine.ts) and the property tests share.
// Decisions where the spec is silent:
// - A lead may be lost from NEW or CONTACTED; it converts only once contacted (someone spoke to
//   the prospect before a business is opened for them).
// - CONVERTED and LOST are final: a prospect who comes back is a new lead, so the history of the
//   lost one stays as it was.
import { Schema } from "effect";

export const DealerLeadStatus = Schema.Literals(["NEW", "CONTACTED", "CONVERTED", "LOST"]);
export type DealerLeadStatus = typeof DealerLeadStatus.Type;
export const DEALER_LEAD_STATUSES: ReadonlyArray<DealerLeadStatus> = DealerLeadStatus.literals;

const NEXT: Readonly<Record<DealerLeadStatus, ReadonlyArray<DealerLeadStatus>>> = {
  NEW: ["CONTACTED", "LOST"],
  CONTACTED: ["CONVERTED", "LOST"],
  CONVERTED: [],
  LOST: [],
};

export const STATUS_LABELS: Readonly<Record<DealerLeadStatus, string>> = {
  NEW: "New",
  CONTACTED: "Contacted",
  CONVERTED: "Converted",
  LOST: "Lost",
};

/** The statuses a lead in `from` may move to. */
export const nextLeadStatuses = (from: DealerLeadStatus): ReadonlyArray<DealerLeadStatus> => NEXT[from];

/** Whether the lead is closed (converted or lost): nothing about it changes any more. */
export const isClosedLead = (status: DealerLeadStatus): boolean => NEXT[status].length === 0;

export const leadStatusChangeMessage = (from: DealerLeadStatus, to: DealerLeadStatus): string =>
  `A ${STATUS_LABELS[from].toLowerCase()} lead cannot become ${STATUS_LABELS[to].toLowerCase()}`;

/** The transition: null when `from` may move to `to`, else why not. */
export const leadTransitionProblem = (from: DealerLeadStatus, to: DealerLeadStatus): string | null =>
  NEXT[from].includes(to) ? null : leadStatusChangeMessage(from, to);
