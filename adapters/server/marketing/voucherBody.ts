// The decode step of every voucher write (the voucher routes, the demo and seed data): the body's
// Schema (voucherInput.ts), then its cross-field rules, every problem answered at once (400 with
// each field's message), then the stored document the application functions take.
import type { VoucherDoc } from "../../../domain/marketing/voucherResponse";
import { VoucherInput, voucherFromInput, voucherInputProblems } from "../../../domain/marketing/voucherInput";
import { decodeBody } from "../decodeBody";
import { RequestValidationError } from "../requestValidationError";

export const voucherOfBody = (body: unknown): VoucherDoc => {
  const input = decodeBody(VoucherInput, body);
  const [first, ...rest] = voucherInputProblems(input);
  if (first !== undefined) throw new RequestValidationError([first, ...rest]);
  return voucherFromInput(input);
};
