// The dealer lead inbox's demo data (issue 18 item 4: "dealer leads in each status"), written
// through the application functions as the API does: two NEW leads (one unassigned, one for the
// demo agent "Ali Reseller"), a CONTACTED one and a LOST one of Ali's, and a CONVERTED one whose
// prospect, Hafiz Rahman (+60122220005, the demo password), now owns "Hafiz Burger Bar".
// Decision: the converted lead is not assigned to an agent, so Ali still resells exactly the two
// businesses of the admin section's demo (adminDemo.ts).
import { openAccount } from "../../domain/auth/application/openAccount";
import { convertDealerLead } from "../../domain/business/dealerLeads/convertDealerLead";
import { createDealerLead } from "../../domain/business/dealerLeads/createDealerLead";
import type { LeadSource } from "../../domain/business/dealerLeads/dealerLead";
import { moveDealerLead } from "../../domain/business/dealerLeads/moveDealerLead";
import type { AreaSeeder } from "./seedDemoData";

export const DEMO_PROSPECT_PHONE = "+60122220005";

interface DemoLead {
  readonly name: string;
  readonly phoneNumber: string;
  readonly businessName: string;
  readonly source: LeadSource;
  readonly note: string;
  readonly forAgent: boolean;
  readonly moves: ReadonlyArray<"CONTACTED" | "LOST">;
}

const LEADS: ReadonlyArray<DemoLead> = [
  { name: "Farah Idris", phoneNumber: "+60123330001", businessName: "Farah's Kitchen", source: "WEBSITE", note: "Asked for a demo of the POS", forAgent: false, moves: [] },
  { name: "Daniel Tan", phoneNumber: "+60123330002", businessName: "Tan Bros Coffee", source: "REFERRAL", note: "", forAgent: true, moves: [] },
  { name: "Priya Nair", phoneNumber: "+60123330003", businessName: "Spice Route", source: "EVENT", note: "Met at the F&B fair, two outlets", forAgent: true, moves: ["CONTACTED"] },
  { name: "Lim Wei Jie", phoneNumber: "+6591230004", businessName: "Lim's Dim Sum", source: "WALK_IN", note: "Chose another system", forAgent: true, moves: ["LOST"] },
];

export const dealerLeadDemo: AreaSeeder = {
  area: "dealerLeads",
  seed: async (tools, facts) => {
    const { engine, options } = tools;
    const agentId = typeof facts.agentId === "string" ? facts.agentId : null;
    for (const lead of LEADS) {
      const leadId = await createDealerLead(engine, { ...lead, agentId: lead.forAgent ? agentId : null, leadId: engine.context().newId() }, options);
      for (const status of lead.moves) await moveDealerLead(engine, { leadId, status, rev: undefined }, options);
    }
    await openAccount(engine, { phoneNumber: DEMO_PROSPECT_PHONE, name: "Hafiz Rahman", passwordHash: await tools.passwordHash() }, tools.actor);
    const leadId = await createDealerLead(engine, {
      leadId: engine.context().newId(), name: "Hafiz Rahman", phoneNumber: DEMO_PROSPECT_PHONE, businessName: "Hafiz Burger Bar", source: "REFERRAL", note: "", agentId: null,
    }, options);
    await moveDealerLead(engine, { leadId, status: "CONTACTED", rev: undefined }, options);
    const businessId = await convertDealerLead(engine, { leadId, businessId: engine.context().newId(), name: "Hafiz Burger Bar", url: null, rev: undefined }, options);
    return { convertedLeadBusinessId: businessId };
  },
};
