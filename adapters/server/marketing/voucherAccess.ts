// Who may touch a business's vouchers: every voucher and claim route needs the manage
// permission on the Voucher subject of that business (spec 3 §6), checked against the stored
// business row (adapters/server/business/access.ts); a voucher is found only within the business
// named in the path, else 404 'Voucher not found' (another tenant's ids are not confirmed).
import { DomainError } from "../../../domain/engine/decider";
import type { Row } from "../../../domain/engine/projection";
import { VOUCHER_NOT_FOUND } from "../../../domain/marketing/voucher";
import { VOUCHERS_TABLE } from "../../../domain/marketing/vouchers.projection";
import { businessFor } from "../business/access";
import type { Caller } from "../business/caller";

export const voucherBusiness = (caller: Caller, businessId: string): Promise<Row> => businessFor(caller, businessId, "manage", "Voucher");

export const voucherRowFor = async (caller: Caller, businessId: string, voucherId: string): Promise<Row> => {
  await voucherBusiness(caller, businessId);
  const row = await caller.engine.store.readModels.get(VOUCHERS_TABLE, voucherId);
  if (row === undefined || row.businessId !== businessId) throw new DomainError(VOUCHER_NOT_FOUND, 404);
  return row;
};
