import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser, logLength } from "../../../tests/support/givenBusiness";
import { BUSINESSES_TABLE } from "../businesses.projection";
import { convertDealerLead } from "./convertDealerLead";
import { createDealerLead } from "./createDealerLead";
import { DEALER_LEADS_TABLE } from "./dealerLeads.projection";
import { moveDealerLead } from "./moveDealerLead";

const LEAD = "64b7f0c2a1b2c3d4e5f6bb01";
const BUSINESS = "64b7f0c2a1b2c3d4e5f6bb02";

const contactedLead = async (engine: ReturnType<typeof memoryEngine>["engine"]) => {
  await createDealerLead(engine, { leadId: LEAD, name: "Siti", phoneNumber: "+60123450041", businessName: "Siti Bakery", source: "WEBSITE" }, AS_TEST);
  await moveDealerLead(engine, { leadId: LEAD, status: "CONTACTED", rev: undefined }, AS_TEST);
};

describe("convertDealerLead", () => {
  it("opens the business for the phone's user and converts the lead in one unit", async () => {
    const { engine } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450041");
    await contactedLead(engine);
    expect(await convertDealerLead(engine, { leadId: LEAD, businessId: BUSINESS, name: "Siti Bakery", url: "siti-bakery", rev: undefined }, AS_TEST)).toBe(BUSINESS);
    expect(await engine.readModels.get(BUSINESSES_TABLE, BUSINESS)).toMatchObject({ name: "Siti Bakery", ownerId, url: "siti-bakery", agentId: null });
    expect(await engine.readModels.get(DEALER_LEADS_TABLE, LEAD)).toMatchObject({ status: "CONVERTED", businessId: BUSINESS });
  });

  it("writes nothing when the business is refused (a taken URL)", async () => {
    const { engine, store } = memoryEngine();
    const ownerId = await givenUser(engine, "+60123450041");
    await givenBusiness(engine, ownerId, "siti-bakery");
    await contactedLead(engine);
    const before = await logLength(store);
    await expect(convertDealerLead(engine, { leadId: LEAD, businessId: BUSINESS, name: "Siti Bakery", url: "siti-bakery", rev: undefined }, AS_TEST)).rejects.toMatchObject({ status: 409 });
    expect(await logLength(store)).toBe(before);
    expect(await engine.readModels.get(DEALER_LEADS_TABLE, LEAD)).toMatchObject({ status: "CONTACTED", businessId: null });
  });
});
