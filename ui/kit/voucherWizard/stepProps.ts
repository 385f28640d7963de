// What every wizard step receives: the draft, the messages on show (by field path) and a way to
// change some of its fields.
import type { DraftErrors, VoucherDraft } from "../../../machines/marketing/voucherDraft";

export interface StepProps {
  readonly draft: VoucherDraft;
  readonly errors: DraftErrors;
  readonly onChange: (patch: Partial<VoucherDraft>) => void;
}
