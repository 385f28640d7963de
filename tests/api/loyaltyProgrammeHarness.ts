// Test support for the loyalty programme API suites: a business app with an owner, a business,
// the membership paths, and a MEMBER_REWARD voucher made through the voucher stream (the
// marketing issue's command), so reward writes have real vouchers to reference.
import { Result, Schema } from "effect";
import { voucherDecider } from "../../domain/marketing/voucher";
import { voucherStreamId } from "../../domain/marketing/voucherModel";
import { type VoucherType, VoucherInput, voucherFromInput } from "../../domain/marketing/voucherInput";
import { type Client, type Harness, signUp, startBusinessApp } from "./businessHarness";

export const CONFLICT = "This record was changed by someone else. Reload and try again.";

export interface ProgrammeWorld {
  readonly harness: Harness;
  readonly owner: Client;
  readonly businessId: string;
  /** `/businesses/{businessId}/membership` + suffix. */
  readonly path: (suffix?: string) => string;
}

export const startProgrammeWorld = async (): Promise<ProgrammeWorld> => {
  const harness = await startBusinessApp();
  const owner = await signUp(harness, "+60123450001");
  const business = await owner.ok("POST", "/businesses", { name: "Kopi Kita" });
  const businessId = String(business.id);
  return { harness, owner, businessId, path: (suffix = "") => `/businesses/${businessId}/membership${suffix}` };
};

let voucherCount = 0;

/** A voucher of `type` in `businessId`, created through the voucher stream; answers its id. */
export const makeVoucher = async (world: ProgrammeWorld, type: VoucherType = "MEMBER_REWARD", businessId = world.businessId): Promise<string> => {
  voucherCount += 1;
  const voucherId = `${String(voucherCount).padStart(4, "0")}aaaaaaaaaaaaaaaaaaaa`;
  const input = Schema.decodeUnknownSync(VoucherInput)({
    type, name: `Reward ${voucherCount}`, validFor: 30,
    effect: { target: "BILL", adjustment: { type: "byPercentage", amount: { amount: 1000, precision: 4 } }, options: {} },
  });
  const { engine } = world.harness;
  const result = await engine.commands.handle(voucherDecider, voucherStreamId(voucherId), {
    type: "CreateVoucher", data: { voucherId, businessId, voucher: voucherFromInput(input) },
  }, { context: engine.context(), meta: { actor: "test", correlationId: "test" } });
  if (Result.isFailure(result)) throw result.failure;
  return voucherId;
};
