// The voucher read models (stream `voucher-{id}`, language in voucherModel.ts):
// - `vouchers` (key voucherId): the voucher document the API answers (`_rev` = stream version),
//   with its running counts `currentClaim` and `currentRedeem`, the time zone it was created in
//   and the terms history its claims refer to;
// - `voucher_claims` (key claimId): one row per claim, `assigned` telling member claims from
//   the unassigned codes of batches; searched by code, phone number and name;
// - `voucher_codes` (key `{businessId}:{code}`): which claim a code names, for the till;
// - `voucher_bills` (key `{businessId}:{billId}`): which claim a bill redeemed, for refunds.
// Decisions where the spec is silent: a deleted voucher's row is removed; its claim, code and
// bill rows stay (history), unreachable through the API because the voucher answers 404, and
// the till refuses their codes. Derived fields (status, expiry, use) are computed on read.
import type { RecordedEvent } from "../engine/events";
import type { Projection, ProjectionTx, Row } from "../engine/projection";
import { type AssignedClaim, type VoucherEvent, isVoucherEvent, voucherIdOfStream } from "./voucherModel";
import { booleanColumn, digitsColumn, digitsTerm, lowerTerm, lowerTextColumn, readTable, textColumn } from "../engine/readTable";

export const VOUCHERS_TABLE = "vouchers";

export const vouchersTable = readTable({
  name: VOUCHERS_TABLE,
  columns: {
    businessId: textColumn("businessId"), type: textColumn("type"), name: lowerTextColumn("name"),
    nameSearch: lowerTextColumn("name"), createdAt: textColumn("createdAt"),
  },
  indexes: [["businessId", "name"], ["businessId", "type", "name"], ["businessId", "createdAt"]],
  search: [{ column: "nameSearch", match: "wordPrefix", term: lowerTerm }],
});
export const VOUCHER_CLAIMS_TABLE = "voucher_claims";

export const voucherClaimsTable = readTable({
  name: VOUCHER_CLAIMS_TABLE,
  columns: {
    voucherId: textColumn("voucherId"), businessId: textColumn("businessId"), memberId: textColumn("memberId"),
    assigned: booleanColumn("assigned"), batchId: textColumn("batchId"), createdAt: textColumn("createdAt"),
    claimedAt: textColumn("claimedAt"), code: textColumn("code"), phoneNumber: textColumn("phoneNumber"), name: lowerTextColumn("name"),
    codeSearch: lowerTextColumn("code"), phoneDigits: digitsColumn("phoneNumber"), nameSearch: lowerTextColumn("name"),
  },
  indexes: [["voucherId", "createdAt"], ["voucherId", "assigned", "createdAt"], ["voucherId", "code"], ["memberId"], ["batchId"], ["businessId", "phoneNumber", "createdAt"]],
  search: [
    { column: "codeSearch", match: "prefix", term: lowerTerm },
    { column: "phoneDigits", match: "contains", term: digitsTerm },
    { column: "nameSearch", match: "wordPrefix", term: lowerTerm },
  ],
});
export const VOUCHER_CODES_TABLE = "voucher_codes";

export const voucherCodesTable = readTable({ name: VOUCHER_CODES_TABLE, columns: { voucherId: textColumn("voucherId") }, indexes: [["voucherId"]] });
export const VOUCHER_BILLS_TABLE = "voucher_bills";

export const voucherBillsTable = readTable({
  name: VOUCHER_BILLS_TABLE,
  columns: { businessId: textColumn("businessId"), voucherId: textColumn("voucherId"), billId: textColumn("billId") },
  indexes: [["voucherId"], ["businessId", "billId"]],
});

export const codeKey = (businessId: string, code: string): string => `${businessId}:${code}`;
export const billKey = (businessId: string, billId: string): string => `${businessId}:${billId}`;

type ClaimEvent = Extract<VoucherEvent, { type: "ClaimsCreated" | "ClaimsAssigned" }>;

