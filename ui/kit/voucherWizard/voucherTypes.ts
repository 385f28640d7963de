// Owns: how voucher types read on screen (spec 3 §2-§3): the sections of the voucher list
// (Attraction = SIMPLE_CLAIM, Retention = AFTER_SALES) and the type's name in the wizard's title
// ('Create new {type}' / 'Edit {type}').
// Decision where the spec is silent: the names are 'Attraction voucher', 'Retention voucher',
// 'Member reward' and 'Feedback reward'.
import type { VoucherType } from "../../../domain/marketing/voucherInput";

export const VOUCHER_TYPE_NAMES: Readonly<Record<VoucherType, string>> = {
  SIMPLE_CLAIM: "Attraction voucher",
  AFTER_SALES: "Retention voucher",
  MEMBER_REWARD: "Member reward",
  FEEDBACK_REWARD: "Feedback reward",
};

export interface VoucherSection {
  readonly title: string;
  readonly type: VoucherType;
}

export const VOUCHER_SECTIONS: ReadonlyArray<VoucherSection> = [
  { title: "Attraction", type: "SIMPLE_CLAIM" },
  { title: "Retention", type: "AFTER_SALES" },
];

export const wizardTitle = (type: VoucherType, editing: boolean): string =>
  editing ? `Edit ${VOUCHER_TYPE_NAMES[type]}` : `Create new ${VOUCHER_TYPE_NAMES[type]}`;
