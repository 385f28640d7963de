// The dealer lead aggregate, stream `dealer-lead-{id}` (issue 18, spec 1 §1 "dealer leads", §6
// 'Dealer Lead' for admin, staff or agent): a prospect who may become a business: name, phone,
// the business they run, where the lead came from, its status (dealerLeadStatus.ts), the agent
// it is assigned to and, once converted, the business opened for it.
// Decisions where the spec is silent (the lead service's fields are not shown):
// - A lead is {name, phoneNumber (E.164, 'Invalid phone no'), businessName, source, note} with
//   source one of WEBSITE, REFERRAL, EVENT, WALK_IN, OTHER ('Invalid source').
// - Assignment names one agent or none; it is refused on a closed lead ('Lead is closed').
// - Editing (issue 18 item 2) changes the name, phone, business name and source with the rules of
//   creation; a closed lead (converted or lost) is not edited ('Lead is closed'); an edit that
//   changes nothing appends nothing.
// - Moving the status goes through the transition rule; CONVERTED is reached only by
//   conversion (convertDealerLead.ts), which records the business it opened.
// - A missing lead is 'Lead not found' (404); `_rev` guards every change like other documents.
import { Schema } from "effect";
import { IsoInstant, PhoneNumber, isoOf, message } from "../../auth/fields";
import { NAME_REQUIRED } from "../../auth/credentials";
import { type DecideContext, type Decider, type Decision, accept, reject } from "../../engine/decider";
import { requiredTrimmedText } from "../../shared/fieldRules";
import { boundedId, multiLineTrimmedText } from "../../shared/inputBounds";
import { PhoneNumberSchema } from "../../shared/phoneNumberSchema";
import { BUSINESS_NAME_MAX_LENGTH } from "../businessProfile";
import { staleRevision, withRevision } from "../revision";
import { type DealerLeadStatus, isClosedLead, leadTransitionProblem } from "./dealerLeadStatus";

export const LEAD_NOT_FOUND = "Lead not found";
export const LEAD_EXISTS = "Lead already exists";
export const LEAD_CLOSED = "Lead is closed";
export const INVALID_SOURCE = "Invalid source";
export const BUSINESS_NAME_REQUIRED = "Business name is required";
export const LEAD_NOTE_MAX_LENGTH = 1_000;

export const LeadSource = Schema.Literals(["WEBSITE", "REFERRAL", "EVENT", "WALK_IN", "OTHER"]).annotate({ message: INVALID_SOURCE });
export type LeadSource = typeof LeadSource.Type;
export const LEAD_SOURCES: ReadonlyArray<LeadSource> = ["WEBSITE", "REFERRAL", "EVENT", "WALK_IN", "OTHER"];
export const SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  WEBSITE: "Website", REFERRAL: "Referral", EVENT: "Event", WALK_IN: "Walk-in", OTHER: "Other",
};

const LeadName = requiredTrimmedText(NAME_REQUIRED);
const LeadBusinessName = requiredTrimmedText(BUSINESS_NAME_REQUIRED, BUSINESS_NAME_MAX_LENGTH);
const Note = multiLineTrimmedText("Note");

/** POST /admin/dealer-leads. */
export const NewDealerLeadInput = Schema.Struct({
  name: LeadName,
  phoneNumber: PhoneNumberSchema,
  businessName: LeadBusinessName,
  source: LeadSource,
  note: Schema.optionalKey(Note),
  agentId: Schema.optionalKey(Schema.NullOr(boundedId())),
});
export type NewDealerLeadInput = typeof NewDealerLeadInput.Type;
/** PUT /admin/dealer-leads/{id}: the lead's details, with creation's rules. */
export const EditDealerLeadInput = withRevision({ name: LeadName, phoneNumber: PhoneNumberSchema, businessName: LeadBusinessName, source: LeadSource });
export type EditDealerLeadInput = typeof EditDealerLeadInput.Type;
/** PUT /admin/dealer-leads/{id}/agent. */
export const AssignDealerLeadInput = withRevision({ agentId: Schema.NullOr(boundedId()) });
/** PUT /admin/dealer-leads/{id}/status: conversion has its own call. */
export const MoveDealerLeadInput = withRevision({ status: Schema.Literals(["CONTACTED", "LOST"]) });

const Details = { name: Schema.String, phoneNumber: PhoneNumber, businessName: Schema.String, source: LeadSource, note: Schema.String };

export const DealerLeadEvent = Schema.Union([
  message("DealerLeadCreated", { ...Details, agentId: Schema.NullOr(Schema.String), createdAt: IsoInstant }),
  message("DealerLeadEdited", { name: Schema.String, phoneNumber: PhoneNumber, businessName: Schema.String, source: LeadSource, at: IsoInstant }),
  message("DealerLeadAssigned", { agentId: Schema.NullOr(Schema.String), at: IsoInstant }),
  message("DealerLeadStatusChanged", { from: Schema.Literals(["NEW", "CONTACTED"]), to: Schema.Literals(["CONTACTED", "LOST"]), at: IsoInstant }),
  message("DealerLeadConverted", { businessId: Schema.String, at: IsoInstant }),
]);
export type DealerLeadEvent = typeof DealerLeadEvent.Type;