const putClaims = async (event: ClaimEvent, voucher: Row, tx: ProjectionTx): Promise<number> => {
  const businessId = String(voucher.businessId);
  const voucherId = String(voucher.id);
  const termsIndex = (voucher.terms as ReadonlyArray<unknown>).length - 1;
  const { createdAt } = event.data;
  let added = 0;
  for (const claim of event.data.claims) {
    const user = event.type === "ClaimsAssigned" ? (claim as AssignedClaim) : null;
    // An unassigned claim a public claim gives to a phone (a claim link's code) is already counted.
    const existing = event.type === "ClaimsAssigned" && event.data.via === "public" ? await tx.get(VOUCHER_CLAIMS_TABLE, claim.claimId) : undefined;
    if (existing === undefined) added += 1;
    await tx.put(VOUCHER_CLAIMS_TABLE, claim.claimId, {
      id: claim.claimId, voucherId, businessId, code: claim.code, assigned: user !== null,
      phoneNumber: user?.phoneNumber ?? null, name: user?.name ?? null, memberId: user?.memberId ?? null,
      batchId: event.type === "ClaimsCreated" ? event.data.batchId : ((existing?.batchId as string | null | undefined) ?? null),
      createdAt, claimedAt: user === null ? null : createdAt, termsIndex, uses: [], transferExpiredAt: null,
    });
    await tx.put(VOUCHER_CODES_TABLE, codeKey(businessId, claim.code), { businessId, voucherId, claimId: claim.claimId, code: claim.code });
  }
  return added;
};

type Uses = ReadonlyArray<{ readonly billId: string }>;

const patchClaim = async (tx: ProjectionTx, claimId: string, patch: (row: Row) => Row): Promise<void> => {
  const row = await tx.get(VOUCHER_CLAIMS_TABLE, claimId);
  if (row !== undefined) await tx.put(VOUCHER_CLAIMS_TABLE, claimId, { ...row, ...patch(row) });
};

const applyToVoucher = async (event: Exclude<VoucherEvent, { type: "VoucherCreated" | "VoucherDeleted" }>, row: Row, tx: ProjectionTx): Promise<Row> => {
  switch (event.type) {
    case "VoucherUpdated": {
      const terms = [...(row.terms as ReadonlyArray<unknown>), event.data.terms];
      return { ...event.data.voucher, terms, termsFloor: event.data.updateClaim ? terms.length - 1 : row.termsFloor };
    }
    case "ClaimsCreated":
    case "ClaimsAssigned":
      return { currentClaim: Number(row.currentClaim) + (await putClaims(event, row, tx)) };
    case "ClaimRedeemed": {
      const { claimId, billId, restaurantId, appliedAt, discount } = event.data;
      await patchClaim(tx, claimId, (c) => ({ uses: [...(c.uses as Uses), { billId, restaurantId, appliedAt }] }));
      await tx.put(VOUCHER_BILLS_TABLE, billKey(String(row.businessId), billId), {
        businessId: row.businessId, voucherId: row.id, claimId, billId, restaurantId, appliedAt, discount, refundedAt: null,
      });
      return { currentRedeem: Number(row.currentRedeem) + 1 };
    }
    case "ClaimUseRestored": {
      const { claimId, billId, restoredAt } = event.data;
      await patchClaim(tx, claimId, (c) => ({ uses: (c.uses as Uses).filter((u) => u.billId !== billId) }));
      const key = billKey(String(row.businessId), billId);
      const bill = await tx.get(VOUCHER_BILLS_TABLE, key);
      if (bill !== undefined) await tx.put(VOUCHER_BILLS_TABLE, key, { ...bill, refundedAt: restoredAt });
      return { currentRedeem: Number(row.currentRedeem) - 1 };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

const apply = async (recorded: RecordedEvent, tx: ProjectionTx): Promise<void> => {
  if (!isVoucherEvent(recorded)) return;
  const event: VoucherEvent = recorded;
  const id = voucherIdOfStream(recorded.streamId);
  if (event.type === "VoucherCreated") {
    const { voucherId: _, voucher, terms, ...rest } = event.data;
    return tx.put(VOUCHERS_TABLE, id, {
      id, ...voucher, ...rest, terms: [terms], termsFloor: 0, currentClaim: 0, currentRedeem: 0, _rev: recorded.version,
    });
  }
  if (event.type === "VoucherDeleted") return tx.remove(VOUCHERS_TABLE, id);
  const row = await tx.get(VOUCHERS_TABLE, id);
  if (row === undefined) return;
  const patch = await applyToVoucher(event, row, tx);
  await tx.put(VOUCHERS_TABLE, id, { ...row, ...patch, _rev: recorded.version });
};

export const vouchersProjection: Projection = {
  name: "vouchers",
  tables: [vouchersTable, voucherClaimsTable, voucherCodesTable, voucherBillsTable],
  apply,
};
