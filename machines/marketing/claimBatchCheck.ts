// Owns: the create-claims form's check before asking for confirmation (spec 3 §2, §5): the same
// Schema as the server (domain/marketing/claimCodes.ts ClaimBatchRequest) with its exact
// messages, the count the batch asks for, the quota left ('Voucher quota reached'), and the
// spec's confirmation and success texts.
import { Result, Schema, SchemaIssue } from "effect";
import { type ClaimBatchRequest, ClaimBatchRequest as BatchSchema, parseCodeList } from "../../domain/marketing/claimCodes";
import { QUOTA_REACHED } from "../../domain/marketing/voucherClaimable";

const format = SchemaIssue.makeFormatterStandardSchemaV1();

export const countOfBatch = (request: ClaimBatchRequest): number =>
  request.type === "single" ? 1 : request.type === "bulk" ? request.count : parseCodeList(request.codes).length;

/** The decoded request, or the first message to show. */
export const checkBatch = (raw: unknown, quotaLeft: number | null): Result.Result<ClaimBatchRequest, string> => {
  const decoded = Schema.decodeUnknownResult(BatchSchema)(raw);
  if (Result.isFailure(decoded)) return Result.fail(format(decoded.failure.issue).issues[0]?.message ?? "Action failed");
  if (quotaLeft !== null && countOfBatch(decoded.success) > quotaLeft) return Result.fail(QUOTA_REACHED);
  return Result.succeed(decoded.success);
};

export const confirmQuestion = (count: number, voucher: string): string =>
  `Are you sure you want to create ${count} unassigned claim(s) for ${voucher} ?`;

export const createdNotice = (count: number, voucher: string): string => `Created ${count} unassigned claim(s) for ${voucher}`;
