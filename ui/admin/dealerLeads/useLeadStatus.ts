// Owns: the lead detail's run of the dealer lead status machine
// (machines/business/dealerLeadStatus.machine.ts): the port's status move and conversion as its
// actors, the lead opened on mount and whenever the page hands a newer one, and what the buttons
// may do (`snapshot.can`). A change tells the page to reload its inbox.
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { type LeadConvertInput, type LeadMoveInput, dealerLeadStatusMachine } from "../../../machines/business/dealerLeadStatus.machine";
import type { DealerLead, DealerLeadsPort } from "../../ports/dealerLeadsPort";

export const useLeadStatus = (port: DealerLeadsPort, lead: DealerLead, onChanged: (lead: DealerLead) => void) => {
  const latest = useRef(onChanged);
  latest.current = onChanged;
  const machine = useMemo(
    () =>
      dealerLeadStatusMachine.provide({
        actors: {
          move: fromPromise<DealerLead, LeadMoveInput>(({ input }) => port.moveLead({ id: input.lead.id, status: input.status, rev: input.lead._rev })),
          convert: fromPromise<DealerLead, LeadConvertInput>(({ input }) => port.convertLead({ id: input.lead.id, name: input.name, url: input.url, rev: input.lead._rev })),
        },
        actions: { notifyChanged: ({ context }) => context.lead !== null && latest.current(context.lead) },
      }),
    [port],
  );
  const [snapshot, send] = useMachine(machine);
  useEffect(() => {
    send({ type: "lead.open", lead });
  }, [send, lead]);
  const shown = snapshot.context.lead ?? lead;
  return {
    lead: shown,
    error: snapshot.context.error,
    busy: snapshot.matches("moving") || snapshot.matches("converting"),
    canContact: snapshot.can({ type: "lead.contact" }),
    canLose: snapshot.can({ type: "lead.lose" }),
    canConvert: snapshot.can({ type: "lead.convert", name: "", url: null }),
    contact: () => send({ type: "lead.contact" }),
    lose: () => send({ type: "lead.lose" }),
    convert: (name: string, url: string | null) => send({ type: "lead.convert", name, url }),
  };
};
