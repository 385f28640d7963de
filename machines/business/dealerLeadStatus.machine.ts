// Owns: a dealer lead's status on screen (issue 18), stepping through the pure rule of
// domain/business/dealerLeads/dealerLeadStatus.ts: NEW → CONTACTED → CONVERTED | LOST.
// `lead.contact` and `lead.lose` call the injected `move` actor, `lead.convert` the injected
// `convert` actor (which opens the business); each answer is the lead as the server now holds it
// and the machine settles in its status. A refusal keeps the lead where it was with the server's
// message in `error`. `lead.open` takes in the lead shown (on mount, and when it changed
// elsewhere, an assignment) and settles in its status; until then the machine is `opening`.
// Buttons are enabled by `snapshot.can(event)`: the guards ask the same rule the server decides
// with, so a closed lead offers nothing.
import { assign, setup } from "xstate";
import type { DealerLead } from "../../domain/business/dealerLeads/dealerLeadView";
import { type DealerLeadStatus, leadTransitionProblem } from "../../domain/business/dealerLeads/dealerLeadStatus";
import { unprovidedActor } from "../auth/authActors";
import { messageOf } from "../auth/notice";

export type LeadMoveInput = { readonly lead: DealerLead; readonly status: "CONTACTED" | "LOST" };
export type LeadConvertInput = { readonly lead: DealerLead; readonly name: string; readonly url: string | null };
export type DealerLeadContext = {
  readonly lead: DealerLead | null;
  readonly target: "CONTACTED" | "LOST";
  readonly conversion: { readonly name: string; readonly url: string | null };
  readonly error: string | null;
};
export type DealerLeadMachineEvent =
  | { readonly type: "lead.contact" }
  | { readonly type: "lead.lose" }
  | { readonly type: "lead.convert"; readonly name: string; readonly url: string | null }
  | { readonly type: "lead.open"; readonly lead: DealerLead };

const may = (lead: DealerLead | null, to: DealerLeadStatus): boolean => lead !== null && leadTransitionProblem(lead.status, to) === null;

/** The lead an event brings: the opened one, or the server's answer. */
const leadOf = (event: DealerLeadMachineEvent | { readonly type: string; readonly output?: unknown }): DealerLead | null =>
  "lead" in event ? event.lead : "output" in event ? (event.output as DealerLead) : null;
const brings = (status: DealerLeadStatus) => ({ event }: { readonly event: DealerLeadMachineEvent }) => leadOf(event)?.status === status;

/** Settles in the status of the lead the event brings, taking it in. */
const settle = () => [
  { guard: "bringsContacted", target: "contacted", actions: "takeIn" },
  { guard: "bringsConverted", target: "converted", actions: "takeIn" },
  { guard: "bringsLost", target: "lost", actions: "takeIn" },
  { target: "new", actions: "takeIn" },
] as const;

export const dealerLeadStatusMachine = setup({
  types: {
    context: {} as DealerLeadContext,
    events: {} as DealerLeadMachineEvent,
  },
  actors: {
    move: unprovidedActor<DealerLead, LeadMoveInput>("move"),
    convert: unprovidedActor<DealerLead, LeadConvertInput>("convert"),
  },
  guards: {
    bringsContacted: brings("CONTACTED"),
    bringsConverted: brings("CONVERTED"),
    bringsLost: brings("LOST"),
    wasContacted: ({ context }) => context.lead?.status === "CONTACTED",
    canContact: ({ context }) => may(context.lead, "CONTACTED"),
    canLose: ({ context }) => may(context.lead, "LOST"),
    canConvert: ({ context }) => may(context.lead, "CONVERTED"),
  },
  actions: {
    reportRefusal: assign(({ event }) => ({ error: "error" in event ? messageOf(event.error) : null })),
    takeIn: assign(({ context, event }) => ({ lead: leadOf(event) ?? context.lead })),
    /** The lead changed on the server: the view reloads the inbox. */
    notifyChanged: () => undefined,
  },
}).createMachine({
  id: "dealerLeadStatus",
  context: { lead: null, target: "CONTACTED", conversion: { name: "", url: null }, error: null },
  initial: "opening",
  states: {
    opening: { on: { "lead.open": settle() } },
    new: {
      on: {
        "lead.open": settle(),
        "lead.contact": { guard: "canContact", target: "moving", actions: assign({ target: "CONTACTED", error: null }) },
        "lead.lose": { guard: "canLose", target: "moving", actions: assign({ target: "LOST", error: null }) },
      },
    },
    contacted: {
      on: {
        "lead.open": settle(),
        "lead.convert": { guard: "canConvert", target: "converting", actions: assign({ conversion: ({ event }) => ({ name: event.name, url: event.url }), error: null }) },
        "lead.lose": { guard: "canLose", target: "moving", actions: assign({ target: "LOST", error: null }) },
      },
    },
    converted: { on: { "lead.open": settle() } },
    lost: { on: { "lead.open": settle() } },
    moving: {
      invoke: {
        id: "move",
        src: "move",
        input: ({ context }) => ({ lead: context.lead!, status: context.target }),
        onDone: [
          { guard: "bringsContacted", target: "contacted", actions: ["takeIn", "notifyChanged"] },
          { target: "lost", actions: ["takeIn", "notifyChanged"] },
        ],
        onError: [
          { guard: "wasContacted", target: "contacted", actions: "reportRefusal" },
          { target: "new", actions: "reportRefusal" },
        ],
      },
    },
    converting: {
      invoke: {
        id: "convert",
        src: "convert",
        input: ({ context }) => ({ lead: context.lead!, ...context.conversion }),
        onDone: { target: "converted", actions: ["takeIn", "notifyChanged"] },
        onError: { target: "contacted", actions: "reportRefusal" },
      },
    },
  },
});
