import { describe, expect, it } from "vitest";
import { memoryEngine } from "../../../tests/support/memoryEngine";
import { AS_TEST, givenBusiness, givenUser } from "../../../tests/support/givenBusiness";
import { BUSINESSES_TABLE } from "../businesses.projection";
import { updateCompany } from "./updateCompany";

const company = {
  name: "Kopi Kita Sdn Bhd",
  regNo: "201901000123",
  sstRegNo: "W10-1808-32000001",
  phoneNo: "03-2141 1234",
  address: { line1: "1 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" },
};

describe("updateCompany", () => {
  it("records the company with its phone in E.164", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await updateCompany(engine, { businessId, company, rev: 1 }, AS_TEST);
    expect(await engine.readModels.get(BUSINESSES_TABLE, businessId)).toMatchObject({ company: { name: "Kopi Kita Sdn Bhd", phoneNo: "+60321411234" } });
  });

  it("refuses a stale revision", async () => {
    const { engine } = memoryEngine();
    const businessId = await givenBusiness(engine, await givenUser(engine, "+60123450001"));
    await expect(updateCompany(engine, { businessId, company, rev: 5 }, AS_TEST)).rejects.toMatchObject({ status: 409 });
  });
});