type Rev = { readonly rev?: number | undefined };
type LeadDetails = { readonly name: string; readonly phoneNumber: string; readonly businessName: string; readonly source: LeadSource };
export type DealerLeadCommand =
  | { readonly type: "CreateLead"; readonly data: Omit<Extract<DealerLeadEvent, { type: "DealerLeadCreated" }>["data"], "createdAt"> }
  | { readonly type: "EditLead"; readonly data: Rev & LeadDetails }
  | { readonly type: "AssignLead"; readonly data: Rev & { readonly agentId: string | null } }
  | { readonly type: "MoveLead"; readonly data: Rev & { readonly status: "CONTACTED" | "LOST" } }
  | { readonly type: "ConvertLead"; readonly data: Rev & { readonly businessId: string } };

export type ActiveLead = Omit<Extract<DealerLeadEvent, { type: "DealerLeadCreated" }>["data"], "createdAt"> & {
  readonly status: DealerLeadStatus;
  readonly businessId: string | null;
};
export type DealerLeadState =
  | { readonly kind: "none"; readonly revision: number }
  | { readonly kind: "lead"; readonly revision: number; readonly lead: ActiveLead };

export const evolveDealerLead = (state: DealerLeadState, event: DealerLeadEvent): DealerLeadState => {
  const revision = state.revision + 1;
  if (event.type === "DealerLeadCreated") {
    const { createdAt: _, ...details } = event.data;
    return { kind: "lead", revision, lead: { ...details, status: "NEW", businessId: null } };
  }
  if (state.kind === "none") return { ...state, revision };
  const { lead } = state;
  switch (event.type) {
    case "DealerLeadEdited": {
      const { at: _, ...details } = event.data;
      return { kind: "lead", revision, lead: { ...lead, ...details } };
    }
    case "DealerLeadAssigned": return { kind: "lead", revision, lead: { ...lead, agentId: event.data.agentId } };
    case "DealerLeadStatusChanged": return { kind: "lead", revision, lead: { ...lead, status: event.data.to } };
    case "DealerLeadConverted": return { kind: "lead", revision, lead: { ...lead, status: "CONVERTED", businessId: event.data.businessId } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

type Rule<C extends DealerLeadCommand["type"]> = (
  data: Extract<DealerLeadCommand, { type: C }>["data"],
  lead: ActiveLead,
  at: string,
) => Decision<DealerLeadEvent>;

const edit: Rule<"EditLead"> = ({ rev: _, ...details }, lead, at) => {
  if (isClosedLead(lead.status)) return reject(LEAD_CLOSED, 409);
  const same = details.name === lead.name && details.phoneNumber === lead.phoneNumber && details.businessName === lead.businessName && details.source === lead.source;
  return same ? accept() : accept({ type: "DealerLeadEdited", data: { ...details, at } });
};

const assign: Rule<"AssignLead"> = ({ agentId }, lead, at) => {
  if (isClosedLead(lead.status)) return reject(LEAD_CLOSED, 409);
  return agentId === lead.agentId ? accept() : accept({ type: "DealerLeadAssigned", data: { agentId, at } });
};

const move: Rule<"MoveLead"> = ({ status }, lead, at) => {
  if (status === lead.status) return accept();
  const problem = leadTransitionProblem(lead.status, status);
  if (problem !== null || (lead.status !== "NEW" && lead.status !== "CONTACTED")) return reject(problem ?? LEAD_CLOSED, 409);
  return accept({ type: "DealerLeadStatusChanged", data: { from: lead.status, to: status, at } });
};

const convert: Rule<"ConvertLead"> = ({ businessId }, lead, at) => {
  const problem = leadTransitionProblem(lead.status, "CONVERTED");
  return problem === null ? accept({ type: "DealerLeadConverted", data: { businessId, at } }) : reject(problem, 409);
};

export const decideDealerLead = (command: DealerLeadCommand, state: DealerLeadState, ctx: DecideContext): Decision<DealerLeadEvent> => {
  const at = isoOf(ctx.now);
  if (command.type === "CreateLead") {
    return state.kind === "none" ? accept({ type: "DealerLeadCreated", data: { ...command.data, createdAt: at } }) : reject(LEAD_EXISTS, 409);
  }
  if (state.kind === "none") return reject(LEAD_NOT_FOUND, 404);
  const stale = staleRevision<DealerLeadEvent>(command.data.rev, state.revision);
  if (stale !== null) return stale;
  switch (command.type) {
    case "EditLead": return edit(command.data, state.lead, at);
    case "AssignLead": return assign(command.data, state.lead, at);
    case "MoveLead": return move(command.data, state.lead, at);
    case "ConvertLead": return convert(command.data, state.lead, at);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
};

export const dealerLeadDecider: Decider<DealerLeadState, DealerLeadCommand, DealerLeadEvent> = {
  initialState: { kind: "none", revision: 0 },
  decide: decideDealerLead,
  evolve: evolveDealerLead,
};

export const DEALER_LEAD_STREAM_PREFIX = "dealer-lead-";
export const dealerLeadStreamId = (leadId: string): string => `${DEALER_LEAD_STREAM_PREFIX}${leadId}`;

const LEAD_EVENT_TYPES: ReadonlySet<string> = new Set(DealerLeadEvent.members.map((member) => member.fields.type.literal));
export const isDealerLeadEvent = (event: { readonly type: string }): event is DealerLeadEvent => LEAD_EVENT_TYPES.has(event.type);
