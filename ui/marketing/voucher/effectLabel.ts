// Owns: the name of a stored voucher's effect type as the lists show it (the chooser's label,
// machines/marketing/voucherEffectKind.ts); empty for an effect the chooser does not offer.
import { Schema } from "effect";
import { Effect } from "../../../domain/marketing/effects/effect";
import { EFFECT_KIND_OPTIONS, effectKindOf } from "../../../machines/marketing/voucherEffectKind";
import type { Voucher } from "../../ports/marketingPort";

const isEffect = Schema.is(Effect);

export const effectLabel = (voucher: Pick<Voucher, "effect">): string => {
  if (!isEffect(voucher.effect)) return "";
  const kind = effectKindOf(voucher.effect);
  return EFFECT_KIND_OPTIONS.find((option) => option.kind === kind)?.label ?? "";
};
