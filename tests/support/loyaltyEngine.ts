// Test support for the loyalty application functions (domain/loyalty/application/*.test.ts): the
// engine on the memory store with the product's projections, a clock the test moves, counting ids;
// and the few facts a use case needs, written straight through the runner as a seeder would: a
// programme, its member store, a MEMBER_REWARD voucher, a member.
import { Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { type EngineRuntime, engineRuntime } from "../../adapters/server/engineRuntime";
import { memoryEventStore } from "../../adapters/store/memoryEventStore";
import { productEventTypes, productProjections } from "../../domain/catalogue";
import type { RunOptions } from "../../domain/engine/commandRunner";
import { programmeDecider } from "../../domain/loyalty/programme/programme";
import { type ProgrammeCommand, programmeStreamId } from "../../domain/loyalty/programme/programmeModel";
import { StoreSettingsInput } from "../../domain/loyalty/programme/store";
import { CategoryInput } from "../../domain/loyalty/programme/storeBundles";
import { CompanyInput, companyFromInput } from "../../domain/business/company";
import { enrolMember } from "../../domain/loyalty/application/enrolMember";
import { voucherDecider } from "../../domain/marketing/voucher";
import { VoucherInput, voucherFromInput } from "../../domain/marketing/voucherInput";
import { voucherStreamId } from "../../domain/marketing/voucherModel";
import { testContext } from "./decideContext";

export const AS_OWNER: RunOptions = { actor: "owner" };

export interface LoyaltyEngine {
  readonly engine: EngineRuntime;
  readonly clock: { now: Temporal.Instant };
  /** Every event in the store, in log order (what a refusal must leave unchanged). */
  readonly eventCount: () => Promise<number>;
}

export const loyaltyEngine = (now = "2026-03-10T04:00:00Z"): LoyaltyEngine => {
  const store = memoryEventStore({ projections: productProjections, upcast: productEventTypes.upcast });
  const clock = { now: Temporal.Instant.from(now) };
  let id = 0;
  const engine = engineRuntime(store, (timeZone) => ({
    ...testContext(clock.now.toString(), timeZone),
    newId: () => (++id).toString(16).padStart(24, "0"),
  }));
  return { engine, clock, eventCount: async () => (await store.readAll(0, 1_000_000)).length };
};

/** Creates the business's programme (points or credit one-to-one) and applies `sections`. */
export const givenProgramme = async (engine: EngineRuntime, businessId: string, ...sections: ReadonlyArray<ProgrammeCommand>): Promise<void> => {
  const stream = programmeStreamId(businessId);
  await engine.runner.run(programmeDecider, stream, { type: "CreateProgramme", data: { businessId, creditOneToOne: true } }, AS_OWNER);
  for (const section of sections) await engine.runner.run(programmeDecider, stream, section, AS_OWNER);
};

/** A MEMBER_REWARD voucher of the business. */
export const givenRewardVoucher = async (engine: EngineRuntime, businessId: string, voucherId: string): Promise<string> => {
  const input = Schema.decodeUnknownSync(VoucherInput)({
    type: "MEMBER_REWARD", name: `Reward ${voucherId}`, validFor: 30,
    effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  });
  await engine.runner.run(voucherDecider, voucherStreamId(voucherId), { type: "CreateVoucher", data: { voucherId, businessId, voucher: voucherFromInput(input) } }, AS_OWNER);
  return voucherId;
};

/** Deletes the voucher (its claims are refused from then on: 'Voucher not found'). */
export const deleteVoucher = async (engine: EngineRuntime, voucherId: string): Promise<void> => {
  await engine.runner.run(voucherDecider, voucherStreamId(voucherId), { type: "DeleteVoucher", data: {} }, AS_OWNER);
};

/** Activates the member store (a tax-registered company, SST 6 %) with one category of `bundles`; answers the first bundle's id. */
export const givenStore = async (engine: EngineRuntime, businessId: string, bundles: ReadonlyArray<unknown>): Promise<string> => {
  const company = companyFromInput(Schema.decodeUnknownSync(CompanyInput)({
    name: "Kopi Kita Sdn Bhd", regNo: "201901000123", sstRegNo: "W10-1808-32000001", phoneNo: "03-2141 1234",
    address: { line1: "1 Jalan Telawi", city: "Kuala Lumpur", postcode: "59100", state: "WP Kuala Lumpur", country: "MY" },
  }));
  const store = Schema.decodeUnknownSync(StoreSettingsInput)({ taxes: [{ systemCode: "MY_SST", taxCode: "SST", rate: 6, inclusive: false }] });
  const categories = Schema.decodeUnknownSync(Schema.Array(CategoryInput))([{ name: "Top ups", bundles }]);
  const stream = programmeStreamId(businessId);
  await engine.runner.run(programmeDecider, stream, { type: "UpdateStore", data: { store, company } }, AS_OWNER);
  const { state } = await engine.runner.run(programmeDecider, stream, { type: "ReplaceStoreCategories", data: { categories } }, AS_OWNER);
  return state.status === "active" ? state.store.categories[0]?.bundles[0]?.id ?? "" : "";
};

/** A member of the business with this phone; answers its id. */
export const givenMember = async (engine: EngineRuntime, businessId: string, phoneNumber: string): Promise<string> =>
  (await enrolMember(engine, businessId, { phoneNumber }, AS_OWNER)).memberId;
